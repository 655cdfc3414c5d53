// The cocktail counts kept with the writes (decision 32): the list's unfiltered total and a member's
// cocktail count read counters, never cocktail rows, and the counters equal count(*) after every kind
// of write, concurrent ones included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
let alice: { token: string; id: number; globalId: string };
let bob: { token: string; id: number; globalId: string };
let admin: { token: string; id: number };

const toUserGlobalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

beforeAll(async () => {
  gw = await setupTestGateway();
  const a = await gw.signedInMember({ profileType: 'bartender' });
  alice = { token: a.token, id: a.user.id, globalId: toUserGlobalId(a.user.id) };
  const b = await gw.signedInMember();
  bob = { token: b.token, id: b.user.id, globalId: toUserGlobalId(b.user.id) };
  const c = await gw.signedInMember({ profileType: 'admin' });
  admin = { token: c.token, id: c.user.id };
});
afterAll(async () => {
  await gw?.close();
});

const TOTAL = /* GraphQL */ `
  query Total($filter: CocktailFilter) {
    cocktails(first: 1, filter: $filter) {
      totalCount
    }
  }
`;

const CREATE = /* GraphQL */ `
  mutation Create($input: CocktailInput!) {
    createCocktail(input: $input) {
      __typename
      ... on CocktailPayload {
        cocktail {
          id
          databaseId
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: CocktailInput!) {
    updateCocktail(input: { id: $id, cocktail: $input }) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const PROFILE = /* GraphQL */ `
  query Profile($id: Int!) {
    user(databaseId: $id) {
      cocktailCount
      stats {
        posts
      }
    }
  }
