import fc from 'fast-check';
import { matchRoutes } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes, isAppPath, layoutOf, modulesBeforeScreen, routeOfPath } from '@common/app-routes';
import { accessForPath, redirectFor } from './route-table';

describe('route access', () => {
  it('keeps sign-in, welcome and sign-up open to visitors and sends members to /feed', () => {
    for (const path of ['/login', '/welcome', '/signup']) {
      expect(accessForPath(path)).toBe('guest');
    }
    expect(redirectFor('guest', 'unauthenticated')).toBeNull();
    expect(redirectFor('guest', 'authenticated')).toBe('/feed');
  });

  it('opens the invite screen, public profiles, connection lists, the events, the icon page, About and the API guide to everyone', () => {
    for (const path of [
      '/events',
      '/invite',
      '/profile/42',
      '/profile/42/connections/followers',
      '/profile/42/connections/following',
      '/icons',
      '/about',
      '/developers',
    ]) {
      expect(accessForPath(path)).toBe('public');
    }
    expect(redirectFor('public', 'unauthenticated')).toBeNull();
    expect(redirectFor('public', 'authenticated')).toBeNull();
  });

  it('sends visitors who are not signed in from member screens to /login', () => {
    const memberPaths = [
      '/',
      '/feed',
      '/top10',
      '/search',
      '/create',
      '/create-custom-ingredient',
      '/cocktails',
      '/cocktails/12',
      '/profile',
      '/profile/check-ins',
      '/admin/reports',
      '/edit-profile',
      '/notifications',
      '/people',
    ];
    for (const path of memberPaths) expect(accessForPath(path)).toBe('member');
    expect(redirectFor('member', 'unauthenticated')).toBe('/login');
    expect(redirectFor('member', 'authenticated')).toBeNull();
  });

  it('treats every other path as a member screen (the app shell with "page not found")', () => {
    expect(accessForPath('/no/such/page')).toBe('member');
  });

  it('keeps the singular /cocktail/{id} of the search screen for members (it redirects to /cocktails/{id})', () => {
    expect(accessForPath('/cocktail/12')).toBe('member');
  });
});

describe('route layout', () => {
  it('shows member screens and the public profile, connections and events screens in the app shell, the others plain', () => {
    const shell = appRoutes.filter((route) => layoutOf(route) === 'shell').map((route) => route.id);
    const plain = appRoutes.filter((route) => layoutOf(route) === 'plain').map((route) => route.id);
    expect(shell).toEqual(expect.arrayContaining(['public-profile', 'connections', 'events', 'feed', 'profile', 'not-found']));
    expect(plain).toEqual(['login', 'welcome', 'signup', 'invite', 'icons', 'about', 'developers', 'menu']);
  });
});

describe("the server's reading of the route table", () => {
  // The router warns about each malformed percent-encoding it is given; some samples are malformed on purpose.
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => vi.restoreAllMocks());

  /** What the client shows at a path: a screen of the table, or its "Page not found". */
  const routerOpensScreen = (pathname: string) =>
    matchRoutes(
      appRoutes.map(({ id, path }) => ({ id, path })),
      pathname,
    )?.at(-1)?.route.id !== 'not-found';

  const samples = [
    ...appRoutes.filter((route) => route.path !== '*').map((route) => route.path.replace(/:\w+/g, '42')),
    '/cocktails/',
    '/Cocktails/7',
    '/COCKTAILS//',
    '/profile/ana.b/connections/followers',
    '/profile/a%2Fb',
    '/%63ocktails',
    '/cocktails/%E0%A4%A',
    '/cocktails/1/extra',
    '/cocktails//1',
    '//',
    '/admin',
    '/admin/reports/1',
    '/settings',
    '/openapi.json',
    '/robots.txt',
    '/no/such/page',
  ];

  it('opens a screen at exactly the paths where the router opens one', () => {
    for (const path of samples) expect(isAppPath(path), path).toBe(routerOpensScreen(path));
  });

  it("agrees with the router on paths made of the routes' own segments and others", () => {
    const segments = [...new Set(appRoutes.flatMap((route) => route.path.split('/')))].filter((segment) => segment && segment !== '*');
    const segment = fc.oneof(
      fc.constantFrom(...segments.filter((name) => !name.startsWith(':'))),
      fc.constantFrom('', '7', 'Feed', 'a.b', '%20x', '%2F', '%zz', 'new'),
      fc.string({ maxLength: 6 }).map((text) => encodeURIComponent(text)),
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (parts) => {
        const path = `/${parts.join('/')}`;
        expect(isAppPath(path), path).toBe(routerOpensScreen(path));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the route of a path, and what loads before its screen', () => {
  it('ranks a path as the router does: a named segment over a parameter, anything else "not found"', () => {
    expect(routeOfPath('/profile/check-ins').id).toBe('check-ins');
    expect(routeOfPath('/profile/42').id).toBe('public-profile');
    expect(routeOfPath('/gigs/new').id).toBe('gig-new');
    expect(routeOfPath('/gigs/7').id).toBe('gig');
    expect(routeOfPath('/Cocktails/7/').id).toBe('cocktail');
    expect(routeOfPath('/no/such/page').id).toBe('not-found');
  });

  it('matches a path that does not decode as the router does, without a warning on the console (the server reads any path)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(routeOfPath('/profile/%ZZ').id).toBe('public-profile');
      expect(routeOfPath('/%E0%A4%A').id).toBe('not-found');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('loads Relay around every page, the shell around the screens in it, then the page', () => {
    const route = (id: string) => appRoutes.find((candidate) => candidate.id === id)!;
    expect(modulesBeforeScreen(route('login'))).toEqual(['app/RelayLayout.tsx', 'features/auth/LoginPage.tsx']);
    expect(modulesBeforeScreen(route('cocktails'))).toEqual([
      'app/RelayLayout.tsx',
      'app/AppShell.tsx',
      'features/cocktails/CocktailListPage.tsx',
    ]);
    expect(modulesBeforeScreen(route('not-found'))).toEqual(['app/RelayLayout.tsx', 'app/AppShell.tsx', 'app/NotFoundPage.tsx']);
  });
});
