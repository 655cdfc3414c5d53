// The screens members see, each as the web client asks for it: the operation text Relay compiled into the
// screen's query artifact (web/src/**/__generated__/*.graphql.ts, `params.text`; relay.config.js persists
// nothing, so this text is exactly what the browser posts), with the variables the route's loader passes,
// signed in as a member of the account type the screen is for. bench/api.ts loads each against the server;
// bench/screens.test.ts runs each once and fails on any error, so the bench never measures an error page.
//
// Where PostGraphile can answer the same question with its generated schema, the screen carries the peer's
// query: the same rows and columns, the viewer's own flags (liked, re-poured, following) read the same way,
// and counts read from the same stored counters Repour reads (cocktail_counts, users' counts), never
// counted on one side only. Screens whose answer needs rules PostGraphile's schema has not got (the feed of
// followed members' re-pours, matching gigs, search, visibility of profiles' lists) have no peer.
import type pg from 'pg';
import type { ConcreteRequest } from 'relay-runtime';
import { CONNECTIONS_PAGE_SIZE } from '../common/connections';
import { FEED_LIMIT, LIST_PAGE_SIZE } from '../common/constants';
import { EVENTS_PAGE_SIZE } from '../common/events';
import { GIGS_PAGE_SIZE } from '../common/gigs';
import { NOTIFICATIONS_PAGE_SIZE } from '../common/notifications';
import { WEEKLY_TOP10_FEED_SIZE, WEEKLY_TOP10_SIZE } from '../common/weekly-top10';
import CocktailDetailPageQuery from '../web/src/features/cocktails/__generated__/CocktailDetailPageQuery.graphql';
import CocktailListPageQuery from '../web/src/features/cocktails/__generated__/CocktailListPageQuery.graphql';
import EventsPageQuery from '../web/src/features/events/__generated__/EventsPageQuery.graphql';
import FeedPageQuery from '../web/src/features/feed/__generated__/FeedPageQuery.graphql';
import WeeklyTop10PageQuery from '../web/src/features/feed/__generated__/WeeklyTop10PageQuery.graphql';
import GigsPageQuery from '../web/src/features/gigs/__generated__/GigsPageQuery.graphql';
import NotificationsPageQuery from '../web/src/features/notifications/__generated__/NotificationsPageQuery.graphql';
import PeoplePageQuery from '../web/src/features/people/__generated__/PeoplePageQuery.graphql';
import ConnectionsPageQuery from '../web/src/features/connections/__generated__/ConnectionsPageQuery.graphql';
import OwnProfilePageQuery from '../web/src/features/profile/__generated__/OwnProfilePageQuery.graphql';
import PublicProfilePageQuery from '../web/src/features/profile/__generated__/PublicProfilePageQuery.graphql';
import SearchPageQuery from '../web/src/features/search/__generated__/SearchPageQuery.graphql';

/** How many ingredients the bench barfly's shelf holds (issue 41: "with a shelf of 40 ingredients"). */
export const BENCH_SHELF_SIZE = 40;

/** The account types, as the app names them (profile_type user, bartender, bar, brand). */
export const ACCOUNTS = ['barfly', 'bartender', 'venue', 'brand'] as const;
export type Account = (typeof ACCOUNTS)[number];
const PROFILE_TYPE: Record<Account, string> = { barfly: 'user', bartender: 'bartender', venue: 'bar', brand: 'brand' };

/** What the screens are asked about: picked once from the bench database. */
export interface ScreenFixture {
  /** The member signed in for each account type's screens: active (cocktails, follows, an inbox...). */
  viewers: Record<Account, number>;
  /** Another active member of each type, whose public profile the barfly opens. */
  profiles: Record<Account, number>;
  /** A public cocktail with reviews, at a venue, half way down the ids. */
  cocktailId: number;
  /** The member with the most followers (every other member follows them). */
  starId: number;
}

/** Search's text on the search screen: a cocktail name, so each kind's page has something to show. */
export const SEARCH_TEXT = 'negroni';
/** web/src/features/search/SearchPage.tsx's PAGE_SIZE and people/PeopleResults.tsx's PEOPLE_PAGE_SIZE (React modules: not imported here). */
const SEARCH_PAGE_SIZE = 20;
const PEOPLE_PAGE_SIZE = 20;

