// The API bench's scenarios, each asked of up to three servers: Repour, the peer (PostGraphile 5 over
// the same database, asked for the same rows and columns), and the floor (hand-written SQL through `pg`
// on a bare node:http server). Two kinds: the bench's own shapes (below: the fields the screens read,
// written as the bench's own documents, with a peer and a floor each), and the screens as the web client
// asks for them (bench/screens.ts: the Relay artifacts' text, with a peer where PostGraphile has an
// equivalent, and no floor). docs/benchmarks.md says how each peer query was made equivalent.
//
// Counts: Repour reads stored counters (cocktail_counts, users' counts); the peer reads the same columns
// by default, so both do the same count work. `peerCountsRows` (npm run bench -- --peer-counts rows)
// makes the peer count rows instead (totalCount), as an integrator's first query would.
import type pg from 'pg';
import { displayNameOf } from '../common/people';
import { type Account, type ScreenFixture, SCREENS, screenBody } from './screens';

/** What the bench looks up once in the bench database and hands to every server. */
export interface Fixture {
  /** The signed-in member: a barfly. */
  viewerId: number;
  /** The member with the most followers. */
  starId: number;
  starFollowers: number;
  /** A public cocktail with a venue, in the middle of the list. */
  detailId: number;
  /** How many cocktails the deep page skips, and the last row before it (the floor's keyset). */
  depth: number;
  deepKey: { name_search: string; id: number };
  /** The cursors each API gives for that position (asked of each API by offset, once). */
  deepCursor?: string;
  peerDeepCursor?: string;
  /** The screens' members and cocktail (bench/screens.ts). */
  screens?: ScreenFixture;
  /** The peer counts rows (totalCount) where Repour reads a stored counter. */
  peerCountsRows?: boolean;
}

/** A statement and its values, as pg's pool.query takes them. */
export type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

export interface Request {
  path: string;
  method: 'GET' | 'POST';
  body?: string;
  signedIn: boolean;
  /** Whose session: a screen's account, else the bench's member (fixture.viewerId). */
  as?: Account;
}

export interface Scenario {
  key: string;
  name: (fixture: Fixture) => string;
  repour: (fixture: Fixture) => Request;
  /** PostGraphile's GraphQL document and variables, where it has an equivalent. */
  peer?: (fixture: Fixture) => { query: string; variables?: Record<string, unknown> };
  /** The floor's answer, its statements sent through `query` (prepared by the floor's server: bench/servers/floor.ts). */
  floor?: (query: Query, fixture: Fixture) => Promise<unknown>;
}

const post = (query: string, variables: Record<string, unknown> = {}, signedIn = true): Request => ({
  path: '/graphql',
  method: 'POST',
  body: JSON.stringify({ query, variables }),
  signedIn,
});

// ---- Repour: the fields the screens read (web/src/features) ----------------------------------------

const CARD =
  'id databaseId name originalCreatorName creator { username } glassware classicEra likesCount repoursCount ingredients { brand ingredient { name } }';
export const listQuery = (count: boolean) => `query BenchList($after: String, $offset: Int) {
  cocktails(first: 100, after: $after, offset: $offset) { ${count ? 'totalCount ' : ''}pageInfo { hasNextPage endCursor } edges { node { ${CARD} } } }
}`;
const detailQuery = `query BenchDetail($databaseId: Int!) {
  cocktail(databaseId: $databaseId) {
    id databaseId name description photoUrl glassware garnish directions notes classicEra isMocktail categories type
    originalCreatorName sourceUrl year likesCount repoursCount viewerCanEdit
    venue { name city state country } creator { username }
    ingredients { amount unit brand note optional orderIndex ingredient { name category } }
  }
}`;
export const SEARCHES = {
  cocktails: {
    text: 'negroni',
    repour: 'node { id databaseId name description glassware garnish originalCreatorName creator { id displayName } }',
    peer: 'id rowId name description glassware garnish originalCreatorName userByCreatorId { id displayName firstName lastName username }',
  },
  ingredients: {
    text: 'vermouth',
    repour: 'node { id name category abv description variantCount }',
    peer: 'id rowId name category abv description ingredientsByParentId { totalCount }',
  },
  people: {
    text: 'garcia',
    repour: 'node { id databaseId displayName username profileType location bio specialties avatarUrl firstName }',
    peer: 'id rowId displayName firstName lastName username profileType location bio specialties avatarUrl',
  },
  venues: {
    text: 'tavern',
    repour: 'node { id name city state country address isVerified websiteUrl }',
    peer: 'id rowId name city state country address isVerified websiteUrl',
  },
} as const;
export type SearchKind = keyof typeof SEARCHES;
const PERSON = 'databaseId displayName firstName username avatarUrl profileType bio location';
const profileQuery = `query BenchProfile($databaseId: Int!) {
  user(databaseId: $databaseId) {
    id ${PERSON} lastName specialties badges isVerified cocktailCount viewerIsFollowing connectionCounts { followers following }
  }
}`;
const followersQuery = `query BenchFollowers($databaseId: Int!) {
  user(databaseId: $databaseId) { followers(first: 20) { totalCount pageInfo { hasNextPage endCursor } edges { connectedAt node { id ${PERSON} } } } }
}`;

