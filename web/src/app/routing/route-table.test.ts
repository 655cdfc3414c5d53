import { describe, expect, it } from 'vitest';
import { accessForPath, layoutOf, redirectFor, routeTable } from './route-table';

describe('route access', () => {
  it('keeps sign-in, welcome and sign-up open to visitors and sends members to /feed', () => {
    for (const path of ['/login', '/welcome', '/signup']) {
      expect(accessForPath(path)).toBe('guest');
    }
    expect(redirectFor('guest', 'unauthenticated')).toBeNull();
    expect(redirectFor('guest', 'authenticated')).toBe('/feed');
  });

  it('opens the invite screen, public profiles, connection lists, the events, the icon page and About to everyone', () => {
    for (const path of [
      '/events',
      '/invite',
      '/profile/42',
      '/profile/42/connections/followers',
      '/profile/42/connections/following',
      '/icons',
      '/about',
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
    const shell = routeTable.filter((route) => layoutOf(route) === 'shell').map((route) => route.id);
    const plain = routeTable.filter((route) => layoutOf(route) === 'plain').map((route) => route.id);
    expect(shell).toEqual(expect.arrayContaining(['public-profile', 'connections', 'events', 'feed', 'profile', 'not-found']));
    expect(plain).toEqual(['login', 'welcome', 'signup', 'invite', 'icons', 'about']);
  });
});
