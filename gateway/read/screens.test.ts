// Every screen's own query (the web client's compiled operation, as Relay sends it), asked by each kind
// of member and signed out, answers the same bytes whichever way it is read: the read path's text
// (decision 0065), objects built in SQL that graphql-js walks, and the Prisma path with every resolver
// applying its rule in JavaScript. A rule written in two places that disagree, or a field read otherwise
// than its resolver reads it, shows here as a difference.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { inWay, type Way } from '../testing/read-ways';

/** A screen's query text, from its Relay artifact. */
function screenQuery(feature: string, name: string): string {
  const source = readFileSync(new URL(`../../web/src/features/${feature}/__generated__/${name}.graphql.ts`, import.meta.url), 'utf8');
  return JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(source)![1]) as string;
}

let gw: TestGateway;

async function oneWay(way: Way, query: string, variables: Record<string, unknown>, token: string | null) {
  const { result: body, statements } = await inWay(way, () =>
    gw.recordQueries(async () => {
      const response = await gw.app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return response.text();
    }),
  );
  return { body, statements: statements.filter((sql) => !/FROM "public"\."sessions"/.test(sql)).length };
}

interface Viewer {
  kind: string;
  token: string | null;
  id: number | null;
}

const viewers: Viewer[] = [];
let ownerId = 0;
let privateCocktailId = 0;
let publicCocktailId = 0;
let gigId = 0;

beforeAll(async () => {
  gw = await setupTestGateway();
  viewers.push({ kind: 'signed out', token: null, id: null });
  for (const profileType of ['user', 'bartender', 'bar', 'brand', 'admin'] as const) {
    const { user, token } = await gw.signedInMember({ profileType, isAdmin: profileType === 'admin' });
    viewers.push({ kind: profileType, token, id: user.id });
  }
  // The owner of a private and a public cocktail, followed by the barfly, who likes the public one.
  const owner = viewers.find((viewer) => viewer.kind === 'bartender')!;
  ownerId = owner.id!;
  const create = `mutation($input: CocktailInput!) { createCocktail(input: $input) { ... on CocktailPayload { cocktail { databaseId id } } } }`;
  const made = async (name: string, visibility: string) =>
    (
      await gw.graphql<any>(
        create,
        { input: { name, visibility, ingredients: [{ ingredient: 'Gin', amount: 2, unit: 'oz' }] } },
        { token: owner.token },
      )
    ).data!.createCocktail.cocktail;
  const hidden = await made('Screens Private Sour', 'private');
  const shown = await made('Screens Public Sour', 'public');
  privateCocktailId = hidden.databaseId;
  publicCocktailId = shown.databaseId;
  const barfly = viewers.find((viewer) => viewer.kind === 'user')!;
  const ownerGlobal = Buffer.from(`User:${ownerId}`).toString('base64');
  await gw.graphql(
    `mutation($input: FollowInput!) { follow(input: $input) { __typename } }`,
    { input: { userId: ownerGlobal } },
    { token: barfly.token },
  );
  await gw.graphql(
    `mutation($input: LikeCocktailInput!) { likeCocktail(input: $input) { __typename } }`,
    { input: { cocktailId: shown.id } },
    { token: barfly.token },
  );
  gigId = (await gw.prisma.gig.findFirst({ select: { id: true } }))?.id ?? 0;
  // The barfly's shelf holds gin: the public sour is "Can make now" for them (the private one is not theirs).
  const gin = await gw.prisma.ingredient.findFirstOrThrow({ where: { nameSearch: 'gin' }, select: { id: true } });
  await gw.prisma.shelfItem.create({ data: { userId: barfly.id!, ingredientId: gin.id } });
}, 120_000);

afterAll(async () => {
  await gw?.close();
});

/** The screens, with the variables each is opened with. */
function screens(viewer: Viewer): Array<[string, string, Record<string, unknown>]> {
  const own = {
    bartender: viewer.kind === 'bartender',
    barfly: viewer.kind === 'user',
    bar: viewer.kind === 'bar',
    brand: viewer.kind === 'brand',
    events: viewer.kind === 'bar' || viewer.kind === 'brand',
    admin: viewer.kind === 'admin',
  };
  return [
    ['cocktails', 'CocktailDetailPageQuery', { databaseId: privateCocktailId }],
    ['cocktails', 'CocktailDetailPageQuery', { databaseId: publicCocktailId }],
    ['cocktails', 'CocktailDetailPageQuery', { databaseId: 1 }],
    ['cocktails', 'CocktailListPageQuery', { first: 20, filter: null }],
    // My Bar's lists: the shelf's filters, alone and with the list's search.
    ['cocktails', 'CocktailListPageQuery', { first: 20, filter: null, shelf: 'can_make', withShelf: true }],
    ['cocktails', 'CocktailListPageQuery', { first: 20, filter: { search: 'sour' }, shelf: 'missing_one', withShelf: true }],
    ['profile', 'PublicProfilePageQuery', { id: ownerId }],
    ['profile', 'OwnProfilePageQuery', own],
    ['connections', 'ConnectionsPageQuery', { userId: ownerId, first: 20, followers: true }],
    ['connections', 'ConnectionsPageQuery', { userId: ownerId, first: 20, followers: false }],
    ['check-ins', 'CheckInsPageQuery', { first: 20 }],
    ['feed', 'FeedPageQuery', { first: 10, top10First: 10 }],
    ['feed', 'WeeklyTop10PageQuery', {}],
    ['notifications', 'NotificationsPageQuery', { first: 20 }],
    ['gigs', 'GigsPageQuery', { city: null, role: null, first: 20, poster: own.bar || own.brand }],
    ['gigs', 'GigPageQuery', { databaseId: gigId }],
    ['events', 'EventsPageQuery', { first: 20, city: null, from: null, to: null }],
    ['people', 'PeoplePageQuery', { city: null, role: null, specialty: null, first: 20 }],
    ['search', 'SearchPageQuery', { query: 'sour', first: 10 }],
    ['admin', 'AdminReportsPageQuery', { first: 20, status: null }],
  ];
}

describe('every screen, as each kind of member', () => {
  it('answers the same bytes read as text, as objects in SQL and through Prisma', async () => {
    for (const viewer of viewers) {
      for (const [feature, name, variables] of screens(viewer)) {
        const query = screenQuery(feature, name);
        const prisma = await oneWay('prisma', query, variables, viewer.token);
        const objects = await oneWay('objects', query, variables, viewer.token);
        const text = await oneWay('text', query, variables, viewer.token);
        const what = `${name} ${JSON.stringify(variables)} as ${viewer.kind}`;
        expect(objects.body, what).toBe(prisma.body);
        expect(text.body, what).toBe(prisma.body);
        // Each screen in at most 2 statements.
        expect(text.statements, what).toBeLessThanOrEqual(2);
      }
    }
  }, 300_000);

  it('shows a private cocktail to its owner and admins only, on the detail screen', async () => {
    const query = screenQuery('cocktails', 'CocktailDetailPageQuery');
    const seen: string[] = [];
    for (const viewer of viewers) {
      const { body } = await oneWay('text', query, { databaseId: privateCocktailId }, viewer.token);
      if ((JSON.parse(body) as { data: { cocktail: unknown } }).data.cocktail) seen.push(viewer.kind);
    }
    expect(seen.sort()).toEqual(['admin', 'bartender']);
  });
});