export interface Screen {
  key: string;
  name: string;
  operation: ConcreteRequest;
  /** Whose session the request carries. */
  as: Account;
  variables: (fixture: ScreenFixture) => Record<string, unknown>;
  /** PostGraphile's query for the same answer, where its schema has one. */
  peer?: (fixture: ScreenFixture) => { query: string; variables: Record<string, unknown> };
}

/** The body the client posts (web/src/relay/fetch-graphql.ts): the artifact's text, its name, the variables. */
export function screenBody(screen: Screen, fixture: ScreenFixture): string {
  return JSON.stringify({
    query: screen.operation.params.text,
    operationName: screen.operation.params.name,
    variables: screen.variables(fixture),
  });
}

/** OwnProfilePage's variablesFor(): the role views of the signed-in account (no admin here). */
function ownProfileVariables(account: Account) {
  return {
    bartender: account === 'bartender',
    barfly: account === 'barfly',
    bar: account === 'venue',
    brand: account === 'brand',
    events: account === 'venue' || account === 'brand',
    admin: false,
  };
}

// ---- PostGraphile's equivalents ---------------------------------------------------------------------

/** The viewer's own flags on a cocktail, as PostGraphile reads them: their rows, by condition. */
const PEER_VIEWER_FLAGS = `viewerLikes: cocktailLikesByCocktailId(condition: { userId: $viewer }) { totalCount }
  viewerRepours: repoursByCocktailId(condition: { userId: $viewer }) { totalCount }`;
/** PostGraphile's orderBy for each of the list's sorts (decision 0078): the same keys, ties by id. */
const PEER_ORDERS: Record<string, string> = {
  name: 'NAME_SEARCH_ASC, ROW_ID_ASC',
  newest: 'CREATED_AT_DESC, ROW_ID_DESC',
  top_rated: 'RATING_AVERAGE_DESC, RATING_COUNT_DESC, ROW_ID_DESC',
  most_liked: 'LIKES_COUNT_DESC, ROW_ID_DESC',
  most_repoured: 'REPOURS_COUNT_DESC, ROW_ID_DESC',
};
const PEER_LIST_SORTED = (sort: string) => `query PeerListScreen($viewer: Int!) {
  allCocktails(first: ${LIST_PAGE_SIZE}, orderBy: [${PEER_ORDERS[sort]}]) {
    edges { cursor node {
      id rowId name originalCreatorName userByCreatorId { id username } glassware classicEra likesCount visibility repoursCount
      ${PEER_VIEWER_FLAGS}
      cocktailIngredientsByCocktailId(orderBy: ORDER_INDEX_ASC) { nodes { brand ingredientByIngredientId { id name } } }
    } }
    pageInfo { endCursor hasNextPage }
  }
  # totalCount and databaseTotalCount as Repour reads them: the stored counts, not a count of rows.
  cocktailCountByRowId(rowId: 1) { publicCount privateCount }
  userByRowId(rowId: $viewer) { id privateCocktailsCount }
}`;
const PEER_LIST = PEER_LIST_SORTED('name');
const PEER_DETAIL = `query PeerDetailScreen($rowId: Int!, $viewer: Int!) {
  cocktailByRowId(rowId: $rowId) {
    id rowId name photoUrl glassware garnish directions notes classicEra isMocktail categories type visibility
    originalCreatorName sourceUrl year likesCount repoursCount ratingCount ratingSum creatorId
    venueByVenueId { id name city state country } userByCreatorId { id username }
    ${PEER_VIEWER_FLAGS}
    cocktailIngredientsByCocktailId(orderBy: ORDER_INDEX_ASC) { nodes { amount unit brand note optional ingredientByIngredientId { id name } } }
    viewerReview: cocktailReviewsByCocktailId(condition: { userId: $viewer }) { nodes { id rating text } }
    cocktailReviewsByCocktailId(first: 10, orderBy: ROW_ID_DESC) {
      edges { cursor node { id rating text createdAt updatedAt userByUserId { id displayName firstName lastName username profileType isVerified verifiedPosition } } }
      pageInfo { endCursor hasNextPage }
    }
  }
}`;
const PEER_TOP10 = (first: number) => `query PeerTop10Screen {
  weeklyTop10PeriodByPeriod(period: "rolling") {
    computedAt
    weeklyTop10EntriesByPeriod(first: ${first}, orderBy: RANK_ASC) {
      nodes { rank likes repours cocktailByCocktailId { id rowId name glassware photoUrl isMocktail visibility } }
    }
  }
}`;
const PEER_PERSON = 'id rowId displayName firstName lastName username avatarUrl profileType isVerified verifiedPosition bio location';
const PEER_NOTIFICATIONS = `query PeerNotificationsScreen($viewer: Int!) {
  userByRowId(rowId: $viewer) {
    id
    # Both count the viewer's unread rows (Repour stops at 100).
    unread: notificationsByRecipientId(condition: { readAt: null }) { totalCount }
    notificationsByRecipientId(first: ${NOTIFICATIONS_PAGE_SIZE}, orderBy: [NOTIFIED_AT_DESC, ROW_ID_DESC]) {
      edges { cursor node {
        id kind readAt notifiedAt
        userByActorId { id rowId displayName firstName lastName username avatarUrl }
        cocktailByCocktailId { id rowId name photoUrl }
        cocktailReviewByReviewId { id rating }
        verificationRequestByVerificationRequestId { id position organizationName status }
        gigByGigId { id rowId title }
      } }
      pageInfo { endCursor hasNextPage }
    }
  }
}`;
const PEER_CONNECTIONS = (followers: boolean) => `query PeerConnectionsScreen($rowId: Int!) {
  userByRowId(rowId: $rowId) {
    id
    ${followers ? 'followsByFollowingId' : 'followsByFollowerId'}(first: ${CONNECTIONS_PAGE_SIZE}, orderBy: [CREATED_AT_DESC, ${followers ? 'FOLLOWER_ID_ASC' : 'FOLLOWING_ID_ASC'}]) {
      edges { cursor node { createdAt ${followers ? 'userByFollowerId' : 'userByFollowingId'} { ${PEER_PERSON} } } }
      pageInfo { endCursor hasNextPage }
    }
  }
}`;

