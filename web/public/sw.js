// Repour's service worker, written by hand (docs/decisions: installable web app). It keeps the built app
// shell on the device so that the app opens offline, and never touches data: /graphql, /api,
// /uploads and /healthz (the app's "can the server be reached?" check) always go to the network.
//
// The build (scripts/vite-service-worker.ts) replaces the PRECACHE line below with the files of that
// build: index.html's hashed scripts and styles, every route's code-split module, and the icons. A new
// build is a new file, so browsers install it and drop the old caches.

const PRECACHE = /* precache */ { version: 'dev', files: [] } /* /precache */;

const SHELL_CACHE = `repour-shell-${PRECACHE.version}`;
const SHELL_URL = '/index.html';
/** Past this wait for a page, the saved shell answers instead (a bad connection looks like no connection). */
const NAVIGATION_TIMEOUT_MS = 6000;
const NETWORK_ONLY = ['/graphql', '/api/', '/uploads/', '/healthz'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([SHELL_URL, ...PRECACHE.files]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('repour-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NETWORK_ONLY.some((prefix) => url.pathname === prefix || url.pathname.startsWith(prefix))) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    return;
  }
  event.respondWith(cacheFirst(request));
});

/** Pages: the network first (fresh HTML after a deploy), the saved shell when it fails or hangs. */
async function navigation(request) {
  try {
    return await withTimeout(fetch(request), NAVIGATION_TIMEOUT_MS);
  } catch {
    const shell = await caches.match(SHELL_URL);
    return shell ?? offlinePage();
  }
}

/** Hashed assets never change: the saved copy if there is one, else the network (kept for next time). */
async function cacheFirst(request) {
  const saved = await caches.match(request, { ignoreSearch: true });
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    const copy = response.clone();
    caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Only before the shell was ever saved: a plain page instead of the browser's error. */
function offlinePage() {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Offline · Repour</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fcfaf6;color:#2b211a;text-align:center;padding:24px}
@media (prefers-color-scheme: dark){body{background:#130d09;color:#f3ece3}}h1{font-family:Georgia,serif;font-size:1.75rem;margin:0 0 8px}p{margin:0;opacity:.75}</style></head>
<body><main><h1>You're offline</h1><p>Repour will open as soon as your connection is back.</p></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
