import { describe, expect, it } from 'vitest';
import { activeTabFor, BOTTOM_NAV_ITEMS, isBottomNavHidden } from './bottom-nav';

describe('the bottom navigation', () => {
  it('offers Home, Create, DataBase and Profile, with a hidden Global search item', () => {
    expect(BOTTOM_NAV_ITEMS.filter((item) => !item.hidden).map((item) => [item.label, item.to])).toEqual([
      ['Home', '/feed'],
      ['Create', '/create'],
      ['DataBase', '/cocktails'],
      ['Profile', '/profile'],
    ]);
    expect(BOTTOM_NAV_ITEMS.find((item) => item.to === '/search')?.hidden).toBe(true);
  });

  it('hides on paths starting with /create or /cocktails/', () => {
    expect(isBottomNavHidden('/create')).toBe(true);
    expect(isBottomNavHidden('/create-custom-ingredient')).toBe(true);
    expect(isBottomNavHidden('/cocktails/12')).toBe(true);
    expect(isBottomNavHidden('/cocktails')).toBe(false);
    expect(isBottomNavHidden('/feed')).toBe(false);
    expect(isBottomNavHidden('/profile')).toBe(false);
  });

  it('follows the first path segment, defaulting to the feed', () => {
    expect(activeTabFor('/')).toBe('feed');
    expect(activeTabFor('/feed')).toBe('feed');
    expect(activeTabFor('/cocktails')).toBe('cocktails');
    expect(activeTabFor('/profile/12/connections/followers')).toBe('profile');
    expect(activeTabFor('/admin/reports')).toBe('admin');
  });
});