// ---- the screens ------------------------------------------------------------------------------------

export const SCREENS: Screen[] = [
  {
    key: 'app-list',
    name: 'list of 100 cards',
    operation: CocktailListPageQuery,
    as: 'barfly',
    variables: () => ({ first: LIST_PAGE_SIZE, filter: null }),
    peer: (fixture) => ({ query: PEER_LIST, variables: { viewer: fixture.viewers.barfly } }),
  },
  // The list in each of its other orders, as the filter sheet's "Sort by" asks for it.
  ...(['newest', 'top_rated', 'most_liked', 'most_repoured'] as const).map((sort): Screen => ({
    key: `app-list-${sort}`,
    name: `list of 100 cards, ${sort}`,
    operation: CocktailListPageQuery,
    as: 'barfly',
    variables: () => ({ first: LIST_PAGE_SIZE, filter: null, sort }),
    peer: (fixture) => ({ query: PEER_LIST_SORTED(sort), variables: { viewer: fixture.viewers.barfly } }),
  })),
  // "Can make now" and "Missing one" (issue 41, decision 0076): the list's own query with the shelf's
  // filter, for the barfly whose shelf lookUpScreens stocks with the 40 base ingredients most recipes use.
  {
    key: 'app-can-make',
    name: `list: can make now (shelf of ${BENCH_SHELF_SIZE})`,
    operation: CocktailListPageQuery,
    as: 'barfly',
    variables: () => ({ first: LIST_PAGE_SIZE, filter: null, shelf: 'can_make', withShelf: true }),
  },
  {
    key: 'app-missing-one',
    name: `list: missing one (shelf of ${BENCH_SHELF_SIZE})`,
    operation: CocktailListPageQuery,
    as: 'barfly',
    variables: () => ({ first: LIST_PAGE_SIZE, filter: null, shelf: 'missing_one', withShelf: true }),
  },
  {
    key: 'app-detail',
    name: 'cocktail detail',
    operation: CocktailDetailPageQuery,
    as: 'barfly',
    variables: (fixture) => ({ databaseId: fixture.cocktailId }),
    peer: (fixture) => ({ query: PEER_DETAIL, variables: { rowId: fixture.cocktailId, viewer: fixture.viewers.barfly } }),
  },
  ...ACCOUNTS.map((account): Screen => ({
    key: `app-own-${account}`,
    name: `own profile, ${account}`,
    operation: OwnProfilePageQuery,
    as: account,
    variables: () => ownProfileVariables(account),
  })),
  ...ACCOUNTS.map((account): Screen => ({
    key: `app-public-${account}`,
    name: `public profile of a ${account}`,
    operation: PublicProfilePageQuery,
    as: 'barfly',
    variables: (fixture) => ({ id: fixture.profiles[account] }),
  })),
  {
    key: 'app-search',
    name: `search "${SEARCH_TEXT}"`,
    operation: SearchPageQuery,
    as: 'barfly',
    variables: () => ({ query: SEARCH_TEXT, first: SEARCH_PAGE_SIZE }),
  },
  {
    key: 'app-home',
    name: 'home (feed)',
    operation: FeedPageQuery,
    as: 'barfly',
    variables: () => ({ first: FEED_LIMIT, top10First: WEEKLY_TOP10_FEED_SIZE }),
  },
  {
    key: 'app-notifications',
    name: 'notifications',
    operation: NotificationsPageQuery,
    as: 'barfly',
    variables: () => ({ first: NOTIFICATIONS_PAGE_SIZE }),
    peer: (fixture) => ({ query: PEER_NOTIFICATIONS, variables: { viewer: fixture.viewers.barfly } }),
  },
  {
    key: 'app-top10',
    name: 'Weekly Top 10',
    operation: WeeklyTop10PageQuery,
    as: 'barfly',
    variables: () => ({ first: WEEKLY_TOP10_SIZE }),
    peer: () => ({ query: PEER_TOP10(WEEKLY_TOP10_SIZE), variables: {} }),
  },
  {
    key: 'app-people',
    name: 'Find People (venue)',
    operation: PeoplePageQuery,
    as: 'venue',
    variables: () => ({ city: null, role: null, specialty: null, first: PEOPLE_PAGE_SIZE }),
  },
  {
    key: 'app-gigs',
    name: 'gigs (bartender)',
    operation: GigsPageQuery,
    as: 'bartender',
    // A bartender: no "Your gigs" (web/src/features/gigs/GigsPage.tsx asks for it of venue and brand accounts).
    variables: () => ({ city: null, role: null, first: GIGS_PAGE_SIZE, poster: false }),
  },
  {
    key: 'app-events',
    name: 'events',
    operation: EventsPageQuery,
    as: 'barfly',
    // "Every city, any date" (web/src/features/events/event-filters.ts eventsVariables(NO_FILTER)).
    variables: () => ({ first: EVENTS_PAGE_SIZE, city: null, from: null, to: null }),
  },
  {
    key: 'app-followers',
    name: 'followers of the most followed member',
    operation: ConnectionsPageQuery,
    as: 'barfly',
    variables: (fixture) => ({ userId: fixture.starId, first: CONNECTIONS_PAGE_SIZE, followers: true }),
    peer: (fixture) => ({ query: PEER_CONNECTIONS(true), variables: { rowId: fixture.starId } }),
  },
  {
    key: 'app-following',
    name: 'following, own',
    operation: ConnectionsPageQuery,
    as: 'barfly',
    variables: (fixture) => ({ userId: fixture.viewers.barfly, first: CONNECTIONS_PAGE_SIZE, followers: false }),
    peer: (fixture) => ({ query: PEER_CONNECTIONS(false), variables: { rowId: fixture.viewers.barfly } }),
  },
];

