// Decision 65: the read path answers exactly what the Prisma path answers. Every request runs three
// ways (answered as text, as objects built in SQL that graphql-js walks, and through Prisma), and the
// `data` must be the same bytes; the statements show which path ran, so a plan that silently fell back
// fails too.
import { readFile } from 'node:fs/promises';
import { offsetToCursor } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toSearchText, userSearchText } from '../../common/search-text';
import { setupTestGateway, type GraphQLResponse, type TestGateway } from '../testing/harness';
import { isNonNullType, type GraphQLObjectType } from 'graphql';
import { NO_MATCHES, Search } from '../domain/search';
import { schema } from '../schema';
import { inWay, type Way } from '../testing/read-ways';
import { BUILT } from '../read/sql';
import { modelOf } from '../read/model';
import { readingOf, recordedReadings } from '../read/registry';

let gw: TestGateway;
let viewerToken: string;
let otherToken: string;
let adminToken: string;
let viewerPrivate: string;
let otherPrivate: string;
const cocktailIds: number[] = [];

/** The shaped statement: the page's rows (or the member, or a search page's nodes) built as JSON with the viewer's parameters (and the follow lists'). */
const SHAPED_STATEMENT = /\) [vao], (cocktails c\b|users u\b|unnest\()/;

/** A statement of the read path (decision 0065): one value, the JSON of what it read, as text. */
const READ_STATEMENT = /\)::text AS v$/;

async function oneWay(way: Way, query: string, variables: Record<string, unknown>, token: string | null) {
  return inWay(way, async () => {
    const { result: body, statements } = await gw.recordQueries(async () => {
      const response = await gw.app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return response.text();
    });
    const shapedStatements = statements.filter((sql) => SHAPED_STATEMENT.test(sql) || READ_STATEMENT.test(sql));
    // The session row is read on a viewer-cache miss (decision 0031), which a busy machine can cause
    // between any two requests: left out of the count.
    const counted = statements.filter((sql) => !/FROM "public"\."sessions"/.test(sql));
    return {
      body,
      result: JSON.parse(body) as GraphQLResponse,
      shaped: shapedStatements.length > 0,
      // Answered as text: the shaped statements built no marked object for graphql-js to walk.
      text: shapedStatements.length > 0 && shapedStatements.every((sql) => !sql.includes(BUILT)),
      count: counted.length,
    };
  });
}

async function bothWays(query: string, variables: Record<string, unknown>, token: string | null) {
  // The session row is read once and then cached (decision 31): read it before counting statements.
  if (token) await gw.graphql('{ __typename }', {}, { token });
  const text = await oneWay('text', query, variables, token);
  const shaped = await oneWay('objects', query, variables, token);
  const prisma = await oneWay('prisma', query, variables, token);
  expect(shaped.text).toBe(false);
  expect(prisma.shaped).toBe(false);
  // Whichever way ran, the answer is the Prisma path's, byte for byte, errors included.
  expect(text.body).toBe(prisma.body);
  expect(shaped.body).toBe(prisma.body);
  return { text, shaped, prisma };
}

/**
 * Requires the shaped path to have run and to give the bytes of the Prisma path, with no error on
 * either; and, unless `asText` is false, the request to have been answered as text with those bytes.
 */
async function sameBothWays(query: string, variables: Record<string, unknown>, token: string | null, asText = true) {
  const { text, shaped, prisma } = await bothWays(query, variables, token);
  expect(shaped.result.errors).toBeUndefined();
  expect(prisma.result.errors).toBeUndefined();
  expect(shaped.shaped).toBe(true);
  expect(JSON.stringify(shaped.result.data)).toBe(JSON.stringify(prisma.result.data));
  expect(shaped.count).toBeLessThanOrEqual(prisma.count);
  expect(text.text).toBe(asText);
  expect(text.count).toBeLessThanOrEqual(prisma.count);
  return shaped.result.data!;
}

/** A web request's text as Relay sends it (fragments, __typename, cursors). */
async function relayQuery(path: string): Promise<string> {
  const source = await readFile(new URL(`../../web/src/features/${path}`, import.meta.url), 'utf8');
  return JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(source)![1]) as string;
}

/** The web app's list request, as Relay sends it (fragments, __typename, cursors, both totals). */
const webListQuery = () => relayQuery('cocktails/__generated__/CocktailListPaginationQuery.graphql.ts');

const CARD =
  'id databaseId name originalCreatorName creator { username } glassware classicEra likesCount repoursCount ingredients { brand ingredient { name } }';
const benchList = (count: boolean) => `query BenchList($after: String, $offset: Int) {
  cocktails(first: 100, after: $after, offset: $offset) { ${count ? 'totalCount ' : ''}pageInfo { hasNextPage endCursor } edges { node { ${CARD} } } }
}`;

const ALIASED = `query Aliased($first: Int, $after: String) {
  page: cocktails(first: $first, after: $after) {
    __typename
    total: totalCount
    info: pageInfo { hasNextPage hasPreviousPage startCursor endCursor __typename }
    list: edges {
      at: cursor
      cocktail: node {
        __typename gid: id number: databaseId title: name name visibility type categories isMocktail abv photoUrl
        description directions garnish notes method sourceUrl year
        liked: viewerHasLiked repoured: viewerHasRepoured viewerCanEdit viewerIsCreator
        by: creator { __typename id databaseId username firstName lastName chosenDisplayName profileType isVerified verifiedByAdmin verifiedByPosition isAdmin followersCount followingCount specialties avatarUrl bio location }
        lines: ingredients { __typename amount unit brand note optional orderIndex what: ingredient { __typename id databaseId name category abv description origin } }
        ... on Cocktail { name likesCount }
        ...More
      }
    }
  }
  again: cocktails(first: 3) { edges { node { name } } }
}
fragment More on Cocktail { repoursCount creator { username } }`;

const BARE = `query Bare($first: Int) { cocktails(first: $first) { edges { node { name databaseId viewerHasLiked } } } }`;
const PAGED = `query Paged($first: Int, $after: String) {
  cocktails(first: $first, after: $after) { pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { name } } }
}`;

