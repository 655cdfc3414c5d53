import { isAccessTokenSecret, type AccessTokenScope } from '../../common/access-tokens';
import type { ProfileType } from '../../common/constants';
import { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { accessTokenIdOf, accessTokenIsLive, readAccessTokenViewer } from './access-tokens';
import { signSessionToken, verifySessionToken } from './tokens';

/** Who is calling: the signed-in member behind a valid token and live session. */
export interface Viewer {
  id: number;
  sessionId: string;
  username: string;
  profileType: ProfileType;
  isAdmin: boolean;
  /**
   * Set when the caller sent a personal access token rather than a session's (decision 0079): its id and
   * scope. `sessionId` is then "pat:<id>", which names no session.
   */
  accessToken?: { id: number; scope: AccessTokenScope };
}

export interface SessionSettings {
  secret: Uint8Array;
  ttlDays: number;
  /**
   * How long a token's viewer is kept after its session row was read (decision 0031): a member's
   * requests within that time skip the read. 0 reads the row on every request. Default 5.
   */
  viewerCacheSeconds?: number;
}

export const DEFAULT_VIEWER_CACHE_SECONDS = 5;

/**
 * The viewers of recently verified tokens, one cache per gateway (per SessionSettings). An entry lives
 * until the first of: its time is up, its session expires. Signing out, ending other sessions and a
 * profile change forget a member's entries in every cache of the process at once; other instances
 * notice within the cache's time (decision 0031).
 */
class ViewerCache {
  private readonly entries = new Map<string, { viewer: Viewer; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string): Viewer | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.viewer;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, viewer: Viewer, sessionExpiresAt: Date): void {
    if (this.ttlMs <= 0) return;
    // The oldest entry goes first when full (a Map iterates in insertion order).
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { viewer, until: Math.min(Date.now() + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  forget(matches: (viewer: Viewer) => boolean): void {
    for (const [token, entry] of this.entries) if (matches(entry.viewer)) this.entries.delete(token);
  }
}

const caches = new WeakMap<SessionSettings, ViewerCache>();
/** Every live cache, so a revocation reaches all gateways of the process. */
const allCaches = new Set<WeakRef<ViewerCache>>();

function cacheOf(settings: SessionSettings): ViewerCache {
  let cache = caches.get(settings);
  if (!cache) {
    cache = new ViewerCache((settings.viewerCacheSeconds ?? DEFAULT_VIEWER_CACHE_SECONDS) * 1000);
    caches.set(settings, cache);
    allCaches.add(new WeakRef(cache));
  }
  return cache;
}

/** Counts forgets, so a read that raced one does not cache what it read before the write. */
let forgets = 0;

function forgetEverywhere(matches: (viewer: Viewer) => boolean): void {
  forgets++;
  for (const ref of allCaches) {
    const cache = ref.deref();
    if (cache) cache.forget(matches);
    else allCaches.delete(ref);
  }
}

/** Forgets the cached viewer of an access token: it was revoked (decision 0079). */
export function forgetAccessTokenViewers(tokenId: number): void {
  forgetEverywhere((viewer) => viewer.accessToken?.id === tokenId);
}

/** Forgets the cached viewers of a member: their profile type or name changed. */
export function forgetViewersOf(userId: number): void {
  forgetEverywhere((viewer) => viewer.id === userId);
}

/** Opens a session for a member and returns its token. */
export async function startSession({ prisma }: Pick<Services, 'prisma'>, settings: SessionSettings, userId: number) {
  const expiresAt = new Date(Date.now() + settings.ttlDays * 24 * 60 * 60 * 1000);
  const session = await prisma.session.create({ data: { userId, expiresAt } });
  const token = await signSessionToken(settings.secret, { userId, sessionId: session.id }, expiresAt);
  return { token, session };
}

/**
 * The viewer of a bearer token: one indexed read of the session and its member (or of the access token
 * and its member, for a "repour_pat_" secret), unless cached. Answered
 * at once (not as a promise) without a token or from the cache, so most requests build their context
 * without waiting a turn.
 */
export function viewerFromToken(
  services: Pick<Services, 'prisma'>,
  settings: SessionSettings,
  token: string | null,
): Viewer | null | Promise<Viewer | null> {
  if (!token) return null;
  return cacheOf(settings).get(token) ?? readViewer(services, settings, token);
}

async function readViewer({ prisma }: Pick<Services, 'prisma'>, settings: SessionSettings, token: string): Promise<Viewer | null> {
  const cache = cacheOf(settings);
  const forgetsBefore = forgets;
  if (isAccessTokenSecret(token)) {
    const read = await readAccessTokenViewer({ prisma }, token);
    if (!read) return null;
    // A token without an expiry is cached for the cache's time like any other.
    if (forgets === forgetsBefore) cache.set(token, read.viewer, read.expiresAt ?? new Date(8.64e15));
    return read.viewer;
  }
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
  const viewer = {
    id: user.id,
    sessionId: claims.sessionId,
    username: user.username,
    profileType: user.profileType,
    isAdmin: user.isAdmin,
  };
  if (forgets === forgetsBefore) cache.set(token, viewer, session.expiresAt);
  return viewer;
}

export async function revokeSession({ prisma, live }: Pick<Services, 'prisma' | 'live'>, sessionId: string): Promise<void> {
  const revoked = await prisma.session.updateManyAndReturn({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: new Date() },
    select: { userId: true },
  });
  // After the write: a request that reads the row from now on finds it revoked, and live streams stop.
  forgetEverywhere((viewer) => viewer.sessionId === sessionId);
  for (const { userId } of revoked) live.sessionsEnded(userId);
}

/**
 * Whether a session is still live (not revoked, not expired), read from its row: what a live stream
 * asks before each update it sends, so one opened before a sign-out sends nothing after it, whatever
 * any cache holds.
 */
export async function sessionIsLive({ prisma }: Pick<Services, 'prisma'>, sessionId: string): Promise<boolean> {
  const tokenId = accessTokenIdOf(sessionId);
  if (tokenId !== null) return accessTokenIsLive({ prisma }, tokenId);
  const session = await prisma.session.findUnique({ where: { id: sessionId }, select: { revokedAt: true, expiresAt: true } });
  return Boolean(session && !session.revokedAt && session.expiresAt > new Date());
}

/** Ends every session of a member except `keepSessionId` (the device that changed the password). */
export async function revokeOtherSessions(
  { prisma, live }: Pick<Services, 'prisma' | 'live'>,
  userId: number,
  keepSessionId?: string,
): Promise<number> {
  const { count } = await prisma.session.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { NOT: { id: keepSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
  forgetEverywhere((viewer) => viewer.id === userId && viewer.sessionId !== keepSessionId);
  if (count > 0) live.sessionsEnded(userId);
  return count;
}

// ---------------------------------------------------------------------------------------------------
// The sessions prune (decision 0089): every sign-in makes a row, so the rows of sessions that ended go.
// ---------------------------------------------------------------------------------------------------

/** Sessions one statement of the prune deletes at most: short statements, short locks. */
export const SESSION_PRUNE_BATCH = 5_000;
/** Statements one prune runs at most per rule; what is left waits for the next run. */
export const SESSION_PRUNE_MAX_BATCHES = 100;

export interface SessionPruneResult {
  /** Sessions deleted past their expiry. */
  expired: number;
  /** Sessions deleted that were signed out or ended by a password change. */
  revoked: number;
}

/**
 * Deletes the sessions that ended: expired ones, and revoked ones at once (a token's session that is not
 * there is answered as one revoked or expired: signed out, and a live stream's "Your session has ended",
 * so no grace is needed). Each rule is one range of its own index (expires_at below the time, revoked_at
 * not null), in batches of `batchSize`; the deleted sessions' viewers are forgotten by this process's
 * caches. Run by the sessions.prune job (gateway/jobs/kinds.ts). `at`: the time to prune for (tests); the
 * database's clock, in UTC, when absent.
 */
export async function pruneSessions(
  { prisma }: Pick<Services, 'prisma'>,
  { at, batchSize = SESSION_PRUNE_BATCH }: { at?: Date; batchSize?: number } = {},
): Promise<SessionPruneResult> {
  const clock = Prisma.sql`coalesce(${at ? at.toISOString() : null}::timestamp(3), (now() AT TIME ZONE 'UTC')::timestamp(3))`;
  const rules = {
    expired: Prisma.sql`expires_at < ${clock}`,
    revoked: Prisma.sql`revoked_at IS NOT NULL`,
  };
  const result: SessionPruneResult = { expired: 0, revoked: 0 };
  for (const rule of ['expired', 'revoked'] as const) {
    for (let batch = 0; batch < SESSION_PRUNE_MAX_BATCHES; batch++) {
      const deleted = await prisma.$queryRaw<Array<{ id: string }>>`
        DELETE FROM sessions s
        USING (SELECT id FROM sessions WHERE ${rules[rule]} LIMIT ${batchSize}::int) ended
        WHERE s.id = ended.id
        RETURNING s.id::text AS id`;
      if (deleted.length > 0) {
        const ids = new Set(deleted.map((row) => row.id));
        forgetEverywhere((viewer) => ids.has(viewer.sessionId));
      }
      result[rule] += deleted.length;
      if (deleted.length < batchSize) break;
    }
  }
  return result;
}
