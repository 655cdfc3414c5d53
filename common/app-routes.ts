// The web client's routes (spec section 2): every path, who may see it and the module that draws it,
// written once for both sides. The client's router loads each route's module (web/src/app/router.tsx);
// the server answers the app shell with 200 on these paths and with 404 on any other (gateway/web-app.ts),
// so crawlers and tools see a missing page as missing while the client still shows its "Page not found"
// screen, and names in that shell the chunks the route will load (modulesBeforeScreen), so a phone
// fetches them beside the app's own code instead of after it.
import { matchRoutes } from 'react-router';

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
  { id: 'login', path: '/login', access: 'guest', module: 'features/auth/LoginPage.tsx' },
  { id: 'welcome', path: '/welcome', access: 'guest', module: 'features/auth/WelcomePage.tsx' },
  { id: 'signup', path: '/signup', access: 'guest', module: 'features/auth/SignupPage.tsx' },
  { id: 'invite', path: '/invite', access: 'public', module: 'features/auth/InvitePage.tsx' },
  { id: 'public-profile', path: '/profile/:id', access: 'public', layout: 'shell', module: 'features/profile/PublicProfilePage.tsx' },
  {
    id: 'connections',
    path: '/profile/:userId/connections/:type',
    access: 'public',
    layout: 'shell',
    module: 'features/connections/ConnectionsPage.tsx',
  },
  { id: 'icons', path: '/icons', access: 'public', module: 'features/icons/IconShowcasePage.tsx' },
  // Not in the spec: version, credits and licences, reachable from the Settings dialog and the sign-in screen.
  { id: 'about', path: '/about', access: 'public', module: 'features/about/AboutPage.tsx' },
  // Issue 42: the API's guide for integrators, readable signed out (linked from GraphiQL, About and Settings).
  { id: 'developers', path: '/developers', access: 'public', module: 'features/developers/DevelopersPage.tsx' },
  // Issue 24: upcoming events of bars and brands, public as their profiles are (Going asks visitors to sign in).
  { id: 'events', path: '/events', access: 'public', layout: 'shell', module: 'features/events/EventsPage.tsx' },
  // Issue 41: a published menu's shareable address, for guests at the table without an account (decision 0077).
  { id: 'menu', path: '/menus/:id', access: 'public', module: 'features/menus/MenuPage.tsx' },
  { id: 'home', path: '/', access: 'member', module: 'features/feed/FeedPage.tsx' },
  { id: 'feed', path: '/feed', access: 'member', module: 'features/feed/FeedPage.tsx' },
  // Not in the spec's table: the Weekly Top 10 of issue 23, opened from the feed (decision 0049).
  { id: 'top10', path: '/top10', access: 'member', module: 'features/feed/WeeklyTop10Page.tsx' },
  { id: 'search', path: '/search', access: 'member', module: 'features/search/SearchPage.tsx' },
  { id: 'create', path: '/create', access: 'member', module: 'features/create/CreateCocktailPage.tsx' },
  {
    id: 'create-custom-ingredient',
    path: '/create-custom-ingredient',
    access: 'member',
    module: 'features/create/CreateCustomIngredientPage.tsx',
  },
  { id: 'cocktails', path: '/cocktails', access: 'member', module: 'features/cocktails/CocktailListPage.tsx' },
  { id: 'cocktail', path: '/cocktails/:id', access: 'member', module: 'features/cocktails/CocktailDetailPage.tsx' },
  // The search screen's reading of the detail URL (spec section 2): sent on to /cocktails/{id}.
  { id: 'cocktail-redirect', path: '/cocktail/:id', access: 'member', module: 'app/routing/cocktail-redirect.tsx' },
  { id: 'profile', path: '/profile', access: 'member', module: 'features/profile/OwnProfilePage.tsx' },
  // Not in the spec: the member's own check-ins, reached from the Cocktail Journey (decisions 46, 50).
  { id: 'check-ins', path: '/profile/check-ins', access: 'member', module: 'features/check-ins/CheckInsPage.tsx' },
  // Not in the spec: the member's recipe files, export and import, reached from the profile (issue 41, decision 0074).
  { id: 'recipe-files', path: '/profile/recipe-files', access: 'member', module: 'features/recipe-files/RecipeFilesPage.tsx' },
  // Issue 41: a bar or brand account's menus and the menu editor, reached from the profile (decision 0077).
  { id: 'menus', path: '/profile/menus', access: 'member', module: 'features/menus/MenusPage.tsx' },
  { id: 'menu-edit', path: '/profile/menus/:id', access: 'member', module: 'features/menus/MenuEditorPage.tsx' },
  // Not in the spec: the member's personal access tokens, reached from the Settings dialog (issue 42, decision 0079).
  { id: 'access-tokens', path: '/settings/tokens', access: 'member', module: 'features/settings/AccessTokensPage.tsx' },
  // Not in the spec: the account's shelf, reached from the profile and the list's filter sheet (issue 41, decision 0076).
  { id: 'my-bar', path: '/my-bar', access: 'member', module: 'features/shelf/MyBarPage.tsx' },
  { id: 'admin-reports', path: '/admin/reports', access: 'member', module: 'features/admin/AdminReportsPage.tsx' },
  { id: 'edit-profile', path: '/edit-profile', access: 'member', module: 'features/profile/EditProfilePage.tsx' },
  // Not in the spec: the member's inbox, opened from the bell in the top bar (decision 0048).
  { id: 'notifications', path: '/notifications', access: 'member', module: 'features/notifications/NotificationsPage.tsx' },
  // Not in the spec: venue and brand accounts find people open to work (decision 0051).
  { id: 'people', path: '/people', access: 'member', module: 'features/people/PeoplePage.tsx' },
  // Not in the spec: gigs venues and brands post, and members open to work answer (decision 0055).
  { id: 'gigs', path: '/gigs', access: 'member', module: 'features/gigs/GigsPage.tsx' },
  { id: 'gig-new', path: '/gigs/new', access: 'member', module: 'features/gigs/PostGigPage.tsx' },
  { id: 'gig', path: '/gigs/:id', access: 'member', module: 'features/gigs/GigPage.tsx' },
  // Every other path: the member app shell with a "page not found" body.
  { id: 'not-found', path: '*', access: 'member', module: 'app/NotFoundPage.tsx' },
] as const satisfies ReadonlyArray<{
  id: string;
  path: string;
  access: RouteAccess;
  layout?: RouteLayout;
  /** The route's module, a path under web/src: its default export is the page, its `loader` starts its data. */
  module: string;
}>;

