// The bar trade's hiring (issue 24, docs/decisions/0051): the roles people work in, how cities are
// matched, who looks for work and who hires, and the Find People texts. Gigs (a later task) reuse the
// roles, the city matching and who hires; Open to work's inputs and their schemas are in
// common/open-to-work.ts.
import { CITIES } from './cities';
import type { ProfileType } from './constants';
import { toSearchText } from './search-text';
import { collapseSpaces } from './validation';

/** The roles a member can say they want (and a gig will name), in the order forms offer them: the WorkRole enum. */
export const WORK_ROLES = [
  'bartender',
  'bar_back',
  'head_bartender',
  'bar_manager',
  'brand_ambassador',
  'consultant',
  'event_staff',
] as const;
export type WorkRole = (typeof WORK_ROLES)[number];

export const WORK_ROLE_LABELS: Record<WorkRole, string> = {
  bartender: 'Bartender',
  bar_back: 'Bar back',
  head_bartender: 'Head bartender',
  bar_manager: 'Bar manager',
  brand_ambassador: 'Brand ambassador',
  consultant: 'Consultant',
  event_staff: 'Event staff',
};

/** "Bartender · Head bartender": roles as a line. */
export function rolesLine(roles: readonly WorkRole[]): string {
  return roles.map((role) => WORK_ROLE_LABELS[role]).join(' · ');
}

/**
 * A city as stored and shown: spaces collapsed, and a built-in city's full name when the text names one
 * (its full name or its city, any case or accents): "london" is "London, United Kingdom".
 */
export function canonicalCity(text: string): string {
  const typed = collapseSpaces(text);
  const key = toSearchText(typed);
  const known = CITIES.find((city) => toSearchText(city.name) === key || toSearchText(city.city) === key);
  return known ? known.name : typed;
}

/**
 * What city filters compare (and a gig's city will): the canonical city, folded. Its SQL twin is
 * city_key_of (migration people_to_follow_keys), kept in users.city_key: change both.
 */
export function cityKey(text: string): string {
  return toSearchText(canonicalCity(text));
}

/** Who may say they are open to work: bartender accounts (decision 0051). */
export function canBeOpenToWork(profileType: ProfileType): boolean {
  return profileType === 'bartender';
}

/** Who hires: venue and brand accounts, and admins. They search people open to work (and will post gigs). */
export function isHiringAccount(viewer: { profileType: ProfileType; isAdmin: boolean } | null | undefined): boolean {
  return Boolean(viewer && (viewer.isAdmin || viewer.profileType === 'bar' || viewer.profileType === 'brand'));
}

/** The Find People screen, the way to it, and the server's refusals of it. */
export const PEOPLE_TEXTS = {
  title: 'Find People',
  intro: 'Bartenders open to work. Verified positions first.',
  linkTitle: 'Find people open to work',
  linkHint: 'Bartenders looking for shifts and jobs, verified first',
  anyCity: 'Any city',
  anyRole: 'Any role',
  anySpecialty: 'Any specialty',
  loading: 'Finding people...',
  empty: 'No one open to work matches',
  emptyHint: 'Try another city or role, or clear the filters.',
  clearFilters: 'Clear filters',
  loadFailed: 'Failed to load people',
  loadMoreFailed: 'Failed to load more people',
  verified: '✓ Verified',
  wantsWorkIn: 'Would work in',
  forbiddenTitle: 'For venue and brand accounts',
  signInToSearch: 'Sign in with a venue or brand account to find people open to work.',
  searchForbidden: 'Only venue and brand accounts can search for people open to work.',
} as const;

/** "Verified by The Connaught Bar": the venue named on the position, whose account (or an admin) confirmed it. */
export function verifiedByText(venueName: string | null | undefined, organizationName: string): string {
  return `Verified by ${venueName ?? organizationName}`;
}