beforeAll(async () => {
  gw = await setupTestGateway();
  const viewer = await gw.signedInMember({ username: 'shapedviewer' });
  const other = await gw.signedInMember({ profileType: 'bartender', username: 'shapedother' });
  const admin = await gw.signedInMember({ isAdmin: true, profileType: 'admin', username: 'shapedadmin' });
  viewerToken = viewer.token;
  otherToken = other.token;
  adminToken = admin.token;
  await gw.prisma.user.update({
    where: { id: other.user.id },
    data: { isVerified: true, displayName: 'Other One', specialties: ['Tiki'] },
  });
  const ingredients = await Promise.all(
    ['Sr Gin', 'Sr Vermouth', 'Sr Bitters'].map((name, index) =>
      gw.prisma.ingredient.create({
        data: { name, nameSearch: toSearchText(name), category: index === 0 ? 'spirit' : 'other', abv: index === 0 ? 41.5 : null },
      }),
    ),
  );
  const make = async (name: string, creatorId: number | null, visibility: 'public' | 'private', lines: number) => {
    const cocktail = await gw.prisma.cocktail.create({
      data: {
        name,
        nameSearch: toSearchText(name),
        creatorId,
        visibility,
        categories: lines % 2 ? ['Sour', 'Classic'] : [],
        classicEra: lines % 2 ? 'Classic' : null,
        abv: lines === 3 ? 0.1 + 0.2 : null,
        description: lines === 2 ? 'Stirred, "cold" — très froid\nwith a twist' : null,
        ingredients: {
          create: ingredients.slice(0, lines).map((ingredient, index) => ({
            ingredientId: ingredient.id,
            amount: index === 0 ? 1.75 : index === 1 ? null : 22.5,
            unit: index === 1 ? 'Top with' : 'oz',
            brand: index === 0 ? 'Tanqueray' : null,
            orderIndex: index + 1,
          })),
        },
      },
    });
    cocktailIds.push(cocktail.id);
    return cocktail;
  };
  // Names that sort first ("0 …"), so every page below starts with them.
  const venue = await gw.prisma.venue.create({
    data: { name: 'Shaped Bar', searchText: 'shaped bar lyon', city: 'Lyon', country: 'France' },
  });
  const liked = await make('0 Shaped Alpha', other.user.id, 'public', 3);
  await gw.prisma.cocktail.update({ where: { id: liked.id }, data: { venueId: venue.id, sourceUrl: 'https://example.com/a', year: 1920 } });
  await make('0 Shaped Beta', null, 'public', 0);
  // List columns may hold NULL, which Prisma reads as [].
  await gw.prisma.$executeRaw`UPDATE cocktails SET categories = NULL WHERE name = '0 Shaped Beta'`;
  await gw.prisma.$executeRaw`UPDATE users SET specialties = NULL WHERE username = 'shapedviewer'`;
  const mine = await make('0 Shaped Gamma (mine)', viewer.user.id, 'private', 2);
  const theirs = await make('0 Shaped Delta (theirs)', other.user.id, 'private', 1);
  await make('0 Shaped Épsilon', viewer.user.id, 'public', 2);
  await make('0 shaped epsilon', admin.user.id, 'public', 1);
  viewerPrivate = mine.name;
  otherPrivate = theirs.name;
  await gw.prisma.cocktailLike.create({ data: { userId: viewer.user.id, cocktailId: liked.id } });
  await gw.prisma.repour.create({ data: { userId: viewer.user.id, cocktailId: mine.id, note: 'mine' } });
});

afterAll(async () => {
  await gw?.close();
});

const tokens = () =>
  [
    ['signed out', null],
    ['signed in', viewerToken],
    ['signed in as another member', otherToken],
    ['signed in as an admin', adminToken],
  ] as const;