export type AppRoute = (typeof appRoutes)[number];
export type RouteId = AppRoute['id'];

/** A route's layout: as the table says, else the shell for member screens and plain for the others. */
export function layoutOf(route: AppRoute): RouteLayout {
  if ('layout' in route) return route.layout;
  return route.access === 'member' ? 'shell' : 'plain';
}

/** The layouts the router loads as chunks of their own (paths under web/src): Relay around every page, the shell around its screens. */
export const RELAY_LAYOUT_MODULE = 'app/RelayLayout.tsx';
export const SHELL_LAYOUT_MODULE = 'app/AppShell.tsx';

/**
 * The modules the router loads before a route's screen shows, outermost first (paths under web/src):
 * the Relay layout, the shell for a screen in it, the route's own module. router.tsx nests its routes
 * this way; the build lists each module's chunks for the server to name in the page.
 */
export function modulesBeforeScreen(route: AppRoute): string[] {
  return [RELAY_LAYOUT_MODULE, ...(layoutOf(route) === 'shell' ? [SHELL_LAYOUT_MODULE] : []), route.module];
}

/** The file the build writes beside index.html: per route id, the URLs of the chunks modulesBeforeScreen loads beyond the entry's. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The table as react-router matches it, made once: the server reads the route of every page request. */
const matchable = appRoutes.map(({ id, path }) => ({ id, path }));

/** Whether each segment of a URL path is well-formed percent-encoding. */
function decodes(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** The route a URL path opens, ranked as the client's router ranks them; "not-found" for any other path. */
export function routeOfPath(pathname: string): AppRoute {
  // A path that does not decode is matched as it is, as the router does after warning on the console; its
  // "%" escaped, it decodes to itself without the warning (the server matches any path a client sends).
  const matches = matchRoutes(matchable, decodes(pathname) ? pathname : pathname.replaceAll('%', '%25'));
  const id = matches?.at(-1)?.route.id;
  return appRoutes.find((route) => route.id === id) ?? appRoutes[appRoutes.length - 1];
}

/** Whether a URL path (as sent, percent-encoded) opens one of the client's screens rather than its "Page not found". */
export function isAppPath(pathname: string): boolean {
  return routeOfPath(pathname).id !== 'not-found';
}