`;

let serial = 0;
async function create(token: string, visibility: 'public' | 'private'): Promise<{ id: string; databaseId: number }> {
  serial += 1;
  const input = { name: `Counted ${process.pid} ${serial}`, visibility, ingredients: [{ amount: 30, unit: 'ml', ingredient: 'Gin' }] };
  const { data, errors } = await gw.graphql(CREATE, { input }, { token });
  expect(errors).toBeUndefined();
  expect(data!.createCocktail.__typename).toBe('CocktailPayload');
  return data!.createCocktail.cocktail;
}

async function setVisibility(token: string, id: string, visibility: 'public' | 'private') {
  const { data, errors } = await gw.graphql(UPDATE, { id, input: { visibility } }, { token });
  expect(errors).toBeUndefined();
  expect(data!.updateCocktail.__typename).toBe('CocktailPayload');
}

async function totalFor(token: string | null, filter?: Record<string, unknown>): Promise<number> {
  const { data, errors } = await gw.graphql(TOTAL, { filter }, { token });
  expect(errors).toBeUndefined();
  return data!.cocktails.totalCount;
}

/** What count(*) over the rows says each caller may see. */
async function countedFromRows() {
  const [row] = await gw.prisma.$queryRawUnsafe<Array<Record<string, number>>>(`
    SELECT count(*) FILTER (WHERE visibility = 'public')::int AS public,
           count(*)::int AS "all",
           count(*) FILTER (WHERE visibility = 'public' OR creator_id = ${alice.id})::int AS alice,
           count(*) FILTER (WHERE visibility = 'public' OR creator_id = ${bob.id})::int AS bob
    FROM cocktails`);
  return row;
}

/** Every counter equals count(*) over the rows: the whole database's and every member's. */
async function expectCountersExact() {
  const wrong = await gw.prisma.$queryRawUnsafe<unknown[]>(`
    WITH everyone AS (
      SELECT count(*) FILTER (WHERE visibility = 'public')::int AS shared, count(*) FILTER (WHERE visibility <> 'public')::int AS hidden
      FROM cocktails
    ), per_member AS (
      SELECT creator_id, count(*) FILTER (WHERE visibility = 'public')::int AS shared, count(*) FILTER (WHERE visibility <> 'public')::int AS hidden
      FROM cocktails WHERE creator_id IS NOT NULL GROUP BY creator_id
    )
    SELECT 'database' AS what, c.public_count, c.private_count, e.shared, e.hidden
    FROM cocktail_counts c, everyone e WHERE (c.public_count, c.private_count) IS DISTINCT FROM (e.shared, e.hidden)
    UNION ALL
    SELECT u.username, u.public_cocktails_count, u.private_cocktails_count, coalesce(m.shared, 0), coalesce(m.hidden, 0)
    FROM users u LEFT JOIN per_member m ON m.creator_id = u.id
    WHERE (u.public_cocktails_count, u.private_cocktails_count) IS DISTINCT FROM (coalesce(m.shared, 0), coalesce(m.hidden, 0))`);
  expect(wrong).toEqual([]);
  const [{ rows }] = await gw.prisma.$queryRawUnsafe<Array<{ rows: number }>>('SELECT count(*)::int AS rows FROM cocktail_counts');
  expect(rows).toBe(1);
}

/** Each kind of caller's list total and profile counts equal what count(*) says they may see. */
async function expectTotalsExact() {
  const rows = await countedFromRows();
  expect(await totalFor(null)).toBe(rows.public);
  expect(await totalFor(alice.token)).toBe(rows.alice);
  expect(await totalFor(bob.token)).toBe(rows.bob);
  expect(await totalFor(admin.token)).toBe(rows.all);
}

describe('the cocktail counts', () => {
  it("start equal to the seeded rows' count(*)", async () => {
    expect((await countedFromRows()).public).toBeGreaterThan(0);
    await expectCountersExact();
    await expectTotalsExact();
  });

  it("answer the unfiltered list's totalCount without reading a cocktail row, whoever asks", async () => {
    for (const token of [null, alice.token, admin.token]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql(`{ cocktails(first: 1) { totalCount } }`, {}, { token }));
      expect(result.errors).toBeUndefined();
      const counts = statements.filter((sql) => /\bcount\s*\(/i.test(sql));
      expect(counts, statements.join('\n')).toEqual([]);
      // The page's own statement reads its one row; nothing else touches the cocktails table.
      expect(statements.filter((sql) => /\bcocktails\b/.test(sql) && !/cocktail_counts/.test(sql)).length).toBeLessThanOrEqual(1);
    }
  });

  it("state the database's total beside a filtered list's matches, from the counters, whoever asks", async () => {
    await create(alice.token, 'private');
    const rows = await countedFromRows();
    const filtered = /* GraphQL */ `
      query ($filter: CocktailFilter) {
        cocktails(first: 1, filter: $filter) {
          totalCount
          databaseTotalCount
        }
      }
    `;
    const classic = { eras: ['Classic'] };
    for (const [token, expected] of [
      [null, rows.public],
      [alice.token, rows.alice],
      [bob.token, rows.bob],
      [admin.token, rows.all],
    ] as const) {
      for (const filter of [classic, { search: 'negroni' }, undefined]) {
        const { data, errors } = await gw.graphql(filtered, { filter }, { token });
        expect(errors).toBeUndefined();
        expect(data!.cocktails.databaseTotalCount).toBe(expected);
        expect(data!.cocktails.totalCount).toBe(await totalFor(token, filter));
      }
    }
    // The matches are fewer than the database holds, and the database's total counts no rows.
    expect(await totalFor(null, classic)).toBeLessThan(rows.public);
    const { result, statements } = await gw.recordQueries(() =>
      gw.graphql(
        `query($f: CocktailFilter) { cocktails(first: 0, filter: $f) { databaseTotalCount } }`,
        { f: classic },
        { token: alice.token },
      ),
    );
    expect(result.errors).toBeUndefined();
    expect(
      statements.filter((sql) => /\bcount\s*\(/i.test(sql)),
      statements.join('\n'),
    ).toEqual([]);
  });

  it("answer a creator's count (the list filtered by creator, the profile) from the member's counters", async () => {
    await create(alice.token, 'public');
    await create(alice.token, 'private');
    const { result, statements } = await gw.recordQueries(() =>
      gw.graphql(`query($f: CocktailFilter) { cocktails(first: 0, filter: $f) { totalCount } }`, { f: { creator: alice.globalId } }),
    );
    expect(result.errors).toBeUndefined();
    expect(statements.filter((sql) => /\bcount\s*\(/i.test(sql))).toEqual([]);
    const profile = await gw.recordQueries(() => gw.graphql(PROFILE, { id: alice.id }));
    expect(profile.result.errors).toBeUndefined();
    expect(profile.statements.filter((sql) => /SELECT COUNT\(\*\)[^]*FROM "public"\."cocktails"/i.test(sql))).toEqual([]);
  });

  it("count a member's own private cocktails for them and admins, and not for anyone else", async () => {
    const before = await countedFromRows();
    await create(alice.token, 'private');
    await create(alice.token, 'private');
    await create(bob.token, 'private');
    expect(await totalFor(null)).toBe(before.public);
    expect(await totalFor(alice.token)).toBe(before.alice + 2);
    expect(await totalFor(bob.token)).toBe(before.bob + 1);
    expect(await totalFor(admin.token)).toBe(before.all + 3);

    const [{ mine, shared }] = await gw.prisma.$queryRawUnsafe<Array<{ mine: number; shared: number }>>(
      `SELECT count(*)::int AS mine, count(*) FILTER (WHERE visibility = 'public')::int AS shared FROM cocktails WHERE creator_id = ${alice.id}`,
    );
    const byFilter = { creator: alice.globalId };
    expect(await totalFor(alice.token, byFilter)).toBe(mine);
    expect(await totalFor(admin.token, byFilter)).toBe(mine);
    expect(await totalFor(bob.token, byFilter)).toBe(shared);
    expect(await totalFor(null, byFilter)).toBe(shared);
    const profileAs = async (token: string | null) => (await gw.graphql(PROFILE, { id: alice.id }, { token })).data!.user;
    expect(await profileAs(alice.token)).toEqual({ cocktailCount: mine, stats: { posts: mine } });
    expect(await profileAs(admin.token)).toEqual({ cocktailCount: mine, stats: { posts: mine } });
    expect(await profileAs(bob.token)).toEqual({ cocktailCount: shared, stats: { posts: shared } });
    expect(await profileAs(null)).toEqual({ cocktailCount: shared, stats: { posts: shared } });
    await expectCountersExact();
  });

  it('follow visibility changes by the creator and by an admin, and ignore edits that change neither', async () => {
    const cocktail = await create(alice.token, 'public');
    await setVisibility(alice.token, cocktail.id, 'private');
    await expectCountersExact();
    await expectTotalsExact();
    await setVisibility(admin.token, cocktail.id, 'public');
    await expectCountersExact();
    await expectTotalsExact();
    await setVisibility(admin.token, cocktail.id, 'private');
    await setVisibility(alice.token, cocktail.id, 'private');
    const { data } = await gw.graphql(UPDATE, { id: cocktail.id, input: { description: 'Still private' } }, { token: alice.token });
    expect(data!.updateCocktail.__typename).toBe('CocktailPayload');
    await expectCountersExact();
    await expectTotalsExact();
  });

  it('follow deletes, one or many in a statement, and a creator who is removed', async () => {
    const gone = await create(alice.token, 'private');
    await create(bob.token, 'public');
    const many = [await create(bob.token, 'private'), await create(alice.token, 'public'), await create(bob.token, 'public')];
    await gw.prisma.cocktail.delete({ where: { id: gone.databaseId } });
    await expectCountersExact();
    await gw.prisma.cocktail.deleteMany({ where: { id: { in: many.map((c) => c.databaseId) } } });
    await expectCountersExact();
    await expectTotalsExact();

    // A member's removal sets their cocktails' creator to null: the database's counts stay, theirs go.
    const leaving = await gw.signedInMember();
    await create(leaving.token, 'public');
    await create(leaving.token, 'private');
    const before = await countedFromRows();
    await gw.prisma.user.delete({ where: { id: leaving.user.id } });
    await expectCountersExact();
    expect(await totalFor(admin.token)).toBe(before.all);
    expect(await totalFor(null)).toBe(before.public);
  });

  it('stay exact through concurrent creates and visibility changes', async () => {
    const members = [alice, bob, ...(await Promise.all([1, 2, 3].map(() => gw.signedInMember())))].map((m) =>
      'user' in m ? { token: m.token, id: m.user.id } : m,
    );
    const created = await Promise.all(
      members.flatMap((member) => [create(member.token, 'public'), create(member.token, 'private'), create(member.token, 'public')]),
    );
    await expectCountersExact();
    await Promise.all(created.map((cocktail, i) => setVisibility(admin.token, cocktail.id, i % 2 ? 'public' : 'private')));
    await expectCountersExact();
    await expectTotalsExact();
  });

  it("follow the legacy /api's writes, and its list's total is the count", async () => {
    const before = await countedFromRows();
    const body = (visibility: string) => ({
      name: `Legacy counted ${process.pid} ${visibility}`,
      visibility,
      ingredients: [{ amount: 1, unit: 'oz', ingredient: 'Gin' }],
    });
    const made = await gw.rest('POST', '/api/cocktails', { token: bob.token, body: body('private') });
    expect(made.status).toBeLessThan(300);
    expect((await gw.rest('POST', '/api/cocktails', { token: bob.token, body: body('public') })).status).toBeLessThan(300);
    await expectCountersExact();
    const list = await gw.rest('GET', '/api/cocktails?page=1&limit=5', { token: bob.token });
    expect(list.body.pagination.total).toBe(before.bob + 2);
    expect((await gw.rest('GET', '/api/cocktails?page=1&limit=5')).body.pagination.total).toBe(before.public + 1);
    const ofBob = await gw.rest('GET', `/api/cocktails?creator_id=${bob.id}&limit=1`);
    const [{ shared }] = await gw.prisma.$queryRawUnsafe<Array<{ shared: number }>>(
      `SELECT count(*)::int AS shared FROM cocktails WHERE creator_id = ${bob.id} AND visibility = 'public'`,
    );
    expect(ofBob.body.pagination.total).toBe(shared);
  });

  it('are rebuilt from the rows by cocktail_counts_recount(), and by a TRUNCATE', async () => {
    await gw.prisma.$executeRawUnsafe('UPDATE cocktail_counts SET public_count = 0, private_count = 99');
    await gw.prisma.$executeRawUnsafe(`UPDATE users SET public_cocktails_count = 7 WHERE id = ${alice.id}`);
    await gw.prisma.$executeRawUnsafe('SELECT cocktail_counts_recount()');
    await expectCountersExact();
    await gw.prisma.$executeRawUnsafe('TRUNCATE cocktails CASCADE');
    await expectCountersExact();
    expect(await totalFor(admin.token)).toBe(0);
  });
});
