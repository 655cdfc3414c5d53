// Personal access tokens (docs/decisions/0079): who sees and manages them, making one, revoking one.
// Tokens are managed from a signed-in session only: a token cannot make, list or revoke tokens, nor
// change the password, so a leaked token cannot make itself permanent or lock its member out.
import { ACCESS_TOKEN_MESSAGES, accessTokenSchema, type AccessTokenInput } from '../../common/access-tokens';
import { ACCOUNT_CAPS } from '../../common/account-caps';
import { newAccessTokenSecret } from '../auth/access-tokens';
import { forgetAccessTokenViewers, type Viewer } from '../auth/sessions';
import { NotAuthorizedError, NotFoundError, parseInput, SIGN_IN_REQUIRED } from '../errors';
import type { AccessToken, Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { withinCap } from './account-caps';

/** The tokens a caller may see: their own, or anyone's for an admin; none through a token or signed out. */
export function accessTokensSeenWhere(viewer: Viewer | null): Prisma.AccessTokenWhereInput {
  if (!viewer || viewer.accessToken) return { id: { in: [] } };
  return viewer.isAdmin ? {} : { userId: viewer.id };
}

/** Refuses a caller who is signed out, or who calls with an access token rather than a session. */
export function requireSession(viewer: Viewer | null): asserts viewer is Viewer {
  if (!viewer) throw new NotAuthorizedError(SIGN_IN_REQUIRED, 'UNAUTHENTICATED');
  if (viewer.accessToken) throw new NotAuthorizedError(ACCESS_TOKEN_MESSAGES.sessionOnly);
}

/** Whether a read-only token is calling: it may run queries and subscriptions, never a mutation. */
export function isReadOnlyToken(viewer: Viewer | null): boolean {
  return viewer?.accessToken?.scope === 'read';
}

/** Whose tokens a list shows: the caller's, or (admins only) another member's. */
export function accessTokenOwnerOf(viewer: Viewer | null, userId: number | null): number {
  requireSession(viewer);
  if (userId === null || userId === viewer.id) return viewer.id;
  if (!viewer.isAdmin) throw new NotAuthorizedError("Only admins can see another member's access tokens.");
  return userId;
}

/** Makes a token for the caller; its secret is in the answer and nowhere else, ever. */
export async function createAccessToken(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewer: Viewer | null,
  input: AccessTokenInput,
): Promise<{ token: AccessToken; secret: string }> {
  requireSession(viewer);
  await limits.consumeForMember(viewer.id, 'accessTokenWritesPerMember');
  const { name, scope, expiresInDays } = parseInput(accessTokenSchema, input);
  const { secret, secretHash, hint } = newAccessTokenSecret();
  const expiresAt = expiresInDays === null ? null : new Date(Date.now() + expiresInDays * 24 * 60 * 60 * 1000);
  const token = await withinCap(
    { prisma },
    ACCOUNT_CAPS.accessTokens,
    { account: viewer.id },
    (tx) => tx.accessToken.count({ where: { userId: viewer.id } }),
    (tx) => tx.accessToken.create({ data: { userId: viewer.id, name, scope, secretHash, hint, expiresAt } }),
  );
  return { token, secret };
}

/**
 * Revokes one token (the caller's own, or any member's for an admin): its row is deleted, this
 * instance forgets its cached viewer at once (others within the viewer cache's time, decision 0031),
 * and live streams opened with it end. The member's other tokens and sessions are untouched.
 */
export async function revokeAccessToken(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  tokenId: number,
): Promise<{ id: number; userId: number }> {
  requireSession(viewer);
  await limits.consumeForMember(viewer.id, 'accessTokenWritesPerMember');
  const deleted = await prisma.accessToken.findFirst({
    where: { AND: [{ id: tokenId }, accessTokensSeenWhere(viewer)] },
    select: { id: true, userId: true },
  });
  if (!deleted) throw new NotFoundError(ACCESS_TOKEN_MESSAGES.notFound);
  // deleteMany: a revocation racing another finds nothing left to delete, and is done all the same.
  await prisma.accessToken.deleteMany({ where: { id: deleted.id } });
  forgetAccessTokenViewers(deleted.id);
  live.sessionsEnded(deleted.userId);
  return deleted;
}
