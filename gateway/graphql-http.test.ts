// GraphQL over HTTP conformance: graphql-http's server audits against the real app (no port). Requests
// carry the CSRF header (our clients do; without it GET is refused by design, see
// docs/decisions/0021-graphql-limits-and-csrf.md). Every audit passes, MUST, SHOULD and MAY.
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from './testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

function auditsWith(extraHeaders: Record<string, string>) {
  return serverAudits({
    url: 'http://localhost/graphql',
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set('x-forwarded-for', '10.66.0.1');
      for (const [name, value] of Object.entries(extraHeaders)) request.headers.set(name, value);
      return gw.app.request(request);
    },
  });
}

async function run(extraHeaders: Record<string, string>) {
  const results = [];
  for (const audit of auditsWith(extraHeaders)) {
    const result = await audit.fn();
    results.push({ name: audit.name, status: result.status, reason: result.status === 'ok' ? undefined : result.reason });
  }
  return results;
}

describe('GraphQL over HTTP (graphql-http server audits)', () => {
  it('passes every MUST', async () => {
    const results = await run({ 'x-graphql-yoga-csrf': '1' });
    expect(results.length).toBeGreaterThan(20);
    expect(results.filter((result) => result.name.startsWith('MUST') && result.status !== 'ok')).toEqual([]);
  });

  it('passes every SHOULD and MAY too', async () => {
    const results = await run({ 'x-graphql-yoga-csrf': '1' });
    expect(results.filter((result) => result.status !== 'ok')).toEqual([]);
  });

  it('without the CSRF header, fails only audits that send GET (refused by design)', async () => {
    const results = await run({});
    const failing = results.filter((result) => result.status !== 'ok');
    expect(failing.map((result) => result.name)).toEqual([
      'MAY accept application/x-www-form-urlencoded formatted GET requests',
      'MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/graphql-response+json',
      'MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/json',
    ]);
    // Every MUST (and SHOULD) still passes: the audits' other GETs expect a 4xx anyway.
    expect(results.filter((result) => !result.name.startsWith('MAY') && result.status !== 'ok')).toEqual([]);
  });
});
