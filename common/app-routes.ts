// The web client's routes (spec section 2): every path and who may see it, written once for both sides.
// The client's router gives each a module (web/src/app/router.tsx); the server answers the app shell
// with 200 on these paths and with 404 on any other (gateway/web-app.ts), so crawlers and tools see a
// missing page as missing while the client still shows its "Page not found" screen.

/**
 * guest: public, but a signed-in member is sent to /feed (sign-in and sign-up screens).
 * public: anyone, no check. member: a visitor who is not signed in is sent to /login.
 */
export type RouteAccess = 'guest' | 'public' | 'member';

/**
 * Where a screen shows: in the app shell (top bar; the tab bar for members) or plain, centred on its
 * own. Member screens are in the shell; so are the public screens of the app's content (a member's
 * profile and connections, the events), for visitors too, who get "Log in" and "Join" in the top bar (decision 0039).
 */
export type RouteLayout = 'shell' | 'plain';

export const appRoutes = [
  { id: 'login', path: '/login', access: 'guest' },
  { id: 'welcome', path: '/welcome', access: 'guest' },
  { id: 'signup', path: '/signup', access: 'guest' },
  { id: 'invite', path: '/invite', access: 'public' },
  { id: 'public-profile', path: '/profile/:id', access: 'public', layout: 'shell' },
  { id: 'connections', path: '/profile/:userId/connections/:type', access: 'public', layout: 'shell' },
  { id: 'icons', path: '/icons', access: 'public' },
  // Not in the spec: version, credits and licences, reachable from the Settings dialog and the sign-in screen.
  { id: 'about', path: '/about', access: 'public' },
  // Issue 42: the API's guide for integrators, readable signed out (linked from GraphiQL, About and Settings).
  { id: 'developers', path: '/developers', access: 'public' },
  // Issue 24: upcoming events of bars and brands, public as their profiles are (Going asks visitors to sign in).
  { id: 'events', path: '/events', access: 'public', layout: 'shell' },
  // Issue 41: a published menu's shareable address, for guests at the table without an account (decision 0077).
  { id: 'menu', path: '/menus/:id', access: 'public' },
  { id: 'home', path: '/', access: 'member' },
  { id: 'feed', path: '/feed', access: 'member' },
  // Not in the spec's table: the Weekly Top 10 of issue 23, opened from the feed (decision 0049).
  { id: 'top10', path: '/top10', access: 'member' },
  { id: 'search', path: '/search', access: 'member' },
  { id: 'create', path: '/create', access: 'member' },
  { id: 'create-custom-ingredient', path: '/create-custom-ingredient', access: 'member' },
  { id: 'cocktails', path: '/cocktails', access: 'member' },
  { id: 'cocktail', path: '/cocktails/:id', access: 'member' },
  // The search screen's reading of the detail URL (spec section 2): sent on to /cocktails/{id}.
  { id: 'cocktail-redirect', path: '/cocktail/:id', access: 'member' },
  { id: 'profile', path: '/profile', access: 'member' },
  // Not in the spec: the member's own check-ins, reached from the Cocktail Journey (decisions 46, 50).
  { id: 'check-ins', path: '/profile/check-ins', access: 'member' },
  // Not in the spec: the member's recipe files, export and import, reached from the profile (issue 41, decision 0074).
  { id: 'recipe-files', path: '/profile/recipe-files', access: 'member' },
  // Issue 41: a bar or brand account's menus and the menu editor, reached from the profile (decision 0077).
  { id: 'menus', path: '/profile/menus', access: 'member' },
  { id: 'menu-edit', path: '/profile/menus/:id', access: 'member' },
  // Not in the spec: the member's personal access tokens, reached from the Settings dialog (issue 42, decision 0079).
  { id: 'access-tokens', path: '/settings/tokens', access: 'member' },
  // Not in the spec: the account's shelf, reached from the profile and the list's filter sheet (issue 41, decision 0076).
  { id: 'my-bar', path: '/my-bar', access: 'member' },
  { id: 'admin-reports', path: '/admin/reports', access: 'member' },
  { id: 'edit-profile', path: '/edit-profile', access: 'member' },
  // Not in the spec: the member's inbox, opened from the bell in the top bar (decision 0048).
  { id: 'notifications', path: '/notifications', access: 'member' },
  // Not in the spec: venue and brand accounts find people open to work (decision 0051).
  { id: 'people', path: '/people', access: 'member' },
  // Not in the spec: gigs venues and brands post, and members open to work answer (decision 0055).
  { id: 'gigs', path: '/gigs', access: 'member' },
  { id: 'gig-new', path: '/gigs/new', access: 'member' },
  { id: 'gig', path: '/gigs/:id', access: 'member' },
  // Every other path: the member app shell with a "page not found" body.
  { id: 'not-found', path: '*', access: 'member' },
] as const satisfies ReadonlyArray<{ id: string; path: string; access: RouteAccess; layout?: RouteLayout }>;

export type AppRoute = (typeof appRoutes)[number];
export type RouteId = AppRoute['id'];

/**
 * The pattern of one route as react-router reads it (its compilePath, for the plain segments and `:name`
 * parameters this table uses): case-insensitive, a parameter is one non-empty segment, trailing
 * slashes allowed.
 */
function routePattern(path: string): RegExp {
  if (/[?*]/.test(path)) throw new Error(`Route ${path}: optional segments and splats are not read here (isAppPath)`);
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[\\.*+?^${}|()[\]]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/*$`, 'i');
}

const pagePatterns = appRoutes.filter((route) => route.path !== '*').map((route) => routePattern(route.path));

/** A URL path as react-router decodes it before matching: each segment decoded, a decoded "/" kept as %2F. */
function decodedPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** Whether a URL path (as sent, percent-encoded) opens one of the client's screens rather than its "Page not found". */
export function isAppPath(pathname: string): boolean {
  const path = decodedPath(pathname);
  return pagePatterns.some((pattern) => pattern.test(path));
}
