// CPU per request of the list of 100 cards, in this process, one request at a time: the gateway's own
// work without the load generator or other servers competing for the CPU. `npx tsx bench/list-cpu.ts [requests]`.
// Main-thread time is what the V8 profile of `npm run bench -- --cpu-prof` shows; this gives a
// steadier per-request figure to compare a change against on a shared machine.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSession } from '../gateway/auth/sessions';
import { openDatabase } from '../gateway/db/client';
import { openJobQueue } from '../gateway/jobs/kinds';
import { RateLimits } from '../gateway/rate-limit';
import { LocalFileStorage } from '../gateway/storage';
import { createLogger } from '../gateway/logger';
import { createYogaServer } from '../gateway/yoga';
import { setAnswersAsText } from '../gateway/read/answer';
import { setReadPath } from '../gateway/read/run';
import { listQuery } from './scenarios';
import { inProcessLiveUpdates } from '../gateway/live/live-updates';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/repour_bench';
const requests = Number(process.argv[2] ?? 300);
const pool = new pg.Pool({ connectionString: url, max: 1 });
const viewer = (await pool.query(`SELECT id FROM users WHERE profile_type = 'user' AND NOT is_admin ORDER BY id LIMIT 1`)).rows[0] as {
  id: number;
};
await pool.end();
const database = await openDatabase({ databaseUrl: url, poolSize: 2, migrate: false });
// No uploads happen here: the storage is a folder that stays empty.
const services = {
  prisma: database.prisma,
  storage: new LocalFileStorage(path.join(os.tmpdir(), 'repour-bench-uploads')),
  limits: new RateLimits(),
  // Nothing here queues a job; the queue is made on first use.
  jobs: openJobQueue(database, createLogger('silent')),
  live: inProcessLiveUpdates(),
};
const sessions = { secret: randomBytes(32), ttlDays: 1 };
// READ_PATH=0: the list through Prisma, without decision 65's read path (a before/after in one run's conditions).
if (process.env.READ_PATH === '0') {
  setReadPath(false);
  setAnswersAsText(false);
}
const yoga = createYogaServer({ services, sessions, logger: createLogger('silent'), queryCostBudget: null });
const { token } = await startSession(services, sessions, viewer.id);
const body = JSON.stringify({ query: listQuery(false), variables: {} });
const ask = async () => {
  const response = await yoga.fetch('http://bench/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const json = (await response.json()) as { errors?: unknown; data: { cocktails: { edges: unknown[] } } };
  if (json.errors || json.data.cocktails.edges.length !== 100) throw new Error(JSON.stringify(json).slice(0, 500));
};
for (let i = 0; i < 50; i++) await ask();
const rounds: number[] = [];
for (let round = 0; round < 3; round++) {
  const start = process.cpuUsage();
  for (let i = 0; i < requests; i++) await ask();
  const used = process.cpuUsage(start);
  rounds.push((used.user + used.system) / 1000 / requests);
}
console.log(
  `list of 100 without the count: CPU ms per request, ${requests} requests a round: ${rounds.map((ms) => ms.toFixed(2)).join(' / ')}`,
);
await database.close();
