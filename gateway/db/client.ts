// Opens the database: a Prisma client over PGlite or PostgreSQL, migrated. The process opens it once at
// start (or once per test file) and passes `database.prisma` on as a service (gateway/services.ts).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { Pool, PoolClient } from 'pg';
import { Prisma as PrismaNamespace, PrismaClient } from '../generated/prisma/client';
import { DEFAULT_POOL_SIZE, PG_CONNECT_TIMEOUTS, PG_TIMEOUTS, pgAdapterFactory, pgliteAdapterFactory, pgPool } from './adapters';
import { applyMigrations } from './engine';
import { openPGlite } from './pglite';

export type Prisma = PrismaClient;

export interface Database {
  kind: 'pglite' | 'postgres';
  prisma: PrismaClient;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /** Migrations applied when this database was opened. */
  appliedMigrations: string[];
  pglite?: PGlite;
  /** The PostgreSQL server's connection string (the job queue opens a small pool of its own to it). */
  url?: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... for a PostgreSQL server; otherwise the embedded database. */
  databaseUrl?: string;
  /** Folder of the embedded database (ignored with databaseUrl); omitted means in memory. */
  pgliteDir?: string;
  /** The embedded database's shared_buffers (EMBEDDED_SHARED_BUFFERS); its default otherwise. */
  embeddedSharedBuffers?: string;
  /** An already open embedded database (tests load a migrated template into memory). */
  pglite?: PGlite;
  poolSize?: number;
  migrate?: boolean;
}

type QueryListener = (sql: string, params: string, durationMs: number) => void;
const queryListeners = new Set<QueryListener>();

/** Calls `listener` with every SQL statement Prisma sends; returns the unsubscribe function. */
export function onQuery(listener: QueryListener): () => void {
  queryListeners.add(listener);
  return () => queryListeners.delete(listener);
}

/** Runs `work` and returns the SQL statements it sent (tests use it to catch N+1). */
export async function recordQueries<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const stop = onQuery((sql) => statements.push(sql));
  try {
    const result = await work();
    return { result, statements };
  } finally {
    stop();
  }
}

/**
 * The read path's own pool on PostgreSQL (readRows), beside Prisma's. Its connections keep one plan per
 * prepared statement (`force_generic_plan`, decision 0065): each statement's text holds the request's
 * shape and its values are keys, sizes, cursors and patterns, so one plan serves every value. Left to
 * choose, PostgreSQL kept the generic plan for every screen but search, whose plan was the same but
 * whose LIKE patterns it cannot see when costing it, and so planned search anew on every request.
 */
export const READ_PATH_SETTINGS = { plan_cache_mode: 'force_generic_plan' } as const;
const readPools = new WeakMap<object, Pool>();

/**
 * How many statement texts a process keeps prepared (decision 0060, amended): past it, the least recently
 * used text gives up its name. One walk of the web client's screens as one member prepared 134 texts (its
 * first pages, next pages, filters and mutations' payloads); members of the other kinds and signed-out
 * visitors add their own, so the bound leaves room for about twice that. Each text costs PostgreSQL 200
 * to 400 kB per connection of the read path's pool (its parse and query trees and the generic plan it
 * keeps), so the bound keeps that near 60 to 120 MB a connection however many selections clients invent.
 */
export const PREPARED_STATEMENT_LIMIT = 300;

/** The texts kept prepared and their names, least recently used first (a Map keeps insertion order). */
const preparedNames = new Map<string, string>();
/** The names of preparedNames, for a connection to tell which of its statements were let go. */
const livePreparedNames = new Set<string>();
let namesGiven = 0;
/** How many names were let go: a connection that has seen fewer may hold statements it should deallocate. */
let namesLetGo = 0;

/**
 * The name a text is prepared under, now its most recently used. A new text takes a name never given
 * before (so no connection holds it for another text) and, past the bound, the least recently used
 * text's name is let go; each connection deallocates it before its next statement
 * (deallocateLetGoNames).
 */
function preparedName(text: string): string {
  let name = preparedNames.get(text);
  if (name !== undefined) preparedNames.delete(text);
  else {
    name = `repour_${namesGiven++}`;
    livePreparedNames.add(name);
    if (preparedNames.size >= PREPARED_STATEMENT_LIMIT) {
      const [oldest, oldestName] = preparedNames.entries().next().value!;
      preparedNames.delete(oldest);
      livePreparedNames.delete(oldestName);
      namesLetGo += 1;
    }
  }
  preparedNames.set(text, name);
  return name;
}

/** What pg's client keeps of the statements it prepared on its connection (pg 8: `connection.parsedStatements`). */
interface PgPreparedStatements {
  connection: { parsedStatements: Record<string, string> };
}
const namesLetGoSeen = new WeakMap<object, number>();

