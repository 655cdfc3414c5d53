// The rules of a batch of invites an admin makes: how many, and how long the codes stay usable
// (docs/decisions/0029-invite-expiry.md). The server enforces them; an admin form checks with them.
import { z } from 'zod';
import { PROFILE_TYPES } from './constants';

export const INVITE_EXPIRY_DAYS_DEFAULT = 14;
export const INVITE_EXPIRY_DAYS_MIN = 1;
export const INVITE_EXPIRY_DAYS_MAX = 90;
export const INVITES_PER_BATCH_MAX = 100;

export const INVITE_MESSAGES = {
  count: `Count must be between 1 and ${INVITES_PER_BATCH_MAX}`,
  expiresInDays: `Invites expire after ${INVITE_EXPIRY_DAYS_MIN} to ${INVITE_EXPIRY_DAYS_MAX} days`,
  profileType: 'Choose an account type',
} as const;

export const inviteBatchSchema = z.object({
  profileType: z.enum(PROFILE_TYPES, { error: INVITE_MESSAGES.profileType }),
  isAdmin: z.boolean().default(false),
  count: z
    .number({ error: INVITE_MESSAGES.count })
    .int(INVITE_MESSAGES.count)
    .min(1, INVITE_MESSAGES.count)
    .max(INVITES_PER_BATCH_MAX, INVITE_MESSAGES.count)
    .default(1),
  expiresInDays: z
    .number({ error: INVITE_MESSAGES.expiresInDays })
    .int(INVITE_MESSAGES.expiresInDays)
    .min(INVITE_EXPIRY_DAYS_MIN, INVITE_MESSAGES.expiresInDays)
    .max(INVITE_EXPIRY_DAYS_MAX, INVITE_MESSAGES.expiresInDays)
    .default(INVITE_EXPIRY_DAYS_DEFAULT),
});

export type InviteBatchInput = z.input<typeof inviteBatchSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a code made at `now` to last `days` days stops working. */
export function inviteExpiresAt(now: Date, days: number = INVITE_EXPIRY_DAYS_DEFAULT): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

export function isInviteExpired(expiresAt: Date, now: Date = new Date()): boolean {
  return expiresAt.getTime() <= now.getTime();
}
