// Badges and the verified tick (issue 23, decision 50): what admins grant, the rule of the tick, and the
// texts. The spec gives the labels ("OG Crew", "Can Confirm") and the tick; the rest of the words are ours.
import { z } from 'zod';
import { BADGE_LABELS } from './constants';

/** The badges of spec section 3, in the order a profile shows them (as member_shown_badges orders them). */
export const BADGES = ['og', 'identity_verified'] as const;
export type Badge = (typeof BADGES)[number];

/**
 * A member's badges as a profile shows them: the known ones, each once, in the order of BADGES. The
 * server's definition is SQL, member_shown_badges (users.shown_badges, decision 69); this mirrors it for
 * the web client's optimistic updates.
 */
export function orderedBadges(badges: readonly string[]): Badge[] {
  return BADGES.filter((badge) => badges.includes(badge));
}

export function badgeLabel(badge: Badge): string {
  return BADGE_LABELS[badge];
}

/**
 * The rule of the tick (decision 50): shown when an admin granted it, or when the member holds a current
 * position (flagged current, no end date) that its organisation verified. The server keeps the second
 * source in users.verified_position, and the tick in users.verified_tick (member_verified_tick, decision
 * 69); this mirrors the rule for the web client's optimistic updates.
 */
export function hasVerifiedTick(source: { verifiedByAdmin: boolean; verifiedByPosition: boolean }): boolean {
  return source.verifiedByAdmin || source.verifiedByPosition;
}

// The texts live apart, free of zod, so a screen drawing the tick loads no schema (decision 0080).
export { RECOGNITION_MESSAGES } from './recognition-messages';

const memberId = z.number().int().positive();

/** An admin grants (granted true) or removes one badge of a member. */
export const memberBadgeSchema = z.object({
  userId: memberId,
  badge: z.enum(BADGES),
  granted: z.boolean(),
});
export type MemberBadgeInput = z.input<typeof memberBadgeSchema>;

/** An admin grants (verified true) or removes their grant of the verified tick. */
export const memberVerifiedSchema = z.object({
  userId: memberId,
  verified: z.boolean(),
});
export type MemberVerifiedInput = z.input<typeof memberVerifiedSchema>;
