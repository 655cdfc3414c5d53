// The peer: PostGraphile 5 (the Amber preset, as its documentation starts an integrator off) over the
// bench database, read-only, served by grafserv on node:http, in a process of its own.
//
// PostGraphile has no search of its own; an integrator would add SQL functions, which PostGraphile
// exposes as connections. So the bench writes one function per search kind into a schema of its own
// (bench_peer), each running Repour's own matching statement (gateway/domain/search.ts) for the bench's
// search text and returning the rows in its order: the peer does the same matching work.
import './node22';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { type Fixture, SEARCHES, type SearchKind, searchMatchSql } from '../scenarios';
import { serverSide } from './child';

const side = serverSide<{ url: string; poolSize: number; fixture: Fixture }>();
const { url, poolSize, fixture } = side.config;

const TABLES: Record<SearchKind, string> = { cocktails: 'cocktails', ingredients: 'ingredients', people: 'users', venues: 'venues' };

/** A bound value of the matching statement, as an SQL literal (the function is written once, for one text). */
function literal(client: pg.PoolClient, value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `ARRAY[${value.map((item) => literal(client, item)).join(', ')}]::text[]`;
  return client.escapeLiteral(String(value));
}

const admin = new pg.Pool({ connectionString: url, max: 1 });
const client = await admin.connect();
try {
  await client.query('CREATE SCHEMA IF NOT EXISTS bench_peer');
  for (const kind of Object.keys(SEARCHES) as SearchKind[]) {
    const match = await searchMatchSql(kind, fixture.viewerId);
    const text = match.text.replace(/\$(\d+)/g, (_, n: string) => literal(client, match.values[Number(n) - 1]));
    await client.query(`
      CREATE OR REPLACE FUNCTION bench_peer.search_${kind}() RETURNS SETOF public.${TABLES[kind]} LANGUAGE sql STABLE AS $fn$
        SELECT t.* FROM (${text}) matched, unnest(matched.ids) WITH ORDINALITY AS m(id, n)
        JOIN public.${TABLES[kind]} t ON t.id = m.id ORDER BY m.n
      $fn$`);
  }
} finally {
  client.release();
  await admin.end();
}

// Read-only: every transaction of the peer's connections.
const readOnly = new URL(url);
readOnly.searchParams.set('options', '-c default_transaction_read_only=on');
const pool = new pg.Pool({ connectionString: readOnly.toString(), max: poolSize });
const pgl = postgraphile({
  extends: [PostGraphileAmberPreset],
  pgServices: [makePgService({ pool, schemas: ['public', 'bench_peer'] })],
  grafserv: { graphqlPath: '/graphql', graphiql: false },
  grafast: { explain: false },
});
const serv = pgl.createServ(grafserv);
const server = createServer();
await serv.addTo(server);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
side.listening((server.address() as AddressInfo).port, {}, async () => {
  server.close();
  await pgl.release();
  await pool.end();
});
