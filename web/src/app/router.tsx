// The data router: the route table (common/app-routes.ts) with a code-split module per route, access rules
// checked in loaders before anything of the page loads, and the splash while the session check runs.
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, redirect, ScrollRestoration, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { appRoutes, type AppRoute, layoutOf, RELAY_LAYOUT_MODULE, type RouteId, SHELL_LAYOUT_MODULE } from '@common/app-routes';
import { OfflineBanner } from '@/components/OfflineBanner';
import { SplashScreen } from '@/components/SplashScreen';
import { reloadingImport } from '@/lib/chunk-reload';
import { PlainLayout } from './PlainLayout';
import { RouteError } from './RouteError';
import { redirectFor } from './routing/route-table';
import { sessionStore } from './session/session-store';

/** A route module: the page as its default export, and optionally a loader that starts its query. */
export interface RouteModule {
  default: ComponentType;
  loader?(args: LoaderFunctionArgs): unknown;
}

// Every module the route table names (common/app-routes.ts), each its own chunk, keyed by its path under
// web/src. The globs name exactly those files (route-table.test.ts).
const routeModules = import.meta.glob<RouteModule>(
  ['./features/*/*Page.tsx', './app/NotFoundPage.tsx', './app/routing/cocktail-redirect.tsx'],
  {
    base: '../',
  },
);
const layoutModules = import.meta.glob<Record<string, ComponentType>>(['./app/RelayLayout.tsx', './app/AppShell.tsx'], { base: '../' });

/** A module of the table by its path under web/src, loaded once; a failed load reloads the page once. */
function moduleLoader<T>(modules: Record<string, () => Promise<T>>, module: string): () => Promise<T> {
  const load = modules[`./${module}`];
  if (!load) throw new Error(`The route table names ${module}, which router.tsx does not load`);
  return reloadingImport(load);
}

/** A layout chunk's component: the module's export named as its file. */
function layoutLoader(module: string) {
  const name = module.slice(module.lastIndexOf('/') + 1, module.lastIndexOf('.'));
  const load = moduleLoader(layoutModules, module);
  return async () => {
    const component = (await load())[name];
    if (!component) throw new Error(`${module} exports no ${name}`);
    return component;
  };
}

/** The files the globs found, as paths under web/src. */
export const loadableModules = [...Object.keys(routeModules), ...Object.keys(layoutModules)].map((key) => key.slice('./'.length));

const modules = Object.fromEntries(appRoutes.map((route) => [route.id, moduleLoader(routeModules, route.module)])) as Record<
  RouteId,
  () => Promise<RouteModule>
>;

function pageRoute({ id, path, access }: AppRoute): RouteObject {
  const load = modules[id];
  return {
    id,
    ...(path === '/' ? { index: true } : { path }),
    errorElement: <RouteError />,
    // Runs before the page's code and data are fetched, and again whenever the session changes.
    loader: async (args) => {
      const page = () => load().then((module) => (module.loader ? module.loader(args) : null));
      // The page's code loads while the sign-in check runs when the check will probably let it show, and
      // its data too when the device knows whose session it is: a first visit waits one round trip less.
      // A loader that must know who is signed in waits for the check itself (sessionStore.start()); what
      // a page loaded for a session the check ends is dropped.
      const likely = !redirectFor(access, sessionStore.expectedStatus());
      const code = likely ? load() : null;
      code?.catch(() => undefined);
      const early = likely && sessionStore.knowsMember() ? page() : null;
      early?.catch(() => undefined);
      await sessionStore.start();
      const target = redirectFor(access, sessionStore.getSnapshot().status);
      if (target) throw redirect(target);
      return early ?? page();
    },
    lazy: lazyComponent(async () => (await load()).default),
  };
}

/**
 * A route's `lazy` that never rejects: react-router renders nothing at all for a route whose lazy()
 * failed, so a module that cannot load (after the one reload) becomes a component that throws, and the
 * nearest error element says so.
 */
function lazyComponent(load: () => Promise<ComponentType>) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: await load() };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <OfflineBanner />
      <Outlet />
    </>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      element: <Root />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <SplashScreen />,
      loader: async () => {
        await sessionStore.start();
        return null;
      },
      children: [
        {
          // Relay comes with the pages, not in the entry (RelayLayout). The nesting here is the one
          // modulesBeforeScreen (common/app-routes.ts) gives the server: Relay, the shell, the page.
          lazy: lazyComponent(layoutLoader(RELAY_LAYOUT_MODULE)),
          children: [
            { element: <PlainLayout />, children: appRoutes.filter((route) => layoutOf(route) === 'plain').map(pageRoute) },
            {
              // The shell (top bar, theme menu, tab bar) is its own chunk: the sign-in screens do not need it.
              lazy: lazyComponent(layoutLoader(SHELL_LAYOUT_MODULE)),
              children: appRoutes.filter((route) => layoutOf(route) === 'shell').map(pageRoute),
            },
          ],
        },
      ],
    },
  ]);
}
