// Limits in the open (issue 42, decision 0079): the query cost budget in RateLimit-Policy and RateLimit
// on every GraphQL and /api answer, the cost in `extensions.queryCost` when asked, and a page larger than
// the maximum refused alike whether `first` is a literal or a variable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { GRAPHQL_LIMITS, PAGE_SIZE_ERROR_CODE } from './graphql-limits';

// The product's budget: rest-compat's profile operations alone cost tens of thousands.
const BUDGET = { points: 800_000, duration: 10 };
let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway({ queryCostBudget: BUDGET });
});
afterAll(async () => {
  await gw?.close();
});

let serial = 0;
const freshAddress = () => `10.88.${(++serial >> 8) & 255}.${serial & 255}`;

function post(body: unknown, headers: Record<string, string> = {}) {
  return gw.app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress(), ...headers },
    body: JSON.stringify(body),
  });
}

/** The RateLimit header's remaining points and seconds. */
function stateOf(response: Response): { r: number; t: number } {
  const match = /^"cost";r=(\d+);t=(\d+)$/.exec(response.headers.get('ratelimit') ?? '');
  expect(match, `RateLimit: ${response.headers.get('ratelimit')}`).not.toBeNull();
  return { r: Number(match![1]), t: Number(match![2]) };
}

const PAGE = 'query($n: Int) { cocktails(first: $n) { totalCount edges { node { name } } } }';

describe('the RateLimit headers', () => {
  it('state the cost budget on every GraphQL answer, and what each query left of it', async () => {
    const address = freshAddress();
    const first = await post({ query: PAGE, variables: { n: 10 } }, { 'x-forwarded-for': address });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe(`"cost";q=${BUDGET.points};w=${BUDGET.duration}`);
    const after1 = stateOf(first);
    expect(after1.r).toBeLessThan(BUDGET.points);
    expect(after1.t).toBeGreaterThan(0);
    expect(after1.t).toBeLessThanOrEqual(BUDGET.duration);
    const second = await post({ query: PAGE, variables: { n: 10 } }, { 'x-forwarded-for': address });
    expect(stateOf(second).r).toBe(after1.r - (BUDGET.points - after1.r));
    // The cheapest answer (one scalar: 1 point) and a refused document say where the budget stands too.
    const free = await post({ query: '{ __typename }' }, { 'x-forwarded-for': address });
    expect(stateOf(free).r).toBe(stateOf(second).r - 1);
    const invalid = await post({ query: '{ nope }' }, { 'x-forwarded-for': address });
    expect(((await invalid.clone().json()) as { errors?: unknown[] }).errors).toHaveLength(1);
    expect(stateOf(invalid).r).toBe(stateOf(free).r);
  });

  it('count a signed-in member apart from their address, and reach 0 with the 429 that refuses', async () => {
    const member = await gw.signedInMember();
    const address = freshAddress();
    const heavy = 'query($n: Int) { cocktails(first: $n) { edges { node { name ingredients { amount unit ingredient { name } } } } } }';
    let last: Response | undefined;
    for (let i = 0; i < 40; i++) {
      last = await post({ query: heavy, variables: { n: 100 } }, { 'x-forwarded-for': address, authorization: `Bearer ${member.token}` });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(stateOf(last!).r).toBe(0);
    expect(Number(last!.headers.get('retry-after'))).toBe(stateOf(last!).t);
    // The address's own budget is untouched (but for the one point of this request).
    expect(stateOf(await post({ query: '{ __typename }' }, { 'x-forwarded-for': address })).r).toBe(BUDGET.points - 1);
  });

  it('are on /api answers, writes and refusals included', async () => {
    const list = await gw.rest('GET', '/api/cocktails?limit=5', { address: freshAddress() });
    expect(list.status).toBe(200);
    expect(list.headers.get('ratelimit-policy')).toBe(`"cost";q=${BUDGET.points};w=${BUDGET.duration}`);
    expect(list.headers.get('ratelimit')).toMatch(/^"cost";r=\d+;t=\d+$/);
    const refused = await gw.rest('PUT', '/api/users/profile', { body: { bio: 'x' }, address: freshAddress() });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('ratelimit')).toMatch(/^"cost";r=\d+;t=\d+$/);
  });
});

describe('the query cost in extensions', () => {
  it('is answered when the client sends X-Query-Cost: 1, and only then', async () => {
    const address = freshAddress();
    const asked = await post({ query: PAGE, variables: { n: 10 } }, { 'x-forwarded-for': address, 'x-query-cost': '1' });
    const body = (await asked.json()) as { data: unknown; extensions: { queryCost: any } };
    expect(body.data).toBeTruthy();
    const { cost, maxCost, budget } = body.extensions.queryCost;
    expect(cost).toBeGreaterThan(0);
    expect(maxCost).toBe(GRAPHQL_LIMITS.maxCost);
    expect(budget).toEqual({
      limit: BUDGET.points,
      windowSeconds: BUDGET.duration,
      remaining: BUDGET.points - cost,
      resetSeconds: expect.any(Number),
    });
    expect(stateOf(asked).r).toBe(BUDGET.points - cost);
    const unasked = (await (await post({ query: PAGE, variables: { n: 10 } })).json()) as { extensions?: unknown };
    expect(unasked.extensions).toBeUndefined();
  });
});

describe('a page larger than the maximum', () => {
  it('is refused with PAGE_SIZE_EXCEEDED whether first is a literal or a variable, and nothing runs', async () => {
    const literal = (await (await post({ query: `{ cocktails(first: 5000) { totalCount } }` })).json()) as any;
    const variable = (await (await post({ query: PAGE, variables: { n: 5000 } })).json()) as any;
    for (const answer of [literal, variable]) {
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: `Page size limit of ${MAX_PAGE_SIZE} exceeded: Query.cocktails(first:) asks for 5000.`,
          extensions: { code: PAGE_SIZE_ERROR_CODE, maxPageSize: MAX_PAGE_SIZE },
        }),
      ]);
    }
    const atMax = (await (await post({ query: PAGE, variables: { n: MAX_PAGE_SIZE } })).json()) as any;
    expect(atMax.errors).toBeUndefined();
  });
});