// ---- PostGraphile: the same rows and columns, in its generated schema ------------------------------

const PEER_CARD =
  'id rowId name originalCreatorName userByCreatorId { username } glassware classicEra likesCount repoursCount cocktailIngredientsByCocktailId(orderBy: ORDER_INDEX_ASC) { nodes { brand ingredientByIngredientId { name } } }';
/** The visible total as Repour reads it: the stored counts (the viewer's private cocktails and the whole database's). */
const PEER_STORED_TOTAL = 'cocktailCountByRowId(rowId: 1) { publicCount } userByRowId(rowId: $viewer) { privateCocktailsCount }';
export const peerListQuery = (count: boolean, rows = false) =>
  count && !rows
    ? `query PeerList($after: Cursor, $offset: Int, $viewer: Int!) {
  allCocktails(first: 100, after: $after, offset: $offset, orderBy: [NAME_SEARCH_ASC, ROW_ID_ASC]) {
    pageInfo { hasNextPage endCursor } edges { node { ${PEER_CARD} } }
  }
  ${PEER_STORED_TOTAL}
}`
    : `query PeerList($after: Cursor, $offset: Int) {
  allCocktails(first: 100, after: $after, offset: $offset, orderBy: [NAME_SEARCH_ASC, ROW_ID_ASC]) {
    ${count ? 'totalCount ' : ''}pageInfo { hasNextPage endCursor } edges { node { ${PEER_CARD} } }
  }
}`;
const PEER_PERSON = 'rowId displayName firstName lastName username avatarUrl profileType bio location';

// ---- the floor's SQL --------------------------------------------------------------------------------

const visible = (fixture: Fixture) => `(c.visibility = 'public' OR c.creator_id = ${fixture.viewerId})`;
const cardSql = (fixture: Fixture, after: boolean) => `
  SELECT c.id, c.name, c.name_search, c.original_creator_name, u.username, c.glassware, c.classic_era, c.likes_count, c.repours_count,
    (SELECT coalesce(json_agg(json_build_object('brand', l.brand, 'name', i.name) ORDER BY l.order_index), '[]')
       FROM cocktail_ingredients l JOIN ingredients i ON i.id = l.ingredient_id WHERE l.cocktail_id = c.id) AS ingredients
  FROM cocktails c LEFT JOIN users u ON u.id = c.creator_id
  WHERE ${visible(fixture)} ${after ? 'AND (c.name_search, c.id) > ($1, $2)' : ''}
  ORDER BY c.name_search, c.id LIMIT 101`;
/** The visible total as hand-written SQL would read it: the counters the cocktails' triggers keep (decision 32). */
const countSql = (fixture: Fixture) =>
  `SELECT (c.public_count + coalesce((SELECT u.private_cocktails_count FROM users u WHERE u.id = ${fixture.viewerId}), 0))::int AS n
   FROM cocktail_counts c WHERE c.id = 1`;