/**
 * What makes a member of each type an active one, each condition one point: the members with the most
 * points are the candidates (at small scales not every condition can be met).
 */
const ACTIVE: Record<Account, string[]> = {
  barfly: [
    'u.following_count >= 5',
    'u.public_cocktails_count >= 1',
    '(SELECT count(*) FROM cocktail_likes l WHERE l.user_id = u.id) >= 5',
    'EXISTS (SELECT 1 FROM repours r WHERE r.user_id = u.id)',
    'EXISTS (SELECT 1 FROM cocktail_reviews r WHERE r.user_id = u.id)',
    'EXISTS (SELECT 1 FROM check_ins c WHERE c.user_id = u.id)',
    '(SELECT count(*) FROM notifications n WHERE n.recipient_id = u.id) >= 20',
    // Someone they follow re-poured something: the feed has a section to show.
    'EXISTS (SELECT 1 FROM follows f JOIN repours r ON r.user_id = f.following_id WHERE f.follower_id = u.id)',
  ],
  bartender: [
    'u.public_cocktails_count >= 1',
    'EXISTS (SELECT 1 FROM work_entries w WHERE w.user_id = u.id)',
    'EXISTS (SELECT 1 FROM open_to_work o WHERE o.user_id = u.id)',
    'EXISTS (SELECT 1 FROM achievements a WHERE a.user_id = u.id)',
    '(SELECT count(*) FROM notifications n WHERE n.recipient_id = u.id) >= 10',
  ],
  venue: [
    'EXISTS (SELECT 1 FROM venues v WHERE v.owner_id = u.id AND EXISTS (SELECT 1 FROM work_entries w WHERE w.venue_id = v.id))',
    'EXISTS (SELECT 1 FROM events e WHERE e.owner_id = u.id)',
    'EXISTS (SELECT 1 FROM gigs g WHERE g.poster_id = u.id)',
    'EXISTS (SELECT 1 FROM venues v JOIN venue_awards a ON a.venue_id = v.id WHERE v.owner_id = u.id)',
  ],
  brand: [
    'EXISTS (SELECT 1 FROM events e WHERE e.owner_id = u.id)',
    'EXISTS (SELECT 1 FROM campaigns c WHERE c.brand_user_id = u.id)',
    'EXISTS (SELECT 1 FROM partnerships p WHERE p.brand_user_id = u.id)',
    'EXISTS (SELECT 1 FROM achievements a WHERE a.user_id = u.id)',
  ],
};

