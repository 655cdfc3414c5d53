// The app icon's drawing (the logo mark on a dark tile), in one place for the React icon
// (ProductIcon "icon-192x192") and the script that renders the PNGs of the web manifest
// (scripts/app-icons.ts). The mark is drawn on a 32x32 grid, like components/Logo.tsx.

export const APP_ICON_COLORS = {
  tile: '#211b16',
  glass: '#f6efe6',
  drink: '#f0b35a',
} as const;

export const APP_ICON_MARK = {
  bottle: { d: 'M29.5 2.2l-6.6 3.6', strokeWidth: 3.4 },
  pour: { d: 'M21.3 6.5c-1.7 1.4-2.6 3.3-2.7 6', strokeWidth: 1.7 },
  drink: { d: 'M7.2 13.6h17.6c-1 3.1-4.5 5.3-8.8 5.3s-7.8-2.2-8.8-5.3z' },
  coupe: { d: 'M4.5 12.5h23c0 5.2-5.1 9-11.5 9s-11.5-3.8-11.5-9zM16 21.5v6M11 28h10', strokeWidth: 2.1 },
} as const;

/** The mark's bounding box on its 32 grid (strokes included), to centre it on a tile. */
const MARK_BOX = { x: 3.45, y: 0.5, width: 27.75, height: 28.55 };

export interface AppIconSvgOptions {
  /** Output size in px (the SVG's width and height). */
  size: number;
  /** Share of the side the mark may span (maskable icons keep it inside the 80% safe circle). */
  markShare: number;
  /** Corner radius as a share of the side; 0 for a full-bleed square. */
  cornerShare: number;
}

/** The mark's transform on a tile of side `size`: scaled to `markShare` of the side and centred. */
export function appIconMarkTransform(size: number, markShare: number): string {
  const scale = (size * markShare) / Math.max(MARK_BOX.width, MARK_BOX.height);
  const x = (size - MARK_BOX.width * scale) / 2 - MARK_BOX.x * scale;
  const y = (size - MARK_BOX.height * scale) / 2 - MARK_BOX.y * scale;
  return `translate(${round(x)} ${round(y)}) scale(${round(scale)})`;
}

/** The app icon as an SVG document (the master of the PNG files). */
export function appIconSvg({ size, markShare, cornerShare }: AppIconSvgOptions): string {
  const { tile, glass, drink } = APP_ICON_COLORS;
  const m = APP_ICON_MARK;
  const radius = round(size * cornerShare);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${tile}"/>`,
    `<g transform="${appIconMarkTransform(size, markShare)}" fill="none" stroke-linecap="round" stroke-linejoin="round">`,
    `<path d="${m.bottle.d}" stroke="${glass}" stroke-width="${m.bottle.strokeWidth}"/>`,
    `<path d="${m.pour.d}" stroke="${drink}" stroke-width="${m.pour.strokeWidth}"/>`,
    `<path d="${m.drink.d}" fill="${drink}"/>`,
    `<path d="${m.coupe.d}" stroke="${glass}" stroke-width="${m.coupe.strokeWidth}"/>`,
    `</g>`,
    `</svg>`,
  ].join('');
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
