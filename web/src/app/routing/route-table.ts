// Who may see each route of the table (common/app-routes.ts), and where to send who may not.
import { routeOfPath, type RouteAccess } from '@common/app-routes';
import type { SessionStatus } from '../session/startup-check';

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
  return routeOfPath(pathname).access;
}
