// Renders the app icons of the web manifest and the home screen from one SVG master (the logo mark on
// its dark tile, web/src/components/icons/app-icon.ts): `npm run icons`. The PNGs are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../gateway/paths';
import { appIconSvg, type AppIconSvgOptions } from '../web/src/components/icons/app-icon';

const outDir = path.join(projectRoot, 'web', 'public', 'icons');

/** A launcher draws "any" icons as they are: a rounded tile with transparent corners. */
const ROUNDED = { markShare: 0.66, cornerShare: 0.22 };
/** Maskable icons fill the square; the mark stays inside the central 80% circle every mask keeps. */
const MASKABLE = { markShare: 0.55, cornerShare: 0 };
/** iOS rounds the corners itself and shows transparency as black: a full square. */
const APPLE = { markShare: 0.62, cornerShare: 0 };

const APP_ICONS: Array<{ file: string } & AppIconSvgOptions> = [
  { file: 'icon-192.png', size: 192, ...ROUNDED },
  { file: 'icon-512.png', size: 512, ...ROUNDED },
  { file: 'icon-maskable-512.png', size: 512, ...MASKABLE },
  { file: 'apple-touch-icon-180.png', size: 180, ...APPLE },
];

async function main() {
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'icon.svg'), `${appIconSvg({ size: 512, ...ROUNDED })}\n`);
  for (const { file, ...options } of APP_ICONS) {
    const png = await sharp(Buffer.from(appIconSvg(options)), { density: 72 })
      .resize(options.size, options.size)
      .png({ compressionLevel: 9, palette: false })
      .toBuffer();
    await writeFile(path.join(outDir, file), png);
    console.log(`${path.relative(projectRoot, path.join(outDir, file))}  ${options.size}x${options.size}  ${png.length} bytes`);
  }
}

await main();