async function listFloor(query: Query, fixture: Fixture, after: Fixture['deepKey'] | null, count: boolean) {
  const [page, total] = await Promise.all([
    after ? query(cardSql(fixture, true), [after.name_search, after.id]) : query(cardSql(fixture, false)),
    count ? query(countSql(fixture)) : null,
  ]);
  return { total: total?.rows[0].n, hasNextPage: page.rows.length > 100, cocktails: page.rows.slice(0, 100) };
}
const PERSON_SQL = 'u.id, u.display_name, u.first_name, u.last_name, u.username, u.avatar_url, u.profile_type, u.bio, u.location';
const named = <T extends { display_name: string | null; first_name: string; last_name: string; username: string }>(row: T) => ({
  ...row,
  displayName: displayNameOf({ displayName: row.display_name, firstName: row.first_name, lastName: row.last_name, username: row.username }),
});
/** The rows of a search page, by the ids the matching statement gave (the same statement for all three). */
export const SEARCH_ROWS_SQL: Record<SearchKind, string> = {
  cocktails: `SELECT c.id, c.name, c.description, c.glassware, c.garnish, c.original_creator_name, u.id AS creator_id, u.display_name, u.first_name, u.last_name, u.username
              FROM cocktails c LEFT JOIN users u ON u.id = c.creator_id WHERE c.id = ANY($1)`,
  ingredients: `SELECT i.id, i.name, i.category, i.abv, i.description, (SELECT count(*)::int FROM ingredients v WHERE v.parent_id = i.id) AS variant_count
                FROM ingredients i WHERE i.id = ANY($1)`,
  people: `SELECT ${PERSON_SQL}, u.specialties FROM users u WHERE u.id = ANY($1)`,
  venues: `SELECT v.id, v.name, v.city, v.state, v.country, v.address, v.is_verified, v.website_url FROM venues v WHERE v.id = ANY($1)`,
};

/** The statement that finds a search's matches (Repour's own, gateway/domain/search.ts), as plain SQL. */
export async function searchMatchSql(kind: SearchKind, viewerId: number): Promise<{ text: string; values: unknown[] }> {
  const { matchSql, searchTerms } = await import('../gateway/domain/search');
  const { Prisma } = await import('../gateway/generated/prisma/client');
  // The floor's own rule, hand-written as its other statements are (visible).
  const match = matchSql(kind, searchTerms(SEARCHES[kind].text)!, (of) =>
    of === 'cocktails' ? Prisma.raw(visible({ viewerId } as Fixture)) : Prisma.sql`true`,
  );
  return { text: match.text, values: match.values };
}

const searchScenario = (kind: SearchKind): Scenario => {
  let match: { text: string; values: unknown[] } | undefined;
  return {
    key: `search-${kind}`,
    name: () => `search ${kind} "${SEARCHES[kind].text}"`,
    repour: () =>
      post(
        `query BenchSearch($query: String!) { search(query: $query) { ${kind}(first: 20) { totalCount edges { ${SEARCHES[kind].repour} } } } }`,
        {
          query: SEARCHES[kind].text,
        },
      ),
    peer: () => {
      // Functions outside the first schema are named with their schema (bench/servers/postgraphile.ts).
      const field = `benchPeerSearch${kind[0].toUpperCase()}${kind.slice(1)}`;
      return { query: `{ ${field}(first: 20) { totalCount nodes { ${SEARCHES[kind].peer} } } }` };
    },
    floor: async (query, fixture) => {
      match ??= await searchMatchSql(kind, fixture.viewerId);
      const ids = (await query(match.text, match.values)).rows[0].ids as number[];
      const page = ids.slice(0, 20);
      const rows = (await query(SEARCH_ROWS_SQL[kind], [page])).rows as Array<{ id: number }>;
      const byId = new Map(rows.map((row) => [row.id, 'username' in row ? named(row as never) : row]));
      return { totalCount: ids.length, results: page.map((id) => byId.get(id)) };
    },
  };
};

const typename = (signedIn: boolean): Scenario => ({
  key: signedIn ? 'typename-member' : 'typename-anonymous',
  name: () => `{ __typename }, ${signedIn ? 'signed in' : 'anonymous'}`,
  repour: () => post('{ __typename }', {}, signedIn),
  peer: () => ({ query: '{ __typename }' }),
  // The floor of a request that reads nothing: node:http and JSON.
  floor: async () => ({ data: { __typename: 'Query' } }),
});

