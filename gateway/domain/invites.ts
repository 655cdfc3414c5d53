import { randomBytes } from 'node:crypto';
import type { ProfileType } from '../../common/constants';
import { generateInviteCode } from '../../common/invite-code';
import { INVITE_EXPIRY_DAYS_DEFAULT, inviteExpiresAt } from '../../common/invites';
import type { Viewer } from '../auth/sessions';
import { isUniqueViolation } from '../db/errors';
import type { Services } from '../services';

/**
 * Who reads invites, codes and all: an admin from a signed-in session. Never through an access token,
 * even a read-only one: an unused code makes an account that outlives the token, as a code the token
 * made would (createInvites is session-only for that reason, decision 0079).
 */
export function canSeeInvites(viewer: Viewer | null): boolean {
  return Boolean(viewer?.isAdmin) && !viewer?.accessToken;
}

export interface CreateInvitesInput {
  profileType: ProfileType;
  /** Admin invites make is_admin accounts; the admin profile type implies it. */
  isAdmin?: boolean;
  count?: number;
  createdById?: number | null;
  /** How long the codes stay usable; 14 days by default (common/invites.ts has the bounds admins get). */
  expiresInDays?: number;
}

/** Creates `count` fresh invite codes and returns them in order. A code collision (1 in 2^40) just draws again. */
export async function createInvites(
  { prisma }: Pick<Services, 'prisma'>,
  { profileType, isAdmin, count = 1, createdById = null, expiresInDays = INVITE_EXPIRY_DAYS_DEFAULT }: CreateInvitesInput,
) {
  const admin = Boolean(isAdmin) || profileType === 'admin';
  const createdAt = new Date();
  const expiresAt = inviteExpiresAt(createdAt, expiresInDays);
  const invites = [];
  while (invites.length < count) {
    try {
      const code = generateInviteCode(randomBytes);
      invites.push(await prisma.invite.create({ data: { code, profileType, isAdmin: admin, createdById, createdAt, expiresAt } }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return invites;
}