/**
 * When the read path's pool hands out a connection: the statements it holds under names let go since it
 * last looked are deallocated, ahead of the statement it was taken for (pg runs a client's queries in
 * the order they were sent). pg forgets them too: it would otherwise keep each text let go for as long as
 * the connection lives. (pg has no bound of its own on what it prepares, nor a public way to forget.)
 */
function deallocateLetGoNames(client: PoolClient): void {
  if (namesLetGoSeen.get(client) === namesLetGo) return;
  namesLetGoSeen.set(client, namesLetGo);
  const prepared = (client as unknown as PgPreparedStatements).connection.parsedStatements;
  const letGo = Object.keys(prepared).filter((name) => !livePreparedNames.has(name));
  if (!letGo.length) return;
  for (const name of letGo) delete prepared[name];
  // Names are ours (repour_<n>); a failure leaves nothing worse than a statement kept until the connection closes.
  client.query(letGo.map((name) => `DEALLOCATE "${name}"`).join('; ')).catch(() => undefined);
}

/**
 * The rows of a read that builds its answer in SQL (the read path, decision 0065). On PostgreSQL it goes
 * to the read path's own pool (READ_PATH_SETTINGS), without Prisma's raw-query layer (its request
 * handling and result mapping, about 0.09 ms a request: decision 0057); on the embedded database, whose
 * one connection's transactions Prisma orders, through `$queryRaw`. Reported to
 * onQuery's listeners as Prisma's own statements are, and failing with pg's errors, which
 * db/errors.ts reads as it reads the adapter's.
 *
 * `prepared`: on PostgreSQL the statement is named, so each connection parses and plans it once
 * (decisions 0060, 0065). For statements
 * whose text depends only on the request's shape (its selection, how many words it searches) and whose
 * values are keys, sizes, cursors and search patterns.
 */
export async function readRows<T>(
  prisma: PrismaClient,
  query: PrismaNamespace.Sql | { text: string; values: unknown[] },
  { prepared = false } = {},
): Promise<T[]> {
  const pool = readPools.get(prisma);
  if (!pool)
    return query instanceof PrismaNamespace.Sql ? prisma.$queryRaw<T[]>(query) : prisma.$queryRawUnsafe<T[]>(query.text, ...query.values);
  const started = performance.now();
  const result = await pool.query({
    name: prepared ? preparedName(query.text) : undefined,
    text: query.text,
    values: query.values as unknown[],
  });
  if (queryListeners.size) {
    const durationMs = performance.now() - started;
    const params = JSON.stringify(query.values);
    for (const listener of queryListeners) listener(query.text, params, durationMs);
  }
  return result.rows as T[];
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let pglite: PGlite | undefined;
  let adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  let readPool: Pool | undefined;
  if (options.databaseUrl) {
    adapterFactory = pgAdapterFactory(options.databaseUrl, options.poolSize);
    readPool = pgPool(options.databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE, PG_TIMEOUTS, READ_PATH_SETTINGS);
  } else {
    if (options.pgliteDir) await mkdir(path.dirname(options.pgliteDir), { recursive: true });
    pglite = options.pglite ?? (await openPGlite(options.pgliteDir, options.embeddedSharedBuffers));
    adapterFactory = pgliteAdapterFactory(pglite);
  }
  // Migrations on PostgreSQL get a pool of their own without the statement timeouts of requests.
  const appliedMigrations =
    options.migrate === false
      ? []
      : await applyMigrations(options.databaseUrl ? pgAdapterFactory(options.databaseUrl, 2, PG_CONNECT_TIMEOUTS) : adapterFactory);
  // PGlite learns the database's array types when it opens: one a migration just created (an enum's
  // array, such as "WorkRole"[]) would go out as a plain value, and PostgreSQL refuse it as a
  // malformed array literal until the next start.
  if (pglite && appliedMigrations.length > 0) await pglite.refreshArrayTypes();

  const client = new PrismaClient({
    adapter: adapterFactory,
    log: [{ emit: 'event', level: 'query' }],
  });
  client.$on('query', (event) => {
    for (const listener of queryListeners) listener(event.query, event.params, event.duration);
  });
  if (readPool) {
    readPool.on('acquire', deallocateLetGoNames);
    readPools.set(client, readPool);
  }

  const database: Database = {
    kind: pglite ? 'pglite' : 'postgres',
    prisma: client as unknown as PrismaClient,
    adapterFactory,
    appliedMigrations,
    pglite,
    url: options.databaseUrl,
    async close() {
      await client.$disconnect();
      await readPool?.end();
      if (pglite && !options.pglite) await pglite.close();
    },
  };
  return database;
}