const list = (count: boolean, deep: boolean): Scenario => ({
  key: `${deep ? 'deep' : 'list'}${count ? '' : '-no-count'}`,
  name: (fixture) => `list, ${deep ? `page after ${fixture.depth}` : 'first page (100)'}${count ? ', with totalCount' : ''}`,
  repour: (fixture) => post(listQuery(count), deep ? { after: fixture.deepCursor } : {}),
  peer: (fixture) => ({
    query: peerListQuery(count, fixture.peerCountsRows),
    variables: {
      ...(deep ? { after: fixture.peerDeepCursor } : {}),
      ...(count && !fixture.peerCountsRows ? { viewer: fixture.viewerId } : {}),
    },
  }),
  floor: (query, fixture) => listFloor(query, fixture, deep ? fixture.deepKey : null, count),
});

export const SCENARIOS: Scenario[] = [
  typename(false),
  typename(true),
  list(true, false),
  list(false, false),
  list(true, true),
  {
    key: 'detail',
    name: () => 'cocktail detail',
    repour: (fixture) => post(detailQuery, { databaseId: fixture.detailId }),
    peer: (fixture) => ({
      query: `query PeerDetail($rowId: Int!) { cocktailByRowId(rowId: $rowId) {
        id rowId name description photoUrl glassware garnish directions notes classicEra isMocktail categories type
        originalCreatorName sourceUrl year likesCount repoursCount creatorId visibility
        venueByVenueId { name city state country } userByCreatorId { username }
        cocktailIngredientsByCocktailId(orderBy: ORDER_INDEX_ASC) { nodes { amount unit brand note optional orderIndex ingredientByIngredientId { name category } } }
      } }`,
      variables: { rowId: fixture.detailId },
    }),
    floor: async (query, fixture) => {
      const { rows } = await query(
        `SELECT c.*, json_build_object('name', v.name, 'city', v.city, 'state', v.state, 'country', v.country) AS venue, u.username,
           (SELECT coalesce(json_agg(json_build_object('amount', l.amount, 'unit', l.unit, 'brand', l.brand, 'note', l.note, 'optional', l.optional,
              'orderIndex', l.order_index, 'name', i.name, 'category', i.category) ORDER BY l.order_index), '[]')
            FROM cocktail_ingredients l JOIN ingredients i ON i.id = l.ingredient_id WHERE l.cocktail_id = c.id) AS ingredients
         FROM cocktails c LEFT JOIN venues v ON v.id = c.venue_id LEFT JOIN users u ON u.id = c.creator_id
         WHERE c.id = $1 AND ${visible(fixture)}`,
        [fixture.detailId],
      );
      return { ...rows[0], viewerCanEdit: rows[0].creator_id === fixture.viewerId };
    },
  },
  ...(Object.keys(SEARCHES) as SearchKind[]).map(searchScenario),
  {
    key: 'profile',
    name: () => 'profile',
    repour: (fixture) => post(profileQuery, { databaseId: fixture.starId }),
    peer: (fixture) => ({
      // cocktailCount: the member's public cocktails (the viewer is not them), stored; or all their cocktails counted (as before).
      query: `query PeerProfile($rowId: Int!, $viewer: Int!) { userByRowId(rowId: $rowId) {
        id ${PEER_PERSON} specialties badges isVerified followersCount followingCount
        ${fixture.peerCountsRows ? 'cocktailsByCreatorId { totalCount }' : 'publicCocktailsCount'}
        followsByFollowingId(condition: { followerId: $viewer }) { totalCount }
      } }`,
      variables: { rowId: fixture.starId, viewer: fixture.viewerId },
    }),
    floor: async (query, fixture) => {
      const { rows } = await query(
        `SELECT ${PERSON_SQL}, u.specialties, u.badges, u.is_verified, u.followers_count, u.following_count,
           (SELECT count(*)::int FROM cocktails c WHERE c.creator_id = u.id AND ${visible(fixture)}) AS cocktail_count,
           EXISTS (SELECT 1 FROM follows f WHERE f.following_id = u.id AND f.follower_id = $2) AS viewer_is_following
         FROM users u WHERE u.id = $1`,
        [fixture.starId, fixture.viewerId],
      );
      return named(rows[0]);
    },
  },
  {
    key: 'followers',
    name: (fixture) => `followers (20 of ${fixture.starFollowers})`,
    repour: (fixture) => post(followersQuery, { databaseId: fixture.starId }),
    peer: (fixture) => ({
      query: `query PeerFollowers($rowId: Int!) { userByRowId(rowId: $rowId) {
        ${fixture.peerCountsRows ? '' : 'followersCount'}
        followsByFollowingId(first: 20, orderBy: [CREATED_AT_DESC, FOLLOWER_ID_ASC]) {
          ${fixture.peerCountsRows ? 'totalCount' : ''} pageInfo { hasNextPage endCursor } edges { node { createdAt userByFollowerId { id ${PEER_PERSON} } } }
        }
      } }`,
      variables: { rowId: fixture.starId },
    }),
    floor: async (query, fixture) => {
      const { rows } = await query(
        `SELECT f.created_at, ${PERSON_SQL}, (SELECT followers_count FROM users WHERE id = $1) AS total
         FROM follows f JOIN users u ON u.id = f.follower_id WHERE f.following_id = $1
         ORDER BY f.created_at DESC, f.follower_id LIMIT 21`,
        [fixture.starId],
      );
      return { totalCount: rows[0]?.total ?? 0, hasNextPage: rows.length > 20, followers: rows.slice(0, 20).map(named) };
    },
  },
  {
    key: 'api-list',
    name: () => '/api/cocktails (page 2 of 20)',
    repour: () => ({ path: '/api/cocktails?page=2&include_ingredients=true', method: 'GET', signedIn: true }),
    peer: (fixture) => ({
      query: `query PeerApiList${fixture.peerCountsRows ? '' : '($viewer: Int!)'} {
        ${fixture.peerCountsRows ? '' : PEER_STORED_TOTAL}
        allCocktails(first: 20, offset: 20, orderBy: [NAME_SEARCH_ASC, ROW_ID_ASC]) { ${fixture.peerCountsRows ? 'totalCount' : ''} nodes {
        rowId name description photoUrl glassware garnish directions notes classicEra isMocktail categories type visibility
        originalCreatorName sourceUrl year likesCount repoursCount createdAt updatedAt
        userByCreatorId { rowId username } venueByVenueId { name city state country }
        cocktailIngredientsByCocktailId(orderBy: ORDER_INDEX_ASC) { nodes { amount unit brand note orderIndex ingredientByIngredientId { name } } }
      } } }`,
      variables: fixture.peerCountsRows ? {} : { viewer: fixture.viewerId },
    }),
    floor: async (query, fixture) => {
      const [page, total] = await Promise.all([
        query(
          `SELECT c.*, u.id AS creator_id, u.username, json_build_object('name', v.name, 'city', v.city, 'state', v.state, 'country', v.country) AS venue,
             (SELECT coalesce(json_agg(json_build_object('amount', l.amount, 'unit', l.unit, 'brand', l.brand, 'note', l.note,
                'order_index', l.order_index, 'name', i.name) ORDER BY l.order_index), '[]')
              FROM cocktail_ingredients l JOIN ingredients i ON i.id = l.ingredient_id WHERE l.cocktail_id = c.id) AS ingredients
           FROM cocktails c LEFT JOIN users u ON u.id = c.creator_id LEFT JOIN venues v ON v.id = c.venue_id
           WHERE ${visible(fixture)} ORDER BY c.name_search, c.id LIMIT 20 OFFSET 20`,
        ),
        query(countSql(fixture)),
      ]);
      const totalCount = total.rows[0].n as number;
      return { cocktails: page.rows, pagination: { total: totalCount, page: 2, pages: Math.ceil(totalCount / 20) } };
    },
  },
];

/** The screens as scenarios: Repour asked the client's own operation, the peer where it has an equivalent, no floor. */
export function screenScenarios(): Scenario[] {
  return SCREENS.map((screen) => ({
    key: screen.key,
    name: () => `${screen.name} (${screen.operation.params.name})`,
    repour: (fixture) => ({ path: '/graphql', method: 'POST', body: screenBody(screen, fixture.screens!), signedIn: true, as: screen.as }),
    peer: screen.peer && ((fixture) => screen.peer!(fixture.screens!)),
  }));
}
