// The bottom navigation of spec section 2: which tabs, when it shows, which tab is active.

export type BottomNavTab = 'feed' | 'create' | 'cocktails' | 'profile' | 'search';

export interface BottomNavItem {
  tab: BottomNavTab;
  to: string;
  label: string;
  /** The Global /search item exists but is not shown. */
  hidden?: boolean;
}

export const BOTTOM_NAV_ITEMS: readonly BottomNavItem[] = [
  { tab: 'feed', to: '/feed', label: 'Home' },
  { tab: 'create', to: '/create', label: 'Create' },
  { tab: 'cocktails', to: '/cocktails', label: 'DataBase' },
  { tab: 'profile', to: '/profile', label: 'Profile' },
  { tab: 'search', to: '/search', label: 'Global', hidden: true },
];

/** Hidden on the create screens and on a cocktail's detail screen (they have their own sticky actions). */
export function isBottomNavHidden(pathname: string): boolean {
  return pathname.startsWith('/create') || pathname.startsWith('/cocktails/');
}

/** The first path segment names the active tab; "/" is the feed. Other segments match no tab. */
export function activeTabFor(pathname: string): string {
  return pathname.split('/')[1] || 'feed';
}
