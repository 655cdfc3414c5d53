// Personal access tokens (docs/decisions/0079): a random secret with a recognisable prefix, kept only as
// its SHA-256. A request's bearer value with the prefix is looked up by that hash (one indexed read,
// cached as session tokens are, decision 0031); the token's last use is written at most once a minute.
import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_LAST_USED_PRECISION_SECONDS, ACCESS_TOKEN_PREFIX, type AccessTokenScope } from '../../common/access-tokens';
import type { Services } from '../services';
import type { Viewer } from './sessions';

/** 32 random bytes: 256 bits, so a hash needs no salt and no slow function (nothing to guess). */
const SECRET_BYTES = 32;
/** Characters of the secret kept in clear beside its hash, so lists can tell tokens apart. */
const HINT_LENGTH = 4;

/** A new secret, its hash (what is stored) and its hint (what lists show). */
export function newAccessTokenSecret(): { secret: string; secretHash: string; hint: string } {
  const random = randomBytes(SECRET_BYTES).toString('base64url');
  const secret = `${ACCESS_TOKEN_PREFIX}${random}`;
  return { secret, secretHash: hashAccessTokenSecret(secret), hint: random.slice(0, HINT_LENGTH) };
}

export function hashAccessTokenSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The session id a token's viewer carries: no session row has it (they are UUIDs), and it names the token. */
export function accessTokenSessionId(tokenId: number): string {
  return `pat:${tokenId}`;
}

/** The token a viewer's session id names, or null for a session's viewer. */
export function accessTokenIdOf(sessionId: string): number | null {
  return sessionId.startsWith('pat:') ? Number(sessionId.slice(4)) : null;
}

/**
 * The viewer of a token's secret and when the token stops working, or null (unknown, revoked or expired).
 * Writes the token's last use when the one stored is older than a minute: at most one write a minute
 * per token, whatever the traffic, and none while the viewer is cached.
 */
export async function readAccessTokenViewer(
  { prisma }: Pick<Services, 'prisma'>,
  secret: string,
): Promise<{ viewer: Viewer; expiresAt: Date | null } | null> {
  const token = await prisma.accessToken.findUnique({
    where: { secretHash: hashAccessTokenSecret(secret) },
    select: {
      id: true,
      scope: true,
      expiresAt: true,
      lastUsedAt: true,
      user: { select: { id: true, username: true, profileType: true, isAdmin: true } },
    },
  });
  const now = new Date();
  if (!token || (token.expiresAt && token.expiresAt <= now)) return null;
  const stale = new Date(now.getTime() - ACCESS_TOKEN_LAST_USED_PRECISION_SECONDS * 1000);
  if (!token.lastUsedAt || token.lastUsedAt < stale) {
    // Conditional, so instances reading the same token at once write it once.
    await prisma.accessToken.updateMany({
      where: { id: token.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: stale } }] },
      data: { lastUsedAt: now },
    });
  }
  const { user } = token;
  return {
    viewer: {
      id: user.id,
      sessionId: accessTokenSessionId(token.id),
      username: user.username,
      profileType: user.profileType,
      isAdmin: user.isAdmin,
      accessToken: { id: token.id, scope: token.scope as AccessTokenScope },
    },
    expiresAt: token.expiresAt,
  };
}

/** Whether a token still works (exists, not expired): what a live stream opened with it asks before each update. */
export async function accessTokenIsLive({ prisma }: Pick<Services, 'prisma'>, tokenId: number): Promise<boolean> {
  const token = await prisma.accessToken.findUnique({ where: { id: tokenId }, select: { expiresAt: true } });
  return Boolean(token && (!token.expiresAt || token.expiresAt > new Date()));
}
