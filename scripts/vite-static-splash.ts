// The splash in the page itself: `vite build` renders web/src/components/SplashScreen.tsx to HTML inside
// index.html's #root, so a phone paints the logo, the name and the spinner as soon as the HTML and the
// stylesheet arrive, instead of a blank page until the JavaScript has loaded and run (seconds on slow
// 4G). React replaces it with the same splash (the router's fallback) when it renders. The component
// stays the one definition: this renders it through a Vite server in SSR mode, with the app's aliases.
import { createServer, type Plugin } from 'vite';

export const SPLASH_MODULE = '/src/components/SplashScreen.tsx';

export function staticSplash(configFile: string): Plugin {
  return {
    name: 'repour-static-splash',
    apply: 'build',
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const [{ SplashScreen }, { createElement }, { renderToStaticMarkup }] = await Promise.all([
          server.ssrLoadModule(SPLASH_MODULE) as Promise<typeof import('../web/src/components/SplashScreen')>,
          import('react'),
          import('react-dom/server'),
        ]);
        const markup = renderToStaticMarkup(createElement(SplashScreen));
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no ${root} to put the splash in`);
        return html.replace(root, `<div id="root">${markup}</div>`);
      } finally {
        await server.close();
      }
    },
  };
}
