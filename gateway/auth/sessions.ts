import type { ProfileType } from '../../common/constants';
import { prisma } from '../db/client';
import { signSessionToken, verifySessionToken } from './tokens';

/** Who is calling: the signed-in member behind a valid token and live session. */
export interface Viewer {
  id: number;
  sessionId: string;
  username: string;
  profileType: ProfileType;
  isAdmin: boolean;
}

export interface SessionSettings {
  secret: Uint8Array;
  ttlDays: number;
}

/** Opens a session for a member and returns its token. */
export async function startSession(settings: SessionSettings, userId: number) {
  const expiresAt = new Date(Date.now() + settings.ttlDays * 24 * 60 * 60 * 1000);
  const session = await prisma.session.create({ data: { userId, expiresAt } });
  const token = await signSessionToken(settings.secret, { userId, sessionId: session.id }, expiresAt);
  return { token, session };
}

/** The viewer of a bearer token: one indexed read of the session and its member. */
export async function viewerFromToken(settings: SessionSettings, token: string | null): Promise<Viewer | null> {
  if (!token) return null;
  const claims = await verifySessionToken(settings.secret, token);
  if (!claims) return null;
  const session = await prisma.session.findUnique({
    where: { id: claims.sessionId },
    select: {
      userId: true,
      expiresAt: true,
      revokedAt: true,
      user: { select: { id: true, username: true, profileType: true, isAdmin: true } },
    },
  });
  if (!session || session.revokedAt || session.expiresAt <= new Date() || session.userId !== claims.userId) return null;
  const { user } = session;
  return { id: user.id, sessionId: claims.sessionId, username: user.username, profileType: user.profileType, isAdmin: user.isAdmin };
}

export async function revokeSession(sessionId: string): Promise<void> {
  await prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Ends every session of a member except `keepSessionId` (the device that changed the password). */
export async function revokeOtherSessions(userId: number, keepSessionId?: string): Promise<number> {
  const { count } = await prisma.session.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { NOT: { id: keepSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
  return count;
}
