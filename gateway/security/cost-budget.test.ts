// The per-client budget of query cost (decision 0027): each operation spends its computed cost from its
// member's budget, or its address's when signed out; past it, 429 with Retry-After and nothing runs. The
// window here is long (ten minutes), so no outcome depends on how fast the machine is.
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../schema';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { COST_BUDGET_MESSAGE } from './graphql-limits';
import { operationCost } from './query-cost';

const BUDGET = { points: 2_000, duration: 600 };
const PAGE = 'query Page { cocktails(first: 20) { edges { node { name } } } }';
const pageCost = (() => {
  const verdict = operationCost(schema, parse(PAGE), {});
  if (!verdict || !('cost' in verdict)) throw new Error('the page has no cost');
  return Math.ceil(verdict.cost);
})();

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway({ queryCostBudget: BUDGET });
});
afterAll(async () => {
  await gw?.close();
});

async function post(query: string, options: { address: string; token?: string }) {
  const { result, statements } = await gw.recordQueries(async () =>
    gw.app.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'x-forwarded-for': options.address,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ query }),
    }),
  );
  const body = (await result.json()) as { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  return { status: result.status, retryAfter: result.headers.get('retry-after'), body, statements };
}

/** Sends the page until it is refused; how many were answered, and the refusal. */
async function spendAll(options: { address: string; token?: string }) {
  let answered = 0;
  for (;;) {
    const response = await post(PAGE, options);
    if (response.status !== 200) return { answered, refusal: response };
    expect(response.body.errors).toBeUndefined();
    answered += 1;
    if (answered > 1000) throw new Error('never refused');
  }
}

describe('the query cost budget per client', () => {
  it('answers a client address until its operations have spent the budget, then 429 with Retry-After, running nothing', async () => {
    const { answered, refusal } = await spendAll({ address: '10.190.0.1' });
    expect(answered).toBe(Math.floor(BUDGET.points / pageCost));
    expect(refusal.status).toBe(429);
    expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
    expect(Number(refusal.retryAfter)).toBeLessThanOrEqual(BUDGET.duration);
    expect(refusal.body.errors).toEqual([
      { message: COST_BUDGET_MESSAGE, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Number(refusal.retryAfter) } },
    ]);
    expect(refusal.statements).toEqual([]);

    // /api runs the same operations for the same address: refused too, the legacy way.
    const legacy = await gw.rest('GET', '/api/cocktails', { address: '10.190.0.1' });
    expect(legacy.status).toBe(429);
    expect(legacy.headers.get('retry-after')).toBe(String(legacy.body.retry_after));
    expect(legacy.body.error).toBe(COST_BUDGET_MESSAGE);

    // Other addresses have budgets of their own.
    expect((await post(PAGE, { address: '10.190.0.2' })).status).toBe(200);
  });

  it('counts a signed-in member on their own budget, wherever they read from', async () => {
    const member = await gw.signedInMember();
    await spendAll({ address: '10.190.1.1' });
    // The address is spent; the member reading from it is not.
    const { answered, refusal } = await spendAll({ address: '10.190.1.1', token: member.token });
    expect(answered).toBe(Math.floor(BUDGET.points / pageCost));
    expect(refusal.status).toBe(429);
    // Their budget follows them to another address, and the address's budget is not theirs.
    expect((await post(PAGE, { address: '10.190.1.2', token: member.token })).status).toBe(429);
    expect((await post(PAGE, { address: '10.190.1.2' })).status).toBe(200);
  });

  it('counts introspection as any read (it has a price), and refuses over-limit documents without spending', async () => {
    await spendAll({ address: '10.190.2.1' });
    const introspection = await post('{ __schema { queryType { name } } }', { address: '10.190.2.1' });
    expect(introspection.status).toBe(429);
    const fresh = '10.190.2.2';
    const costly = await post(
      `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: cocktails(first: 100) { edges { node { name creator { cocktails(first: 100) { edges { node { name } } } } } } }`).join(' ')} }`,
      { address: fresh },
    );
    expect(costly.status).toBe(400);
    expect((await spendAll({ address: fresh })).answered).toBe(Math.floor(BUDGET.points / pageCost));
  });
});
