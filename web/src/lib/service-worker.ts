// Registers web/public/sw.js in production builds (the dev server serves modules the worker must not keep).

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('The offline shell could not be installed.', error));
  });
}
