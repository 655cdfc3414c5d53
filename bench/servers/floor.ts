// The floor: each scenario's rows from hand-written SQL through `pg`, as JSON from a bare node:http
// server, in a process of its own. GET /<scenario key>. Each statement is prepared (named), as Repour's
// shaped reads are (decision 0060): parsed once per connection, its plan kept where PostgreSQL finds a
// generic one as good.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { type Fixture, type Query, SCENARIOS } from '../scenarios';
import { serverSide } from './child';

const side = serverSide<{ url: string; poolSize: number; fixture: Fixture }>();
const { url, poolSize, fixture } = side.config;
const pool = new pg.Pool({ connectionString: url, max: poolSize });
const names = new Map<string, string>();
const query: Query = (text, values) => {
  let name = names.get(text);
  if (name === undefined) names.set(text, (name = `floor_${names.size}`));
  return pool.query({ name, text, values });
};
const byKey = new Map(SCENARIOS.map((scenario) => [scenario.key, scenario]));

const server = createServer((request, response) => {
  const scenario = byKey.get(request.url?.slice(1) ?? '');
  request.resume();
  request.on('end', () => {
    if (!scenario?.floor) {
      response.writeHead(404);
      response.end();
      return;
    }
    scenario.floor(query, fixture).then(
      (result) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(result));
      },
      (error: Error) => {
        response.writeHead(500);
        response.end(error.message);
      },
    );
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
side.listening((server.address() as AddressInfo).port, {}, async () => {
  server.close();
  await pool.end();
});
