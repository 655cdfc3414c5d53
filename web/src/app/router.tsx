// The data router: the route table (common/app-routes.ts) with a code-split module per route, access rules
// checked in loaders before anything of the page loads, and the splash while the session check runs.
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, redirect, ScrollRestoration, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { appRoutes, type AppRoute, type RouteId } from '@common/app-routes';
import { OfflineBanner } from '@/components/OfflineBanner';
import { SplashScreen } from '@/components/SplashScreen';
import { reloadingImport } from '@/lib/chunk-reload';
import { PlainLayout } from './PlainLayout';
import { RouteError } from './RouteError';
import { layoutOf, redirectFor } from './routing/route-table';
import { sessionStore } from './session/session-store';

/** A route module: the page as its default export, and optionally a loader that starts its query. */
export interface RouteModule {
  default: ComponentType;
  loader?(args: LoaderFunctionArgs): unknown;
}

const modules: Record<RouteId, () => Promise<RouteModule>> = {
  login: reloadingImport(() => import('@/features/auth/LoginPage')),
  welcome: reloadingImport(() => import('@/features/auth/WelcomePage')),
  signup: reloadingImport(() => import('@/features/auth/SignupPage')),
  invite: reloadingImport(() => import('@/features/auth/InvitePage')),
  'public-profile': reloadingImport(() => import('@/features/profile/PublicProfilePage')),
  connections: reloadingImport(() => import('@/features/connections/ConnectionsPage')),
  icons: reloadingImport(() => import('@/features/icons/IconShowcasePage')),
  about: reloadingImport(() => import('@/features/about/AboutPage')),
  developers: reloadingImport(() => import('@/features/developers/DevelopersPage')),
  events: reloadingImport(() => import('@/features/events/EventsPage')),
  menu: reloadingImport(() => import('@/features/menus/MenuPage')),
  menus: reloadingImport(() => import('@/features/menus/MenusPage')),
  'menu-edit': reloadingImport(() => import('@/features/menus/MenuEditorPage')),
  home: reloadingImport(() => import('@/features/feed/FeedPage')),
  feed: reloadingImport(() => import('@/features/feed/FeedPage')),
  top10: reloadingImport(() => import('@/features/feed/WeeklyTop10Page')),
  search: reloadingImport(() => import('@/features/search/SearchPage')),
  create: reloadingImport(() => import('@/features/create/CreateCocktailPage')),
  'create-custom-ingredient': reloadingImport(() => import('@/features/create/CreateCustomIngredientPage')),
  cocktails: reloadingImport(() => import('@/features/cocktails/CocktailListPage')),
  cocktail: reloadingImport(() => import('@/features/cocktails/CocktailDetailPage')),
  'cocktail-redirect': () => import('./routing/cocktail-redirect'),
  profile: reloadingImport(() => import('@/features/profile/OwnProfilePage')),
  'check-ins': reloadingImport(() => import('@/features/check-ins/CheckInsPage')),
  'recipe-files': reloadingImport(() => import('@/features/recipe-files/RecipeFilesPage')),
  'access-tokens': reloadingImport(() => import('@/features/settings/AccessTokensPage')),
  'my-bar': reloadingImport(() => import('@/features/shelf/MyBarPage')),
  'admin-reports': reloadingImport(() => import('@/features/admin/AdminReportsPage')),
  'edit-profile': reloadingImport(() => import('@/features/profile/EditProfilePage')),
  notifications: reloadingImport(() => import('@/features/notifications/NotificationsPage')),
  people: reloadingImport(() => import('@/features/people/PeoplePage')),
  gigs: reloadingImport(() => import('@/features/gigs/GigsPage')),
  'gig-new': reloadingImport(() => import('@/features/gigs/PostGigPage')),
  gig: reloadingImport(() => import('@/features/gigs/GigPage')),
  'not-found': reloadingImport(() => import('./NotFoundPage')),
};

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
          // Relay comes with the pages, not in the entry (RelayLayout).
          lazy: lazyComponent(reloadingImport(() => import('./RelayLayout').then((module) => module.RelayLayout))),
          children: [
            { element: <PlainLayout />, children: appRoutes.filter((route) => layoutOf(route) === 'plain').map(pageRoute) },
            {
              // The shell (top bar, theme menu, tab bar) is its own chunk: the sign-in screens do not need it.
              lazy: lazyComponent(reloadingImport(() => import('./AppShell').then((module) => module.AppShell))),
              children: appRoutes.filter((route) => layoutOf(route) === 'shell').map(pageRoute),
            },
          ],
        },
      ],
    },
  ]);
}