/** Picks the screens' members and cocktail from the bench database. */
export async function lookUpScreens(pool: Pick<pg.Pool, 'query'>): Promise<ScreenFixture> {
  const one = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0] as T | undefined;
  const star = await one<{ id: number }>('SELECT id FROM users ORDER BY followers_count DESC, id LIMIT 1');
  if (!star) throw new Error('the bench database has no members: run npm run bench:data');
  const viewers = {} as Record<Account, number>;
  const profiles = {} as Record<Account, number>;
  for (const account of ACCOUNTS) {
    // Among the most active, one in the top twentieth by followers (active, not one of the famous few);
    // the profile is the next one.
    const { rows } = await pool.query<{ id: number }>(
      `WITH scored AS (
         SELECT u.id, u.followers_count, ${ACTIVE[account].map((condition) => `(${condition})::int`).join(' + ')} AS score
         FROM users u WHERE u.profile_type = $1 AND NOT u.is_admin AND u.id <> $2
       )
       SELECT id FROM scored ORDER BY score DESC, followers_count DESC, id
       OFFSET (SELECT count(*) FROM scored WHERE score = (SELECT max(score) FROM scored)) / 20 LIMIT 2`,
      [PROFILE_TYPE[account], star.id],
    );
    if (rows.length < 2) throw new Error(`the bench database has fewer than two ${account} accounts: run npm run bench:data`);
    viewers[account] = rows[0].id;
    profiles[account] = rows[1].id;
  }
  // The barfly's shelf: the 40 base ingredients most recipes use, a well-stocked home bar (the bench
  // data gives members no shelf; this is idempotent).
  await pool.query(
    `INSERT INTO shelf_items (user_id, ingredient_id)
     SELECT $1, i.id FROM ingredients i JOIN cocktail_ingredients l ON l.ingredient_id = i.id
     WHERE i.parent_id IS NULL GROUP BY i.id ORDER BY count(*) DESC, i.id LIMIT $2
     ON CONFLICT DO NOTHING`,
    [viewers.barfly, BENCH_SHELF_SIZE],
  );
  const reviewed = await one<{ n: number }>(
    `SELECT count(*)::int AS n FROM cocktails WHERE visibility = 'public' AND venue_id IS NOT NULL AND rating_count >= 3`,
  );
  const cocktail = await one<{ id: number }>(
    `SELECT id FROM cocktails WHERE visibility = 'public' AND venue_id IS NOT NULL AND rating_count >= 3 ORDER BY id OFFSET $1 LIMIT 1`,
    [Math.floor((reviewed?.n ?? 0) / 2)],
  );
  if (!cocktail) throw new Error('the bench database has no reviewed public cocktail at a venue: run npm run bench:data');
  return { viewers, profiles, cocktailId: cocktail.id, starId: star.id };
}
