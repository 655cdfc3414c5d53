// The feed's "N new" pill, heard from PostgreSQL (issue 40, decisions 0072 and 0073). Acts are written by
// triggers, so no domain code knows when one is saved: the activities trigger (migration feed_live)
// NOTIFYs "feed_acts" with each actor's id, and PostgreSQL delivers that only when the transaction
// commits. Every instance LISTENs (one connection of its own on PostgreSQL; the embedded database's own
// listen), so no event travels through Redis. For each batch of actors it asks once which of the members
// with a feed stream on this instance follow one of them (or are one), and wakes only those streams;
// each re-reads its count through the feed's own rule (newFeedItemCount), so the notification decides
// nothing about what anyone sees. The same notification wakes the job that copies acts into their
// followers' inboxes (decision 0075: `onActs`, wakeFeedFanOut in gateway/jobs/kinds.ts).
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { PG_CONNECT_TIMEOUTS } from '../db/adapters';
import type { Services } from '../services';
import type { LiveUpdates } from './live-updates';

/** The channel the activities trigger notifies on; its payload is the actor's id. */
export const FEED_ACTS_CHANNEL = 'feed_acts';

/** Reconnecting the listening connection to PostgreSQL: 1 s, doubling to 30 s. */
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export interface FeedActsListener {
  close(): Promise<void>;
}

/**
 * The members among `watchers` whose feed an act of one of `actors` may enter: those who follow an
 * actor, and the actors themselves. One indexed statement (follows' primary key), bounded by the
 * streams open on this instance.
 */
export async function followersAmong({ prisma }: Pick<Services, 'prisma'>, actors: number[], watchers: number[]): Promise<number[]> {
  const actorSet = new Set(actors);
  const selves = watchers.filter((id) => actorSet.has(id));
  const rows = await prisma.$queryRaw<Array<{ id: number }>>`
    SELECT DISTINCT f.follower_id AS id FROM follows f
    WHERE f.follower_id = ANY(${watchers}::int[]) AND f.following_id = ANY(${actors}::int[])`;
  return [...new Set([...selves, ...rows.map((row) => row.id)])];
}

/**
 * Listens for committed acts and wakes the feed streams they may concern. Actors heard while a batch is
 * being checked wait for the next one (one statement at a time). A lost connection to PostgreSQL is
 * opened again (also when it cannot be opened at start); once it is, every feed stream re-reads (acts
 * committed meanwhile were not heard).
 */
export async function listenForFeedActs(
  database: Pick<Database, 'pglite' | 'url'>,
  services: Pick<Services, 'prisma'> & { live: LiveUpdates },
  logger: Logger,
  /** Called for every act heard, before the streams are checked (main.ts: wake the fan-out job). */
  { onActs }: { onActs?: () => void } = {},
): Promise<FeedActsListener> {
  const { live } = services;
  let pending = new Set<number>();
  let checking = false;
  let closed = false;

  const check = async () => {
    if (checking || closed) return;
    checking = true;
    try {
      while (pending.size > 0 && !closed) {
        const actors = [...pending];
        pending = new Set();
        const watchers = live.feedWatchers();
        if (watchers.length === 0) continue;
        try {
          live.feedsChanged(await followersAmong(services, actors, watchers));
        } catch (error) {
          // The database is away: the streams catch up at their next event or reconnection.
          logger.warn({ err: error }, 'could not check whose feeds new acts concern');
        }
      }
    } finally {
      checking = false;
    }
  };
  const heard = (payload: string | undefined) => {
    const actor = Number(payload);
    if (!Number.isSafeInteger(actor) || actor <= 0) return;
    onActs?.();
    pending.add(actor);
    void check();
  };
  const everyone = () => live.feedsChanged(live.feedWatchers());

  if (database.pglite) {
    const unlisten = await database.pglite.listen(FEED_ACTS_CHANNEL, heard);
    return {
      async close() {
        closed = true;
        await unlisten().catch(() => undefined);
      },
    };
  }
  if (!database.url) throw new Error('listenForFeedActs: neither an embedded database nor a PostgreSQL URL');
  const url = database.url;

  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, ...PG_CONNECT_TIMEOUTS });
    next.on('notification', (message) => {
      if (message.channel === FEED_ACTS_CHANNEL) heard(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${FEED_ACTS_CHANNEL}`);
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };
  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = null;
    which.end().catch(() => undefined);
    logger.warn('lost the connection listening for new feed acts; opening it again');
    retry();
  };
  const retry = () => {
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt++);
    timer = setTimeout(() => {
      connect().then(
        () => {
          attempt = 0;
          everyone();
          onActs?.();
        },
        () => retry(),
      );
    }, delay);
    timer.unref();
  };

  // A database away at start does not stop the instance: the streams catch up once the listener is back.
  await connect().catch((error: unknown) => {
    logger.warn({ err: error }, 'could not listen for new feed acts; trying again');
    retry();
  });
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
