// A Vite plugin that writes the build's file list into web/dist/sw.js (web/public/sw.js is the hand-
// written worker, copied as it is). The worker saves these files at install, so the app opens offline.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Public files the shell shows or the browser asks for when the app starts. */
export const PUBLIC_SHELL_FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon-180.png',
];

const MARKER = /\/\* precache \*\/[\s\S]*?\/\* \/precache \*\//;

export interface Precache {
  version: string;
  files: string[];
}

/**
 * The files to save: every emitted script, style and asset (not source maps, not index.html, not the
 * build's .br and .gz copies, which the server sends in place of the file), then the public shell files.
 */
export function precacheOf(bundleFiles: string[], publicFiles: string[] = PUBLIC_SHELL_FILES): Precache {
  const emitted = bundleFiles
    .filter((file) => !/\.(map|br|gz)$/.test(file) && file !== 'index.html' && !file.startsWith('.vite/'))
    .map((file) => `/${file}`)
    .sort();
  const files = [...emitted, ...publicFiles];
  // Hashed names change with their content, so the list names the build.
  const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
  return { version, files };
}

/** sw.js with its PRECACHE line filled in; fails loudly if the marker is gone. */
export function injectPrecache(source: string, precache: Precache): string {
  if (!MARKER.test(source)) throw new Error('sw.js has no /* precache */ ... /* /precache */ marker');
  return source.replace(MARKER, JSON.stringify(precache));
}

export function serviceWorkerPrecache(): Plugin {
  let outDir = '';
  let bundleFiles: string[] = [];
  return {
    name: 'repour:service-worker-precache',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      bundleFiles = Object.keys(bundle);
    },
    // After Vite has copied web/public (sw.js among it) into the output folder.
    async closeBundle() {
      const file = path.join(outDir, 'sw.js');
      await writeFile(file, injectPrecache(await readFile(file, 'utf8'), precacheOf(bundleFiles)));
    },
  };
}