describe('the cocktail list shaped by PostgreSQL', () => {
  it('answers the web list request byte for byte as the Prisma path, signed in and out, its totals in the page statement', async () => {
    const query = await webListQuery();
    expect(query).toMatch(/\btotalCount\b/);
    expect(query).toMatch(/\bdatabaseTotalCount\b/);
    for (const [, token] of tokens()) {
      const data = await sameBothWays(query, { first: 100, filter: null }, token);
      expect(data.cocktails.edges.length).toBeGreaterThan(0);
      // The page, both totals and the cursors: one statement, as text and as objects.
      for (const way of ['text', 'objects'] as const) expect((await oneWay(way, query, { first: 100, filter: null }, token)).count).toBe(1);
    }
  });

  it('answers the bench list (with and without the count, first page and after a cursor) as the Prisma path', async () => {
    for (const [, token] of tokens()) {
      for (const count of [true, false]) {
        const data = await sameBothWays(benchList(count), {}, token);
        const after = data.cocktails.edges.length > 2 ? data.cocktails.pageInfo.endCursor : null;
        await sameBothWays(benchList(count), { offset: 2 }, token);
        if (after) await sameBothWays(benchList(count), { after }, token);
      }
    }
  });

  it('answers aliases, fragments, __typename, every shaped column, the viewer fields and a second list as the Prisma path', async () => {
    for (const [, token] of tokens()) {
      const first = await sameBothWays(ALIASED, { first: 4 }, token);
      await sameBothWays(ALIASED, { first: 4, after: first.page.info.endCursor }, token);
      await sameBothWays(ALIASED, { first: 0 }, token);
      await sameBothWays(ALIASED, { first: 30 }, token);
      await sameBothWays(BARE, { first: 100 }, token);
      await sameBothWays(BARE, { first: 7 }, token);
      await sameBothWays(BARE, {}, token);
      // Sizes between the LIMITs the statement is written with (it reads up to twice the page).
      for (const first of [1, 2, 3, 5, 6]) {
        const page = await sameBothWays(PAGED, { first }, token);
        expect(page.cocktails.edges.length).toBeLessThanOrEqual(first);
        await sameBothWays(PAGED, { first, after: page.cocktails.pageInfo.endCursor }, token);
      }
    }
  });

  it('follows @include and @skip by the values of each request, as graphql-js does', async () => {
    const query = `query Q($lines: Boolean!, $noCreator: Boolean = false) {
      cocktails(first: 5) { edges { node { name ingredients @include(if: $lines) { brand } creator @skip(if: $noCreator) { username } } } }
    }`;
    for (const lines of [true, false, true]) {
      for (const noCreator of [false, true]) {
        const data = await sameBothWays(query, { lines, noCreator }, viewerToken);
        expect('ingredients' in data.cocktails.edges[0].node).toBe(lines);
        expect('creator' in data.cocktails.edges[0].node).toBe(!noCreator);
      }
    }
  });

  it("applies the visibility rule: a member's own private cocktail, never another's, every one for an admin", async () => {
    const names = async (token: string | null) => {
      const data = await sameBothWays(BARE, { first: 100 }, token);
      return data.cocktails.edges.map((edge: { node: { name: string } }) => edge.node.name) as string[];
    };
    const anonymous = await names(null);
    expect(anonymous).not.toContain(viewerPrivate);
    expect(anonymous).not.toContain(otherPrivate);
    const viewer = await names(viewerToken);
    expect(viewer).toContain(viewerPrivate);
    expect(viewer).not.toContain(otherPrivate);
    const admin = await names(adminToken);
    expect(admin).toContain(viewerPrivate);
    expect(admin).toContain(otherPrivate);
  });

  it('says which cocktails the viewer liked and re-poured, and false for everyone else', async () => {
    const query = `{ cocktails(first: 6) { edges { node { name viewerHasLiked viewerHasRepoured viewerCanEdit } } } }`;
    const flags = async (token: string | null) => {
      const data = await sameBothWays(query, {}, token);
      return Object.fromEntries(
        data.cocktails.edges.map((edge: any) => [
          edge.node.name,
          [edge.node.viewerHasLiked, edge.node.viewerHasRepoured, edge.node.viewerCanEdit],
        ]),
      );
    };
    const viewer = await flags(viewerToken);
    expect(viewer['0 Shaped Alpha']).toEqual([true, false, false]);
    expect(viewer[viewerPrivate]).toEqual([false, true, true]);
    const anonymous = await flags(null);
    expect(anonymous['0 Shaped Alpha']).toEqual([false, false, false]);
  });

  it("answers a cocktail's detail as the Prisma path: null for one the viewer may not see or that does not exist", async () => {
    const detail = `query Detail($databaseId: Int!) {
      cocktail(databaseId: $databaseId) {
        id databaseId name description photoUrl glassware garnish directions notes classicEra isMocktail categories type
        originalCreatorName sourceUrl year likesCount repoursCount viewerCanEdit createdAt updatedAt
        venue { name city state country } creator { username }
        ingredients { amount unit brand note optional orderIndex ingredient { name category } }
      }
    }`;
    for (const [, token] of tokens()) {
      for (const databaseId of [...cocktailIds, 0, 2_147_483_647]) {
        const data = await sameBothWays(detail, { databaseId }, token);
        if (databaseId === 0) expect(data.cocktail).toBeNull();
      }
    }
    const privateOf = cocktailIds[2];
    expect((await sameBothWays(detail, { databaseId: privateOf }, null)).cocktail).toBeNull();
    expect((await sameBothWays(detail, { databaseId: privateOf }, otherToken)).cocktail).toBeNull();
    expect((await sameBothWays(detail, { databaseId: privateOf }, viewerToken)).cocktail.name).toBe(viewerPrivate);
  });

  it('answers the legacy /api list as the Prisma path, with and without the recipe lines', async () => {
    for (const [, token] of tokens()) {
      for (const path of ['/api/cocktails?limit=6&include_ingredients=true', '/api/cocktails?page=2&limit=3', '/api/cocktails']) {
        const run = (way: Way) =>
          inWay(way, async () => {
            const { result, statements } = await gw.recordQueries(() => gw.rest('GET', path, { token }));
            return { result, read: statements.some((sql) => READ_STATEMENT.test(sql)) };
          });
        const read = await run('text');
        const prisma = await run('prisma');
        expect(read.result.status).toBe(200);
        expect([read.read, prisma.read]).toEqual([true, false]);
        expect(JSON.stringify(read.result.body)).toBe(JSON.stringify(prisma.result.body));
      }
    }
  });

  it('reads in SQL no field whose rule is JavaScript only, but those whose declaration applies the same domain rule', () => {
    // A field with authScopes is left to graphql-js (plugin.ts marks it `$auth`) unless it also declares
    // its SQL; each that does is listed here, its declaration read to apply the rule its authScopes apply.
    const guarded: string[] = [];
    for (const key of recordedReadings().keys()) {
      if (!key.endsWith('$auth')) continue;
      const [typename, field] = key.slice(0, -'$auth'.length).split('.');
      if (typename !== 'Query' && typename !== 'Mutation' && readingOf(typename, field)) guarded.push(`${typename}.${field}`);
    }
    expect(guarded.sort()).toEqual([
      'User.checkIns', // journeyVisibleWhere, as canSeeJourney
      'User.venueClaim', // VenueClaim's sqlVisible: venueClaimsSeenWhere, as its authScopes
      'WorkEntry.openVerificationRequests', // entryVerificationSeenWhere, as viewerMaySeeRequests
    ]);
    // A type whose rule is JavaScript only is never read in SQL; the cocktail's is in SQL too.
    expect(readingOf('Cocktail', '$visible')).toBeDefined();
    expect(readingOf('Cocktail', '$unreadable')).toBeUndefined();
  });

  it('reads each sort of the list and its pages after a cursor in SQL, as the Prisma path (decision 0078)', async () => {
    // Some likes, re-pours and ratings, so the orders differ, with ties left for the id to break.
    for (const [index, id] of cocktailIds.entries()) {
      await gw.prisma.cocktail.update({
        where: { id },
        data: { likesCount: index % 3, repoursCount: index % 2, ratingCount: index % 4, ratingSum: (index % 4) * (1 + (index % 5)) },
      });
    }
    const query = `query Q($sort: CocktailSort, $after: String, $filter: CocktailFilter) {
      cocktails(first: 2, sort: $sort, after: $after, filter: $filter) { totalCount edges { cursor node { name likesCount } } pageInfo { endCursor hasNextPage } }
    }`;
    for (const sort of ['name', 'newest', 'top_rated', 'most_liked', 'most_repoured']) {
      for (const [, token] of tokens()) {
        const first = await sameBothWays(query, { sort }, token);
        const after = first.cocktails.pageInfo.endCursor;
        await sameBothWays(query, { sort, after }, token);
        await sameBothWays(query, { sort, after, filter: { mocktail: false } }, token);
      }
    }
  });

  it('reads the filters, their totals, fragments on an interface and computed fields in SQL, as the Prisma path', async () => {
    const creator = Buffer.from(`User:${(await gw.prisma.user.findUniqueOrThrow({ where: { username: 'shapedother' } })).id}`).toString(
      'base64',
    );
    const read: Array<[string, Record<string, unknown>]> = [
      [`{ cocktails(first: 3) { edges { node { name rating } } } }`, {}],
      [`{ cocktails(first: 3) { edges { node { ... on Node { id } name } } } }`, {}],
      [`{ cocktails(first: 3, filter: { glassware: ["Rocks"] }) { totalCount databaseTotalCount edges { node { name } } } }`, {}],
      [`{ cocktails(first: 3, filter: { mocktail: false }) { totalCount edges { node { name } } } }`, {}],
      [`{ cocktails(first: 3, filter: { eras: ["classic"], spirits: [gin] }) { totalCount edges { node { name } } } }`, {}],
      [`{ cocktails(first: 3, filter: { categories: ["Sour"], search: "shaped" }) { totalCount edges { node { name } } } }`, {}],
      // The creator alone: the total from the member's counters; with another filter, counted.
      [
        `query Q($creator: ID) { cocktails(first: 3, filter: { creator: $creator }) { totalCount databaseTotalCount edges { node { name } } } }`,
        { creator },
      ],
      [
        `query Q($creator: ID) { cocktails(first: 3, offset: 1, filter: { creator: $creator, mocktail: false }) { totalCount edges { node { name } } } }`,
        { creator },
      ],
      [`{ cocktails(first: 3, filter: { creator: "" }) { totalCount edges { node { name } } } }`, {}],
    ];
    for (const [query, variables] of read) {
      for (const [, token] of tokens()) await sameBothWays(query, variables, token);
    }
    // A field with a rule of its own (the email, its owner's only, which it declares in SQL too).
    for (const [, token] of [tokens()[0], tokens()[1]]) {
      const query = `{ cocktails(first: 3) { edges { node { name creator { displayName email } } } } }`;
      const { shaped, prisma } = await bothWays(query, {}, token);
      expect(JSON.stringify(shaped.result)).toBe(JSON.stringify(prisma.result));
    }
    // Arguments the Prisma path refuses are refused the same way.
    for (const [query, variables] of [
      [`query Q($before: String) { cocktails(first: 3, before: $before) { edges { node { name } } } }`, { before: 'x' }],
      [`{ cocktails(first: -1) { edges { node { name } } } }`, {}],
      [`{ cocktails(first: 3, offset: -1) { edges { node { name } } } }`, {}],
      [`{ cocktails(first: 3, after: "bm90IGEgY3Vyc29y") { edges { node { name } } } }`, {}],
      [`{ cocktails(first: 3, filter: { creator: "Q29ja3RhaWw6MQ==" }) { totalCount edges { node { name } } } }`, {}],
      [`{ cocktails(first: 3, filter: { search: "a\\u0000b" }) { totalCount edges { node { name } } } }`, {}],
    ] as const) {
      const { shaped, prisma } = await bothWays(query, variables, viewerToken);
      expect(shaped.shaped, query).toBe(false);
      expect(shaped.result.errors?.length, query).toBeGreaterThan(0);
      expect(JSON.stringify(shaped.result)).toBe(JSON.stringify(prisma.result));
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// A member with their followers and following (decision 54, amendment: the follow lists)
// ---------------------------------------------------------------------------------------------------

const PERSON = 'databaseId displayName firstName username avatarUrl profileType bio location';
/** The bench's followers request (bench/scenarios.ts). */
const BENCH_FOLLOWERS = `query BenchFollowers($databaseId: Int!) {
  user(databaseId: $databaseId) { followers(first: 20) { totalCount pageInfo { hasNextPage endCursor } edges { connectedAt node { id ${PERSON} } } } }
}`;
/** The bench's profile request (bench/scenarios.ts). */
const BENCH_PROFILE = `query BenchProfile($databaseId: Int!) {
  user(databaseId: $databaseId) {
    id ${PERSON} lastName specialties badges isVerified cocktailCount viewerIsFollowing connectionCounts { followers following }
  }
}`;
/** Both lists at once, aliased, paged by variables, with every part of the connection and fragments on each type. */
const FOLLOW_PAGES = `query FollowPages($id: Int!, $first: Int, $after: String, $theirs: Int = 2) {
  member: user(databaseId: $id) {
    __typename name: displayName ...Header
    fans: followers(first: $first, after: $after) {
      __typename total: totalCount
      info: pageInfo { __typename hasNextPage hasPreviousPage startCursor endCursor }
      list: edges { __typename at: cursor since: connectedAt who: node { __typename ...Card ... on User { viewerIsFollowing followsViewer } } }
    }
    followers(first: $first, after: $after) { edges { cursor } pageInfo { endCursor } }
    idols: following(first: $theirs) { totalCount edges { node { username following(first: 1) { totalCount edges { node { username } } } } } }
  }
}
fragment Header on User { id databaseId username badges isVerified cocktailCount connectionCounts { followers following } createdAt hours favoriteStyle }
fragment Card on User { id databaseId displayName firstName lastName chosenDisplayName username avatarUrl profileType isVerified bio location specialties badges }`;

describe("a member's followers and following shaped by PostgreSQL", () => {
  let starId: number;
  let viewerId: number;
  let fanIds: number[];

  beforeAll(async () => {
    const [star, viewer] = await Promise.all(
      ['shapedother', 'shapedviewer'].map((username) => gw.prisma.user.findUniqueOrThrow({ where: { username } })),
    );
    starId = star.id;
    viewerId = viewer.id;
    // Names that take every branch of displayNameOf, JavaScript's whitespace included. No value starts
    // with U+FEFF: on the embedded database the Prisma path's driver drops a leading one (seemingly a text
    // decoder reads it as a byte order mark) where the shaped path keeps the stored text.
    const names = [
      { username: 'fan0', displayName: '  Spaced Out  ', firstName: 'F', lastName: 'Zero' },
      { username: 'fan1', displayName: '\u00a0\u2003', firstName: ' Ana ', lastName: '' },
      { username: 'fan2', displayName: null, firstName: '', lastName: '\tLast\n' },
      { username: ' fan3 ', displayName: '', firstName: '\u3000', lastName: ' \ufeff' },
      { username: 'fan4', displayName: 'Émile "the" Bar\\tender', firstName: 'É', lastName: 'B' },
      { username: 'fan5', displayName: null, firstName: 'Five', lastName: 'Fans' },
      { username: 'fan6', displayName: null, firstName: 'Six', lastName: 'Fans' },
    ];
    fanIds = [];
    for (const [index, name] of names.entries()) {
      const user = await gw.prisma.user.create({
        data: {
          ...name,
          email: `shapedfan${index}@example.com`,
          profileType: index % 2 ? 'bartender' : 'user',
          bio: index === 2 ? 'Line one\nline "two"' : null,
          location: index === 3 ? 'Lyon' : null,
          badges: index === 0 ? ['identity_verified', 'og'] : index === 1 ? ['og'] : [],
          isVerified: index === 4,
          specialties: index === 1 ? ['Tiki', 'Sours'] : [],
          avatarUrl: index === 5 ? 'https://example.com/a.png' : null,
          hours: index === 6 ? '5pm–late' : null,
        },
      });
      fanIds.push(user.id);
    }
    // Newest first; fan1 and fan2 at the same instant, so the member id breaks the tie.
    const base = Date.UTC(2026, 0, 10, 12, 0, 0, 0);
    const at = [base + 7, base + 5, base + 5, base + 3, base + 2, base + 1, base - 86_400_000 * 400];
    await gw.prisma.follow.createMany({
      data: [
        ...fanIds.map((id, index) => ({ followerId: id, followingId: starId, createdAt: new Date(at[index]) })),
        ...fanIds.slice(0, 3).map((id, index) => ({ followerId: starId, followingId: id, createdAt: new Date(base + index) })),
        { followerId: viewerId, followingId: fanIds[1], createdAt: new Date(base) },
        { followerId: viewerId, followingId: fanIds[3], createdAt: new Date(base) },
        { followerId: fanIds[2], followingId: viewerId, createdAt: new Date(base) },
        { followerId: fanIds[0], followingId: fanIds[1], createdAt: new Date(base) },
      ],
    });
    await gw.prisma.$executeRaw`
      UPDATE users u SET
        followers_count = (SELECT count(*) FROM follows f WHERE f.following_id = u.id),
        following_count = (SELECT count(*) FROM follows f WHERE f.follower_id = u.id)`;
  });

  it('answers the bench followers and profile requests as the Prisma path, signed in and out', async () => {
    for (const [, token] of tokens()) {
      const followers = await sameBothWays(BENCH_FOLLOWERS, { databaseId: starId }, token);
      expect(followers.user.followers.totalCount).toBe(7);
      expect(followers.user.followers.edges.map((edge: any) => edge.node.databaseId)).toEqual(fanIds);
      expect(followers.user.followers.edges.map((edge: any) => edge.node.displayName)).toEqual([
        'Spaced Out',
        'Ana',
        'Last',
        'fan3',
        'Émile "the" Bar\\tender',
        'Five Fans',
        'Six Fans',
      ]);
      for (const databaseId of [starId, viewerId, ...fanIds, 0]) {
        const profile = await sameBothWays(BENCH_PROFILE, { databaseId }, token);
        if (databaseId === 0) expect(profile.user).toBeNull();
      }
    }
    const own = await sameBothWays(BENCH_PROFILE, { databaseId: viewerId }, viewerToken);
    expect(own.user.cocktailCount).toBe(2);
    expect((await sameBothWays(BENCH_PROFILE, { databaseId: viewerId }, otherToken)).user.cocktailCount).toBe(1);
    expect((await sameBothWays(BENCH_PROFILE, { databaseId: fanIds[0] }, null)).user.badges).toEqual(['og', 'identity_verified']);
  });

  it("answers the connections screen's request (followers and following) as the Prisma path", async () => {
    const query = await relayQuery('connections/__generated__/ConnectionsPageQuery.graphql.ts');
    for (const [, token] of tokens()) {
      for (const followers of [true, false]) {
        for (const first of [20, 3, 0]) {
          for (const userId of [starId, viewerId, fanIds[0], 0]) {
            const data = await sameBothWays(query, { userId, first, followers }, token);
            if (userId === starId && first === 3) {
              expect(data.user[followers ? 'followers' : 'following'].edges.length).toBe(3);
              expect(data.user[followers ? 'followers' : 'following'].pageInfo.hasNextPage).toBe(followers);
            }
          }
        }
      }
    }
  });

  it("answers the connections screen's next pages (Relay's refetch through node(id)) as the Prisma path", async () => {
    for (const list of ['Followers', 'Following']) {
      const query = await relayQuery(`connections/__generated__/ConnectionList${list}PaginationQuery.graphql.ts`);
      for (const [, token] of tokens()) {
        let after: string | null = null;
        const seen: number[] = [];
        for (let page = 0; page < 10; page++) {
          const data = await sameBothWays(query, { id: Buffer.from(`User:${starId}`).toString('base64'), first: 2, after }, token);
          const connection = data.node[list.toLowerCase()];
          seen.push(...connection.edges.map((edge: any) => edge.node.databaseId));
          if (!connection.pageInfo.hasNextPage) break;
          after = connection.pageInfo.endCursor;
        }
        expect(seen.length, list).toBe(list === 'Followers' ? 7 : 3);
      }
      // A member who does not exist is null both ways.
      expect((await sameBothWays(query, { id: Buffer.from('User:2147483647').toString('base64'), first: 2 }, null)).node).toBeNull();
    }
  });

  it('pages through both lists after each cursor, with aliases, fragments and the viewer fields, as the Prisma path', async () => {
    for (const [, token] of tokens()) {
      for (const first of [1, 2, 3, 100]) {
        let after: string | null = null;
        const seen: number[] = [];
        for (let page = 0; page < 10; page++) {
          const data = await sameBothWays(FOLLOW_PAGES, { id: starId, first, after }, token);
          const fans = data.member.fans;
          seen.push(...fans.list.map((edge: any) => edge.who.databaseId));
          expect(fans.info.hasPreviousPage).toBe(after !== null);
          if (!fans.info.hasNextPage) break;
          after = fans.info.endCursor;
        }
        expect(seen).toEqual(fanIds);
      }
      await sameBothWays(FOLLOW_PAGES, { id: starId, first: null, after: '', theirs: null }, token);
      await sameBothWays(FOLLOW_PAGES, { id: fanIds[1], first: 5, theirs: 0 }, token);
      // Parts without the nodes: only the count, only the page info, only the cursors.
      for (const list of ['followers', 'following']) {
        for (const part of [
          'totalCount',
          'pageInfo { hasPreviousPage }',
          'pageInfo { hasNextPage endCursor } edges { cursor connectedAt }',
        ]) {
          await sameBothWays(`query Q($id: Int!) { user(databaseId: $id) { ${list}(first: 2) { ${part} } } }`, { id: starId }, token);
        }
      }
    }
    const viewerFlags = await sameBothWays(FOLLOW_PAGES, { id: starId, first: 5 }, viewerToken);
    expect(viewerFlags.member.fans.list.map((edge: any) => [edge.who.viewerIsFollowing, edge.who.followsViewer])).toEqual([
      [false, false],
      [true, false],
      [false, true],
      [true, false],
      [false, false],
    ]);
  });

  it("counts the mutual follows in the member's statement, as the Prisma path counts them", async () => {
    for (const token of [null, viewerToken]) {
      await sameBothWays(`query Q($id: Int!) { user(databaseId: $id) { connectionCounts { followers mutual } } }`, { id: starId }, token);
    }
  });

  it("answers a field with a rule of its own (the email, its owner's only) as the Prisma path, error included", async () => {
    const query = `query Q($id: Int!) { user(databaseId: $id) { followers(first: 2) { edges { node { username email } } } } }`;
    for (const token of [null, viewerToken]) {
      const { text, prisma } = await bothWays(query, { id: starId }, token);
      expect(JSON.stringify(text.result)).toBe(JSON.stringify(prisma.result));
    }
  });

  it('falls back to the Prisma path for follow lists it does not read, with the same answer or error', async () => {
    const cursor = (createdAt: number, id: number) => Buffer.from(`follow:${createdAt}:${id}`).toString('base64url');
    const fallbacks: Array<[string, Record<string, unknown>]> = [
      // The member's cocktails counted from the end.
      [`query Q($id: Int!) { user(databaseId: $id) { username cocktails(last: 2) { totalCount } } }`, { id: starId }],
      // A cursor beyond the timestamps PostgreSQL reads from text, and one from another member id range.
      [
        `query Q($id: Int!, $after: String) { user(databaseId: $id) { followers(first: 2, after: $after) { edges { cursor } } } }`,
        { id: starId, after: cursor(8_000_000_000_000_000, 1) },
      ],
    ];
    for (const [query, variables] of fallbacks) {
      for (const token of [null, viewerToken]) {
        const { shaped, prisma } = await bothWays(query, variables, token);
        expect(shaped.shaped, query).toBe(false);
        expect(JSON.stringify(shaped.result)).toBe(JSON.stringify(prisma.result));
      }
    }
    // node(id) of a cocktail (the viewer's private one, another's), of a check-in, or of an id the builder
    // reads as no member: read in SQL, the type's rule applied as its findUnique applies it.
    const nodeQuery = `query Q($id: ID!) { node(id: $id) { __typename id ... on Cocktail { name } ... on User { username } } }`;
    for (const id of [...cocktailIds.map((cocktailId) => `Cocktail:${cocktailId}`), 'CheckIn:1', 'User:01x', 'User:99999999999']) {
      for (const token of [null, viewerToken]) await sameBothWays(nodeQuery, { id: Buffer.from(id).toString('base64') }, token);
    }
    // A type whose rule refuses with an error rather than leaving the row out (a report), or no type at all: graphql-js's.
    for (const id of ['CocktailReport:1', 'Nope:1']) {
      const { shaped, prisma } = await bothWays(nodeQuery, { id: Buffer.from(id).toString('base64') }, null);
      expect(shaped.shaped, id).toBe(false);
      expect(JSON.stringify(shaped.result)).toBe(JSON.stringify(prisma.result));
    }
    // nodes(ids): each id's row, of its own type, in order.
    const ids = [`Cocktail:${cocktailIds[0]}`, `User:${starId}`, `Cocktail:${cocktailIds[2]}`, 'User:0'].map((id) =>
      Buffer.from(id).toString('base64'),
    );
    for (const token of [null, viewerToken]) {
      await sameBothWays(
        `query Q($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Cocktail { name } ... on User { username } } }`,
        { ids },
        token,
      );
    }
    // Arguments the Prisma path refuses are refused the same way.
    for (const [query, variables] of [
      [`query Q($id: Int!) { user(databaseId: $id) { followers(first: -1) { totalCount } } }`, { id: starId }],
      [`query Q($id: Int!) { user(databaseId: $id) { followers(first: 2, after: "bm9wZQ") { totalCount } } }`, { id: starId }],
      [`query Q($id: Int!) { user(databaseId: $id) { following(last: 2) { totalCount } } }`, { id: starId }],
    ] as const) {
      const { shaped: refused, prisma } = await bothWays(query, variables, viewerToken);
      expect(refused.shaped, query).toBe(false);
      expect(refused.result.errors?.length, query).toBeGreaterThan(0);
      expect(JSON.stringify(refused.result)).toBe(JSON.stringify(prisma.result));
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Answers written as PostgreSQL wrote them (decision 59)
// ---------------------------------------------------------------------------------------------------

describe("a member's cocktails shaped by PostgreSQL", () => {
  /** The profile's cocktails as the load bench asks for them (bench/load.ts), with the connection's every part. */
  const MEMBER_COCKTAILS = `query MemberCocktails($id: Int!, $first: Int, $after: String) {
    user(databaseId: $id) {
      username cocktailCount viewerIsFollowing
      cocktails(first: $first, after: $after) {
        __typename totalCount
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor __typename }
        edges { __typename cursor node { id databaseId name glassware visibility viewerCanEdit creator { username } ingredients { amount unit ingredient { name } } } }
      }
    }
  }`;
  let memberIds: number[];

  beforeAll(async () => {
    const members = await Promise.all(
      ['shapedviewer', 'shapedother', 'shapedadmin'].map((username) => gw.prisma.user.findUniqueOrThrow({ where: { username } })),
    );
    memberIds = members.map((member) => member.id);
    // More of the other member's cocktails, public and private, so their list takes several pages.
    for (let index = 0; index < 5; index++) {
      await gw.prisma.cocktail.create({
        data: {
          name: `Shaped Mine ${index}`,
          nameSearch: `shaped mine ${index}`,
          creatorId: memberIds[1],
          visibility: index % 2 ? 'private' : 'public',
          glassware: index === 0 ? 'Rocks' : 'Coupe',
        },
      });
    }
  });

  it("answers the profile's next pages (Relay's refetch through node(id)) as the Prisma path, page after page", async () => {
    const query = await relayQuery('profile/__generated__/ProfileCocktailsPaginationQuery.graphql.ts');
    for (const [, token] of tokens()) {
      for (const memberId of memberIds) {
        for (const first of [24, 2, 1]) {
          let after: string | null = null;
          const seen: number[] = [];
          for (let page = 0; page < 10; page++) {
            const id = Buffer.from(`User:${memberId}`).toString('base64');
            const data = await sameBothWays(query, { id, first, after }, token);
            const cocktails = data.node.cocktails;
            seen.push(...cocktails.edges.map((edge: any) => edge.node.databaseId));
            if (!cocktails.pageInfo.hasNextPage) break;
            after = cocktails.pageInfo.endCursor;
          }
          // Newest first, and only what the viewer may see: the member's private ones for the member and admins.
          const expected = await gw.prisma.cocktail.findMany({
            where: {
              creatorId: memberId,
              ...(token === adminToken ||
              (token === viewerToken && memberId === memberIds[0]) ||
              (token === otherToken && memberId === memberIds[1])
                ? {}
                : { visibility: 'public' }),
            },
            orderBy: { id: 'desc' },
            select: { id: true },
          });
          expect(seen).toEqual(expected.map((cocktail) => cocktail.id));
        }
      }
    }
  });

  it('answers every part of the connection, signed in and out, in one statement, as the Prisma path', async () => {
    for (const [, token] of tokens()) {
      for (const id of [...memberIds, 0]) {
        for (const first of [null, 0, 3, 100]) {
          const data = await sameBothWays(MEMBER_COCKTAILS, { id, first }, token);
          if (id === 0) expect(data.user).toBeNull();
        }
      }
      const { text } = await bothWays(MEMBER_COCKTAILS, { id: memberIds[1], first: 2 }, token);
      expect(text.count).toBe(1);
    }
    const own = await sameBothWays(MEMBER_COCKTAILS, { id: memberIds[1], first: 100 }, otherToken);
    const theirs = await sameBothWays(MEMBER_COCKTAILS, { id: memberIds[1], first: 100 }, viewerToken);
    expect(own.user.cocktails.totalCount).toBe(theirs.user.cocktails.totalCount + 3);
    expect(own.user.cocktails.edges.length).toBe(own.user.cocktails.totalCount);
  });

  it("reads a cursor as Prisma's cursor does, and leaves what it refuses to the Prisma path", async () => {
    const cursorOf = (id: number) => Buffer.from(`GPC:N:${id}`).toString('base64');
    // The newest cocktail older than all of this member's, so another's (picked by id: a row's place in
    // the table, which an unordered read follows, moves when it is updated).
    const oldestMine = await gw.prisma.cocktail.findFirstOrThrow({ where: { creatorId: memberIds[1] }, orderBy: { id: 'asc' } });
    const olderThanAll = await gw.prisma.cocktail.findFirstOrThrow({ where: { id: { lt: oldestMine.id } }, orderBy: { id: 'desc' } });
    const privateOne = await gw.prisma.cocktail.findFirstOrThrow({ where: { creatorId: memberIds[1], visibility: 'private' } });
    const newest = await gw.prisma.cocktail.aggregate({ _max: { id: true } });
    for (const [, token] of tokens()) {
      // Another's cocktail older than all of this member's, one past the newest (no such row), the oldest.
      for (const id of [olderThanAll.id, newest._max.id! + 1, 1]) {
        await sameBothWays(MEMBER_COCKTAILS, { id: memberIds[1], first: 2, after: cursorOf(id) }, token);
      }
      // A private cocktail: where the viewer may see it, both paths page after it. Where not (it was made
      // private after the page was read), the read path ends the list rather than start from a row the
      // viewer may not see; Prisma looks the row up whatever its rule and then skips one more row.
      const afterPrivate = { id: memberIds[1], first: 2, after: cursorOf(privateOne.id) };
      if (token === otherToken || token === adminToken) await sameBothWays(MEMBER_COCKTAILS, afterPrivate, token);
      else {
        const text = await oneWay('text', MEMBER_COCKTAILS, afterPrivate, token);
        expect(text.shaped).toBe(true);
        expect(text.result.errors).toBeUndefined();
        const { cocktails } = (text.result.data as any).user;
        expect(cocktails.edges).toEqual([]);
        expect(cocktails.pageInfo.hasNextPage).toBe(false);
      }
      // A negative page, a cursor that is not the plugin's, one of another shape: the Prisma path, with its error.
      for (const variables of [
        { first: -1 },
        { first: 2, after: 'nonsense' },
        { first: 2, after: '' },
        { first: 2, after: Buffer.from('GPC:S:12').toString('base64') },
        { first: 2, after: cursorOf(2 ** 31) },
      ]) {
        const { text, prisma } = await bothWays(MEMBER_COCKTAILS, { id: memberIds[1], ...variables }, token);
        expect(text.shaped).toBe(false);
        expect(prisma.result.errors).toBeDefined();
      }
    }
  });
});

describe('search pages shaped by PostgreSQL', () => {
  const webSearch = () => relayQuery('search/__generated__/SearchPageQuery.graphql.ts');
  const benchSearch = (kind: string, node: string) =>
    `query BenchSearch($query: String!) { search(query: $query) { ${kind}(first: 20) { totalCount edges { node { ${node} } } } } }`;

  beforeAll(async () => {
    const gin = await gw.prisma.ingredient.findFirstOrThrow({ where: { name: 'Sr Gin' } });
    await gw.prisma.ingredient.updateMany({ where: { name: { in: ['Sr Vermouth', 'Sr Bitters'] } }, data: { parentId: gin.id } });
    await gw.prisma.venue.create({ data: { name: 'Shaped Cellar', searchText: 'shaped cellar paris', city: 'Paris', checkInsCount: 3 } });
    // Two reviews of one cocktail (its counters): the search edge's rating.
    await gw.prisma.cocktail.updateMany({ where: { name: '0 Shaped Alpha' }, data: { ratingSum: 9, ratingCount: 2 } });
    // The members as sign-up and profile edits would have made them findable.
    for (const member of await gw.prisma.user.findMany({ where: { username: { startsWith: 'shaped' } } })) {
      await gw.prisma.user.update({ where: { id: member.id }, data: { searchText: userSearchText(member) } });
    }
  });

  it("answers the web search screen's request as the Prisma path, signed in and out", async () => {
    for (const [, token] of tokens()) {
      for (const [query, first, statements, asText] of [
        // Every kind's matching with its page's nodes, and the spelling correction of the kinds that found
        // nothing (which finds none): one statement.
        ['shaped', 20, 1, true],
        // Every kind matched as typed (too short a word to correct): one statement, the counts and ratings in it.
        ['sr', 1, 1, true],
        ['nothing matches this', 20, 1, true],
        // Found only as corrected ("negroni"): the correction found in the first statement, every kind
        // matched again in a second, with its page.
        ['negorni', 20, 2, true],
      ] as const) {
        const { text, shaped, prisma } = await bothWays(await webSearch(), { query, first }, token);
        expect(prisma.result.errors).toBeUndefined();
        // Answered as text (decision 0065), byte for byte as the Prisma path (bothWays).
        expect(text.text).toBe(asText);
        expect(text.count).toBe(statements);
        // The pages are built in the statement that matches their kinds.
        expect(shaped.shaped).toBe(true);
        expect(shaped.count).toBe(statements);
        expect(shaped.count).toBeLessThanOrEqual(prisma.count);
      }
    }
    const { shaped } = await bothWays(await webSearch(), { query: 'shaped', first: 20 }, viewerToken);
    const data = shaped.result.data!;
    expect(data.search.people.edges.map((edge: { node: { username: string } }) => edge.node.username)).toContain('shapedother');
    expect(data.search.venues.edges.map((edge: { node: { name: string; checkInCount: number } }) => edge.node)).toContainEqual(
      expect.objectContaining({ name: 'Shaped Cellar', checkInCount: 3 }),
    );
    const cocktails = data.search.cocktails.edges as Array<{ rating: number | null; node: { name: string } }>;
    expect(cocktails.map((edge) => edge.node.name)).toContain(viewerPrivate);
    expect(cocktails.map((edge) => edge.node.name)).not.toContain(otherPrivate);
    expect(cocktails.find((edge) => edge.node.name === '0 Shaped Alpha')?.rating).toBe(4.5);
    const anonymous = (await bothWays(await webSearch(), { query: 'shaped', first: 20 }, null)).shaped.result.data!;
    expect(anonymous.search.cocktails.edges.map((edge: { node: { name: string } }) => edge.node.name)).not.toContain(viewerPrivate);
    const sr = (await bothWays(await webSearch(), { query: 'sr gin', first: 20 }, null)).shaped.result.data!;
    expect(sr.search.ingredients.edges[0].node).toMatchObject({ name: 'Sr Gin', variantCount: 2, abv: 41.5 });
  });

  it("answers the bench's searches and the next pages as text, as the Prisma path", async () => {
    for (const [, token] of tokens()) {
      await sameBothWays(
        benchSearch('cocktails', 'id databaseId name description glassware garnish originalCreatorName creator { id displayName }'),
        { query: 'shaped' },
        token,
      );
      await sameBothWays(benchSearch('ingredients', 'id name category abv description variantCount'), { query: 'sr' }, token);
      await sameBothWays(
        benchSearch(
          'people',
          'id databaseId displayName username profileType location bio specialties avatarUrl firstName isVerified viewerIsFollowing',
        ),
        { query: 'shaped' },
        token,
      );
      await sameBothWays(
        benchSearch('venues', 'id name city state country address isVerified websiteUrl checkInCount'),
        { query: 'shaped' },
        token,
      );
    }
    const next = await relayQuery('search/__generated__/SearchIngredientResultsPaginationQuery.graphql.ts');
    const first = await sameBothWays(next, { query: 'sr', first: 1 }, viewerToken);
    const after = first.search.ingredients.pageInfo.endCursor as string;
    const second = await sameBothWays(next, { query: 'sr', first: 1, after }, viewerToken);
    expect(second.search.ingredients.edges).toHaveLength(1);
    expect(second.search.ingredients.edges[0].node.id).not.toBe(first.search.ingredients.edges[0].node.id);
    const cocktailPages = await relayQuery('search/__generated__/SearchCocktailResultsPaginationQuery.graphql.ts');
    for (const [, token] of tokens()) {
      const page = await sameBothWays(cocktailPages, { query: 'shaped', first: 2 }, token);
      await sameBothWays(cocktailPages, { query: 'shaped', first: 2, after: page.search.cocktails.pageInfo.endCursor }, token);
    }
  });

  it('answers every part of a search as text, page after page, as the Prisma path; what it does not read, graphql-js answers', async () => {
    const everything = `query E($query: String!, $first: Int, $after: String) { search(query: $query) {
      __typename query total: totalCount totalCountIsExact
      count: cocktails(first: 0) { totalCount totalCountIsExact pageInfo { hasNextPage endCursor } }
      cocktails(first: $first, after: $after) { __typename totalCount
        pageInfo { __typename hasNextPage hasPreviousPage startCursor endCursor }
        edges { __typename cursor rating node { __typename name } } }
      venues(first: $first, after: $after) { edges { cursor } pageInfo { startCursor endCursor hasNextPage } }
    } }`;
    for (const [, token] of tokens()) {
      let after: string | null = null;
      for (let page = 0; page < 10; page++) {
        const data = await sameBothWays(everything, { query: 'shaped', first: 2, after }, token);
        if (!data.search.cocktails.pageInfo.hasNextPage) break;
        after = data.search.cocktails.pageInfo.endCursor as string;
      }
      expect(after).not.toBeNull();
      // Past the end, and a page of none.
      await sameBothWays(everything, { query: 'shaped', first: 2, after: offsetToCursor(500) }, token);
      // No edge to build: the matching alone, whichever way answers it.
      await bothWays(everything, { query: 'shaped', first: 0 }, token);
    }
    // `last` and `before` need the count first, a negative `first` and a cursor of another kind are refused: graphql-js answers, with its errors.
    for (const [variables, refused] of [
      [{ query: 'shaped', first: -1 }, true],
      [{ query: 'shaped', first: 2, after: 'not a cursor' }, true],
      // A cursor or a query with a character no text column stores: refused, by graphql-js.
      [{ query: 'shaped', first: 2, after: `${offsetToCursor(1)}\u0000` }, true],
      [{ query: 'shaped\uD800', first: 2 }, true],
    ] as const) {
      const { text, prisma } = await bothWays(everything, variables, viewerToken);
      expect(text.text).toBe(false);
      expect(prisma.result.errors !== undefined).toBe(refused);
    }
    const backwards = `query B($query: String!) { search(query: $query) { cocktails(last: 1, before: "${offsetToCursor(2)}") { edges { cursor node { name } } } } }`;
    const { text } = await bothWays(backwards, { query: 'shaped' }, viewerToken);
    expect(text.text).toBe(false);
    expect(text.result.data!.search.cocktails.edges).toHaveLength(1);
  });

  it('leaves out a cocktail the viewer may not see even when the matching gave its id (made private between the two statements)', async () => {
    const [theirs, alpha] = await Promise.all([
      gw.prisma.cocktail.findFirstOrThrow({ where: { name: otherPrivate } }),
      gw.prisma.cocktail.findFirstOrThrow({ where: { name: '0 Shaped Alpha' } }),
    ]);
    const matches = vi
      .spyOn(Search.prototype, 'matches')
      .mockImplementation(async (kind) =>
        kind === 'cocktails' ? { ids: [theirs.id, alpha.id], count: 2, countIsExact: true } : NO_MATCHES,
      );
    try {
      const query = `query Q($query: String!) { search(query: $query) { cocktails(first: 5) { edges { rating node { name } } } } }`;
      // The Prisma path applies the rule in its WHERE too (it used to refuse the whole search: FORBIDDEN, data null).
      const prisma = await oneWay('prisma', query, { query: 'shaped' }, viewerToken);
      expect(prisma.result.errors).toBeUndefined();
      expect(prisma.result.data!.search.cocktails.edges).toEqual([{ rating: 4.5, node: { name: '0 Shaped Alpha' } }]);
      // The read path matches in SQL and builds the page in the same statement (one snapshot, the rule in the
      // matching and in the page's join): there is no "between", and the matching Search does is not asked.
      matches.mockClear();
      for (const way of ['text', 'objects'] as const) {
        const read = await oneWay(way, query, { query: 'shaped' }, viewerToken);
        expect(read.shaped).toBe(true);
        expect(read.count).toBe(1);
        expect(read.result.errors).toBeUndefined();
      }
      expect(matches).not.toHaveBeenCalled();
    } finally {
      matches.mockRestore();
    }
  });

  it('reads aliases and fragments under the node, and fields with rules of their own, with the same answer', async () => {
    const aliased = `query A($query: String!) { search(query: $query) {
      venues(first: 5) { totalCount list: edges { cursor at: node { __typename ...V } again: node { title: name city } } }
    } }
    fragment V on Venue { id databaseId name address websiteUrl }`;
    const data = await sameBothWays(aliased, { query: 'shaped' }, otherToken);
    expect(data.search.venues.list[0].at.__typename).toBe('Venue');
    // A member's email (a field with a rule of its own, emailVisibleWhere): built in SQL with its rule, one answer.
    const other = `query O($query: String!) { search(query: $query) { venues(first: 5) { edges { node { name upcomingEvents: __typename } } } people(first: 5) { edges { node { username email } } } } }`;
    const { shaped, prisma } = await bothWays(other, { query: 'shaped' }, viewerToken);
    expect(shaped.shaped).toBe(true);
    expect(shaped.body).toBe(prisma.body);
    // Whether the viewer's account speaks for a venue (venuesSpokenForWhere): read in SQL too, the same answer.
    // (No field of a row type is left unread: the schema would not build, gateway/read/coverage.ts.)
    const owned = `query U($query: String!) { search(query: $query) { venues(first: 5) { edges { node { name viewerIsOwner } } } } }`;
    const both = await bothWays(owned, { query: 'shaped' }, viewerToken);
    expect(both.shaped.shaped).toBe(true);
    expect(both.shaped.body).toBe(both.prisma.body);
  });
});

describe('answers written as the statement built them', () => {
  it('answers { __typename } as text without a statement, and a query with a root field it does not build by executing it', async () => {
    const typename = await oneWay('text', '{ __typename }', {}, null);
    expect(typename.body).toBe('{"data":{"__typename":"Query"}}');
    expect(typename.count).toBe(0);
    const aliased = await oneWay('text', 'query { root: __typename again: __typename }', {}, null);
    expect(aliased.body).toBe('{"data":{"root":"Query","again":"Query"}}');
    // The list beside a root field computed in JavaScript: graphql-js walks the objects built in SQL.
    const mixed = await sameBothWays(
      'query { taken: cocktailNameTaken(name: "0 Shaped Alpha") cocktails(first: 2) { edges { node { name } } } }',
      {},
      viewerToken,
      false,
    );
    expect(mixed.taken).toBe(true);
    // A mutation is always executed.
    const mutation = await oneWay('text', 'mutation { __typename }', {}, viewerToken);
    expect(mutation.body).toBe('{"data":{"__typename":"Mutation"}}');
  });

  it('refuses a variable that does not coerce as graphql-js does, and answers a skipped list as text', async () => {
    const query = 'query Q($first: Int, $show: Boolean!) { cocktails(first: $first) @include(if: $show) { totalCount } __typename }';
    const { text } = await bothWays(query, { first: 'many', show: true }, null);
    expect(text.result.errors?.[0].message).toMatch(/Variable "\$first" got invalid value "many"/);
    const skipped = await oneWay('text', query, { first: 2, show: false }, null);
    expect(skipped.body).toBe('{"data":{"__typename":"Query"}}');
  });

  it('writes no null where the schema promises a value: each column a non-null field reads is NOT NULL', async () => {
    // What is written as text is not checked by graphql-js, so a non-null field must read a column that
    // cannot be null (a list column Prisma reads NULL of as [] is written with coalesce: compile.ts).
    const columns = await gw.prisma.$queryRaw<Array<{ table_name: string; column_name: string; is_nullable: string }>>`
      SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`;
    const nullable = new Map(columns.map((column) => [`${column.table_name}.${column.column_name}`, column.is_nullable === 'YES']));
    const checked: string[] = [];
    for (const [key, reading] of recordedReadings()) {
      if (reading.kind !== 'column') continue;
      const [typename, fieldName] = key.split('.');
      const type = schema.getType(typename) as GraphQLObjectType | undefined;
      const field = type?.getFields()[fieldName];
      const model = readingOf(typename, '$model');
      if (!field || !isNonNullType(field.type) || model?.kind !== 'model') continue;
      const info = modelOf(gw.prisma, model.model);
      if (info.types[reading.field]?.isList) continue;
      expect(nullable.get(`${info.table}.${info.columns[reading.field]}`), key).toBe(false);
      checked.push(key);
    }
    expect(checked).toEqual(expect.arrayContaining(['Cocktail.name', 'CocktailIngredient.unit', 'User.username', 'User.profileType']));
  });

  it('answers any response key as the Prisma path, taking that path for one longer than a column name (63 bytes)', async () => {
    const long = `a${'b'.repeat(63)}`;
    for (const key of [long.slice(0, 63), long, 'o', 'row', 'id']) {
      const { text, prisma } = await bothWays(`{ cocktails(first: 2) { edges { node { ${key}: name } } } }`, {}, viewerToken);
      expect(prisma.result.errors).toBeUndefined();
      expect(text.shaped).toBe(key.length <= 63);
    }
  });
});
