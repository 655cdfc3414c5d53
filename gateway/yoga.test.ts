import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from './db/client';
import { createLogger } from './logger';
import { QUERY_DEADLINE_MS } from './security/deadline';
import { setupTestGateway, type TestGateway } from './testing/harness';
import { inWay } from './testing/read-ways';
import { EXAMPLE_COCKTAILS_QUERY } from './security/graphiql';
import { createYogaServer } from './yoga';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('the GraphQL endpoint', () => {
  it('serves GraphiQL to browsers, opening on a named example query with a fragment, and a sign-in tab', async () => {
    const response = await gw.app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Repour GraphQL</title>');
    expect(html).toContain('href="/developers"');
    const options = graphiqlOptionsOf(html);
    expect(options.defaultQuery).toBe(EXAMPLE_COCKTAILS_QUERY);
    expect(options.defaultTabs.map((tab) => tabTitle(tab.query))).toEqual(['Cocktails', 'LogIn']);
    expect(options.defaultTabs[0].query).toContain('fragment CocktailSummary on Cocktail');
  });

  it('answers the GraphiQL example: a page of the cocktail database with its total', async () => {
    const { data, errors } = await gw.graphql(EXAMPLE_COCKTAILS_QUERY, { first: 10 });
    expect(errors).toBeUndefined();
    expect(data!.cocktails.totalCount).toBeGreaterThanOrEqual(data!.cocktails.edges.length);
    expect(data!.cocktails.edges.length).toBeGreaterThan(0);
    expect(data!.cocktails.edges[0].node).toHaveProperty('name');
  });

  it('finds the same object through node(id) as through its own field', async () => {
    const { user } = await gw.createMember({ username: 'nodecheck' });
    const cocktail = await gw.prisma.cocktail.create({ data: { name: 'Node Check', nameSearch: 'node check', creatorId: user.id } });
    const { data } = await gw.graphql(
      `query($c: Int!, $u: Int!) { cocktail(databaseId: $c) { id name } user(databaseId: $u) { id username } }`,
      { c: cocktail.id, u: user.id },
    );
    const viaNode = await gw.graphql(`query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Cocktail { name } ... on User { username } } }`, {
      ids: [data!.cocktail.id, data!.user.id],
    });
    expect(viaNode.data!.nodes).toEqual([data!.cocktail, data!.user]);
  });

  it('reports malformed queries with a message and no internals', async () => {
    const response = await gw.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ cocktails(first: "many") { totalCount } }' }),
    });
    const body = await response.json();
    expect(body.errors[0].message).toMatch(/Int/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

interface GraphiQLPageOptions {
  defaultQuery: string;
  defaultTabs: { query: string; variables?: string }[];
}

function graphiqlOptionsOf(html: string): GraphiQLPageOptions {
  const block = /<script type="application\/json" id="graphiql-options">(.*?)<\/script>/s.exec(html);
  return JSON.parse(block![1]) as GraphiQLPageOptions;
}

/** GraphiQL's tab title: the first word after an operation keyword on a line that is not a comment. */
function tabTitle(query: string): string | undefined {
  return /^(?!#).*(?:query|subscription|mutation)\s+([a-zA-Z0-9_]+)/m.exec(query)?.[1];
}

describe('node(id)', () => {
  it('is null, without an error, for an id of any node type that points at nothing', async () => {
    const { data } = await gw.graphql(`{ __type(name: "Node") { possibleTypes { name } } }`);
    const types: string[] = data!.__type.possibleTypes.map((type: { name: string }) => type.name);
    expect(types.length).toBeGreaterThan(10);
    const admin = await gw.signedInMember({ profileType: 'admin' });
    for (const type of types) {
      const id = Buffer.from(`${type}:987654321`).toString('base64');
      const result = await gw.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id }, { token: admin.token });
      expect(result, type).toEqual({ data: { node: null } });
    }
  });
});

describe('the deadline', () => {
  /**
   * The gateway's Yoga with a deadline every database round trip outlasts: each one waits a timer's
   * turn first, so the deadline's sweep (also a timer) runs between them on either database. (The
   * embedded database answers within the same turn of the event loop, where no timer ever fires.)
   */
  const hurried = () => {
    const slowed = gw.prisma.$extends({
      query: {
        async $allOperations({ args, query }) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return query(args);
        },
      },
    }) as unknown as Prisma;
    return createYogaServer({
      services: { ...gw.services, prisma: slowed },
      sessions: gw.sessions,
      logger: createLogger('silent'),
      queryDeadlineMs: 1,
    });
  };
  const post = (yoga: ReturnType<typeof hurried>, query: string, token?: string) =>
    yoga.fetch('http://test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query }),
    });

  it('stops a query that runs past it, with a clear error and 503', async () => {
    // The deadline is checked between fields, so the query must wait on the database more than once:
    // the Prisma path's page, then its creators and lines. (The read path's page, decision 0065, is one
    // statement whose answer can arrive before the timer's turn in the event loop, and is then
    // answered whole, as a query that finished in time.)
    const response = await inWay('prisma', async () =>
      post(hurried(), '{ cocktails(first: 100) { edges { node { name creator { username } ingredients { unit } } } } }'),
    );
    expect(response.status).toBe(503);
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: Record<string, unknown> }> };
    expect(body.errors).toEqual([
      {
        message: expect.stringMatching(/^The request took longer than 0\.001 seconds and was stopped\./),
        extensions: { code: 'QUERY_TIMEOUT' },
      },
    ]);
  });

  it("sends none of a query's statements once it is past the deadline, on either database, so others get the database", async () => {
    // Fifteen pages, each a statement, sent at once: the embedded database runs them one at a time, a
    // PostgreSQL pool as many as it has connections. Past the deadline the rest are not sent.
    const pages = Array.from({ length: 15 }, (_, i) => `a${i}: cocktails(first: 50) { edges { node { name creator { username } } } }`);
    const stopped = createYogaServer({ services: gw.services, sessions: gw.sessions, logger: createLogger('silent'), queryDeadlineMs: 1 });
    const { result: response, statements } = await inWay('prisma', () =>
      gw.recordQueries(async () => post(stopped, `{ ${pages.join(' ')} }`)),
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe(
      'QUERY_TIMEOUT',
    );
    expect(statements.length).toBeLessThan(15);
    // Nothing of it runs afterwards, and another member's read is answered.
    const { result: other, statements: later } = await gw.recordQueries(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return gw.graphql<{ cocktails: { totalCount: number } }>('{ cocktails(first: 1) { totalCount } }');
    });
    expect(other.data!.cocktails.totalCount).toBeGreaterThan(0);
    expect(later.length).toBe(1);
  });

  it('lets a mutation finish (stopping it could report a write as failed after it committed)', async () => {
    const { token } = await gw.signedInMember();
    const response = await post(hurried(), 'mutation { createCocktail(input: { name: "Deadline Fizz" }) { __typename } }', token);
    expect(await response.json()).toEqual({ data: { createCocktail: { __typename: 'CocktailPayload' } } });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("is PostgreSQL's statement timeout for the app's connections", async () => {
    const [row] = await gw.prisma.$queryRawUnsafe<Array<{ statement_timeout: string }>>('SHOW statement_timeout');
    expect(row.statement_timeout).toBe(`${QUERY_DEADLINE_MS / 1000}s`);
  });
});

describe('rate limits on GraphQL', () => {
  it('answer 429 with a Retry-After header, as /api does', async () => {
    const address = '10.99.1.1';
    let response: Response | undefined;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      response = await gw.app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', 'x-forwarded-for': address },
        body: JSON.stringify({ query: '{ validateInvite(code: "ZZZZZZZZ") { valid } }' }),
      });
      if (response.status === 429) break;
    }
    expect(response!.status).toBe(429);
    const body = (await response!.json()) as { errors: Array<{ extensions: { code: string; retryAfterSeconds: number } }> };
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(response!.headers.get('retry-after')).toBe(String(body.errors[0].extensions.retryAfterSeconds));
    expect(Number(response!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
