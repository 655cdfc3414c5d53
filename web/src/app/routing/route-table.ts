// Who may see each route of the table (common/app-routes.ts) and where it shows. router.tsx gives each a module.
import { matchRoutes } from 'react-router-dom';
import { appRoutes, type AppRoute, type RouteAccess, type RouteLayout } from '@common/app-routes';
import type { SessionStatus } from '../session/startup-check';

/** A route's layout: as the table says, else the shell for member screens and plain for the others. */
export function layoutOf(route: AppRoute): RouteLayout {
  if ('layout' in route) return route.layout;
  return route.access === 'member' ? 'shell' : 'plain';
}

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/feed';
export const INVITE_PATH = '/invite';

/** Where to send someone who may not see a route of this access, or null when they may. */
export function redirectFor(access: RouteAccess, status: SessionStatus): string | null {
  const signedIn = status === 'authenticated';
  if (access === 'member' && !signedIn) return LOGIN_PATH;
  if (access === 'guest' && signedIn) return HOME_PATH;
  return null;
}

/** The access rule of a URL path, ranked the way the router ranks routes. */
export function accessForPath(pathname: string): RouteAccess {
  const matches = matchRoutes(
    appRoutes.map(({ id, path }) => ({ id, path })),
    pathname,
  );
  const id = matches?.at(-1)?.route.id;
  return appRoutes.find((route) => route.id === id)?.access ?? 'member';
}
