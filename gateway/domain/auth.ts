// Joining by invite, signing in and out, passwords. The rules and messages are the spec's (common/auth.ts).
import {
  type ChangePasswordInput,
  changePasswordSchema,
  INVITE_ERROR_MESSAGES,
  type InviteErrorCode,
  MESSAGES,
  type SignUpInput,
  signUpSchema,
} from '../../common/auth';
import type { ProfileType } from '../../common/constants';
import { isInviteCodeFormat, sanitizeInviteCode } from '../../common/invite-code';
import { isInviteExpired } from '../../common/invites';
import { userSearchText } from '../../common/search-text';
import { decoyHash, hashPassword, verifyPassword } from '../auth/password';
import { revokeOtherSessions, type SessionSettings, startSession, type Viewer } from '../auth/sessions';
import { isUniqueViolation } from '../db/errors';
import { InviteUnavailableError, NotAuthorizedError, parseInput, ValidationError } from '../errors';
import { requireSession } from './access-tokens';
import { assertSignInAllowed, recordSignInFailure, recordSignInSuccess } from './sign-in-throttle';
import { availableUsername, usernameBase } from './usernames';
import type { Services } from '../services';

export interface InviteValidation {
  valid: boolean;
  profileType: ProfileType | null;
  isAdmin: boolean;
  error: string | null;
  errorCode: InviteErrorCode | null;
}

function refused(errorCode: InviteErrorCode): InviteValidation {
  return { valid: false, profileType: null, isAdmin: false, error: INVITE_ERROR_MESSAGES[errorCode], errorCode };
}

/** Whether a code can still be used (unused, unexpired), and for which account type. Rate-limited per client address. */
export async function validateInvite(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  rawCode: string,
  clientAddress: string,
): Promise<InviteValidation> {
  await limits.consume('inviteValidationPerAddress', clientAddress);
  const code = sanitizeInviteCode(rawCode);
  if (!isInviteCodeFormat(code) || code !== rawCode.trim().toUpperCase()) {
    return refused('malformed');
  }
  const invite = await prisma.invite.findUnique({
    where: { code },
    select: { profileType: true, isAdmin: true, usedById: true, expiresAt: true },
  });
  if (!invite) return refused('unknown');
  if (invite.usedById !== null) return refused('used');
  if (isInviteExpired(invite.expiresAt)) return refused('expired');
  return { valid: true, profileType: invite.profileType, isAdmin: invite.isAdmin, error: null, errorCode: null };
}

class InviteAlreadyUsed extends Error {}

/**
 * Creates the account and consumes its invite in one transaction: of two sign-ups racing with one
 * code, the second finds the invite used and leaves nothing behind.
 */
export async function signUp(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  settings: SessionSettings,
  input: SignUpInput,
  clientAddress: string,
) {
  await limits.consume('signUpPerAddress', clientAddress);
  const data = parseInput(signUpSchema, input);
  const invite = await prisma.invite.findUnique({ where: { code: data.inviteCode } });
  if (!invite) throw ValidationError.field('inviteCode', MESSAGES.inviteInvalidSignup);
  if (invite.usedById !== null) throw new InviteUnavailableError('INVITE_USED');
  if (isInviteExpired(invite.expiresAt)) throw new InviteUnavailableError('INVITE_EXPIRED');

  const passwordHash = await hashPassword(data.password);
  const base = usernameBase(data.firstName, data.lastName, data.email);
  for (let attempt = 0; ; attempt++) {
    const username = await availableUsername({ prisma }, base);
    try {
      const user = await prisma.$transaction(async (tx) => {
        const created = await tx.user.create({
          data: {
            email: data.email,
            username,
            passwordHash,
            firstName: data.firstName,
            lastName: data.lastName,
            profileType: invite.profileType,
            isAdmin: invite.isAdmin,
            searchText: userSearchText({ firstName: data.firstName, lastName: data.lastName, username }),
          },
        });
        const claimed = await tx.invite.updateMany({
          // Still unused and unexpired as the account is made: a code expiring meanwhile makes nothing.
          where: { id: invite.id, usedById: null, expiresAt: { gt: new Date() } },
          data: { usedById: created.id, usedAt: new Date() },
        });
        if (claimed.count !== 1) throw new InviteAlreadyUsed();
        return created;
      });
      const { token, session } = await startSession({ prisma }, settings, user.id);
      return { token, user, session };
    } catch (error) {
      if (error instanceof InviteAlreadyUsed) {
        throw new InviteUnavailableError(isInviteExpired(invite.expiresAt) ? 'INVITE_EXPIRED' : 'INVITE_USED');
      }
      if (isUniqueViolation(error)) {
        const target = String((error as { meta?: { target?: unknown } }).meta?.target ?? '');
        if (target.includes('email') || (await prisma.user.count({ where: { email: data.email } })) > 0) {
          throw ValidationError.field('email', MESSAGES.emailTaken);
        }
        // Someone took the username between our check and our insert: draw the next one.
        if (attempt < 5) continue;
      }
      throw error;
    }
  }
}

/**
 * Signs in by email (any case) or username. A wrong password and an unknown account fail alike, in
 * about the same time, so failures do not tell whether an account exists. Guessing is throttled per
 * account-and-address, per address and per account without locking the owner out (sign-in-throttle.ts).
 */
export async function logIn(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  settings: SessionSettings,
  emailOrUsername: string,
  password: string,
  clientAddress: string,
) {
  const identifier = emailOrUsername.trim().toLowerCase();
  await limits.consume('signInPerAddress', clientAddress);
  if (!identifier || !password) throw new NotAuthorizedError(MESSAGES.invalidCredentials, 'UNAUTHENTICATED');
  await assertSignInAllowed({ limits }, identifier, clientAddress);
  const user = await prisma.user.findFirst({ where: { OR: [{ email: identifier }, { username: identifier }] } });
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyPassword(await decoyHash(), password);
  if (!user || !ok) {
    await recordSignInFailure({ limits }, identifier, clientAddress);
    throw new NotAuthorizedError(MESSAGES.invalidCredentials, 'UNAUTHENTICATED');
  }
  await recordSignInSuccess({ limits }, identifier, clientAddress);
  const { token, session } = await startSession({ prisma }, settings, user.id);
  return { token, user, session };
}

/** A session this young may change its password without the current one (decision 10). */
export const FRESH_SESSION_MS = 10 * 60 * 1000;

export async function changePassword(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  input: ChangePasswordInput,
) {
  requireSession(viewer);
  await limits.consumeForMember(viewer.id, 'passwordChangePerMember');
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  const user = await prisma.user.findUniqueOrThrow({ where: { id: viewer.id } });
  if (currentPassword) {
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw ValidationError.field('currentPassword', MESSAGES.currentPasswordIncorrect);
    }
  } else if (user.passwordHash) {
    const session = await prisma.session.findUnique({ where: { id: viewer.sessionId }, select: { createdAt: true } });
    if (!session || Date.now() - session.createdAt.getTime() > FRESH_SESSION_MS) {
      throw ValidationError.field('currentPassword', MESSAGES.currentPasswordRequired);
    }
  }
  await prisma.user.update({ where: { id: viewer.id }, data: { passwordHash: await hashPassword(newPassword) } });
  const sessionsEnded = await revokeOtherSessions({ prisma, live }, viewer.id, viewer.sessionId);
  return { user, sessionsEnded };
}
