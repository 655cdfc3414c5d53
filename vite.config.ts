// The web client's build: Vite with its root in web/, served by the gateway from web/dist.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import relay from 'vite-plugin-relay';
import { bundleBudget } from './scripts/bundle-budget.ts';
import { lazyToast } from './scripts/vite-lazy-toast.ts';
import { lucideIcon } from './scripts/vite-lucide-icon.ts';
import { staticSplash } from './scripts/vite-static-splash.ts';
import { serviceWorkerPrecache } from './scripts/vite-service-worker.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

export default defineConfig({
  root: path.join(root, 'web'),
  publicDir: path.join(root, 'web', 'public'),
  // lucideIcon(): lucide-react's icons drawn by a lighter component (web/src/lib/lucide-icon.ts).
  // staticSplash(): the splash screen rendered into index.html, painted before any JavaScript runs.
  // relay() must run before react(): it swaps the graphql`` tags for the compiled artifacts.
  // bundleBudget(): the build prints the gzipped JS of the entry and of three first screens, and fails over
  // their budgets (scripts/bundle-budget.ts) or on a package bundled twice.
  // compression(): a brotli (.br) and a gzip (.gz) copy beside each text file over 1 KiB, at the best
  // each algorithm does, which the gateway sends by Accept-Encoding (decision 0066). Not sw.js: its file
  // list is written after the bundle (serviceWorkerPrecache), and the gateway compresses it per request.
  // lazyToast(): the app's `toast` from sonner loads sonner on the first toast (web/src/lib/lazy-toast.ts).
  plugins: [
    lucideIcon(root),
    lazyToast(root),
    relay,
    react(),
    tailwindcss(),
    staticSplash(fileURLToPath(import.meta.url)),
    serviceWorkerPrecache(),
    bundleBudget(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|svg|json|webmanifest|txt)$/,
      exclude: /(^|\/)sw\.js$/,
      threshold: 1024,
    }),
  ],
  // The About page shows the version of package.json.
  define: { 'import.meta.env.APP_VERSION': JSON.stringify(version) },
  resolve: {
    alias: [
      { find: '@', replacement: path.join(root, 'web', 'src') },
      { find: '@common', replacement: path.join(root, 'common') },
      // zod in jitless mode, set before any schema is made (web/src/lib/zod-without-eval.ts).
      { find: /^zod$/, replacement: path.join(root, 'web', 'src', 'lib', 'zod-without-eval.ts') },
    ],
  },
  build: {
    outDir: path.join(root, 'web', 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Rolldown's automatic splitting made 178 files, most of them tiny chunks two routes share (an icon, a
    // helper): a first visit fetched 31 to 64 of them, each a request with its headers and, over
    // HTTP/1.1, a wait for one of six connections. Common chunks under 4 KiB of source are copied into
    // the chunks that read them instead (rolldown keeps one module state and one execution across the
    // copies): 98 files, 16 to 29 requests per first screen (decision 0084). The stylesheet stays a file.
    // What index.html loads itself (React, the router, the shell's code) is one chunk, not six: React and
    // three small helpers the routes also read had been split off it into chunks of their own.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'web', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 4 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
      onLog(level, log, handler) {
        // Tailwind's stylesheet module has no source map to carry into the copies; the JavaScript's maps are whole.
        if (log.code === 'SOURCEMAP_BROKEN' && log.plugin === '@tailwindcss/vite:generate:build') return;
        handler(level, log);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
      '/uploads': gateway,
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
      '/uploads': gateway,
    },
  },
});
