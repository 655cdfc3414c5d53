// How many of the things a member creates one account may keep (docs/decisions/0064). Each cap is also
// the bound of the list that shows them (gateway/schema/list-bounds.ts), so "lists of work history and
// awards are shown in full" (spec section 9) holds: no account holds more than its list shows. A cap
// reached is a refusal with its message, and nothing is written.
import { ACCESS_TOKENS_PER_MEMBER_MAX } from './access-tokens';

export interface AccountCap {
  /** The most one account (or venue) may keep. */
  max: number;
  /** What the member is told when they reach it. */
  message: string;
}

const cap = (max: number, what: string, remedy: string): AccountCap => ({
  max,
  message: `You can keep at most ${max} ${what}. ${remedy}`,
});

export const ACCOUNT_CAPS = {
  /** Work-history entries of a member. */
  workEntries: cap(100, 'work-history entries', 'Remove one to add another.'),
  /** Awards, competitions and certificates of a bartender or brand account. */
  achievements: cap(100, 'awards, competitions and certificates', 'Remove one to add another.'),
  /** Awards of one venue. */
  venueAwards: cap(100, 'awards for a venue', 'Remove one to add another.'),
  /** Events of a bar or brand account that are not past. */
  upcomingEvents: cap(100, 'upcoming events', 'Remove one to add another.'),
  /** Campaigns of a brand account, ended ones included. */
  campaigns: cap(100, 'campaigns', 'Remove an ended one to add another.'),
  /** Partner venues of a brand account. */
  partnerVenues: cap(100, 'partner venues', 'Remove one to add another.'),
  /** Gigs of a venue or brand account that are still open. */
  openGigs: cap(50, 'open gigs', 'Close one to post another.'),
  /** Menus of a bar or brand account, drafts included (decision 0077). */
  menus: cap(10, 'menus', 'Remove one to add another.'),
  /** Personal access tokens of a member, expired ones included until revoked (decision 0079). */
  accessTokens: cap(ACCESS_TOKENS_PER_MEMBER_MAX, 'access tokens', 'Revoke one to make another.'),
} as const satisfies Record<string, AccountCap>;

export type AccountCapName = keyof typeof ACCOUNT_CAPS;
