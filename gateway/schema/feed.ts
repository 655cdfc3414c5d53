// The home feed (issue 40, decision 0073): FeedItem (an act of a member the viewer follows, or their own),
// the member's feed as a connection and its count of newer items (the "N new" pill), muting, and the
// newest cocktails a member may see (the feed's "Latest cocktails", issue 38).
import { queryFromInfo } from '@pothos/plugin-prisma';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/constants';
import { FEED_MESSAGES, FEED_PAGE_SIZE, FEED_SUGGESTIONS_MAX, MUTES_MAX, NEW_FEED_ITEMS_CAP } from '../../common/feed';
import { builder } from '../builder';
import { MAX_STREAMS_PER_MEMBER } from '../live/live-updates';
import { visibleCocktailsWhere } from '../domain/cocktails';
import {
  decodeFeedCursor,
  encodeFeedCursor,
  FEED_CURSOR,
  feedIdsSql,
  feedPageIds,
  feedPageSize,
  liveNewFeedItemCount,
  mute,
  mutedByViewerWhere,
  newFeedItemCount,
  newFeedItemCountSql,
  unmute,
  visibleActivitiesWhere,
} from '../domain/feed';
import { SUGGESTION_CANDIDATES_PER_RANGE, suggestedMemberIds, suggestionOrder, suggestionWhere } from '../domain/feed-suggestions';
import { isTheMember, onlyTheMemberWhere, requireViewer } from '../domain/profiles';
import type { Activity, Prisma } from '../generated/prisma/client';
import { ActivityKind } from '../generated/prisma/enums';
import { prismaIdCursor, prismaPage, timeCursor } from '../read/cursors';
import { sql } from '../read/sql';
import { existingIdOf } from './global-id';
import { memberPairPayload } from './member-pair-payload';
import { UserNode } from './user';
import { viewerHasRelated } from './viewer-flags';

/** Newest first; the id breaks ties (imported recipes share a creation time), so cursors are stable. */
export const latestCocktailsOrder: Prisma.CocktailOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

builder.queryFields((t) => ({
  latestCocktails: t.prismaConnection(
    {
      type: 'Cocktail',
      cursor: 'id',
      description: `The newest cocktails the caller may see (private ones only to their creator and admins), at most ${MAX_PAGE_SIZE} a page.`,
      // Cocktail's sqlVisible applies the visibility rule; the (created_at, id) index gives the order.
      sql: {
        connection: {
          model: 'Cocktail',
          order: [
            { key: (cocktail) => cocktail.col('createdAt'), descending: true, cursorType: 'timestamp' },
            { key: (cocktail) => cocktail.col('id'), descending: true, cursorType: 'int' },
          ],
          cursor: (cocktail) => prismaIdCursor(cocktail),
          page: (args) => prismaPage(args, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
          cursorRowMustExist: true,
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: (query, _root, _args, context) =>
        context.prisma.cocktail.findMany({ ...query, where: visibleCocktailsWhere(context.viewer), orderBy: latestCocktailsOrder }),
    },
    { name: 'LatestCocktailConnection', description: 'A page of the newest cocktails.' },
    { name: 'LatestCocktailEdge' },
  ),
}));

// ---------------------------------------------------------------------------------------------------
// FeedItem
// ---------------------------------------------------------------------------------------------------

export const FeedItemKindEnum = builder.enumType(ActivityKind, {
  name: 'FeedItemKind',
  description:
    "What the member did, and so which of the item's subject fields is set: cocktail_posted (cocktail), repoured (repour and " +
    'cocktail), reviewed (review and cocktail), checked_in (checkIn, and cocktail when they said what they drank), ' +
    'position_verified (workEntry), achievement_added (achievement: an award, competition or certificate), ' +
    'venue_award_added (venueAward), event_posted (event), gig_posted (gig).',
  values: {
    cocktail_posted: { description: 'A member added a cocktail (cocktail).' },
    repoured: { description: 'A member re-poured a cocktail (repour, cocktail).' },
    reviewed: { description: 'A member reviewed a cocktail (review, cocktail).' },
    checked_in: { description: 'A member checked in at a venue (checkIn; cocktail when they said what they drank).' },
    position_verified: { description: 'An organisation verified a position of the member (workEntry).' },
    achievement_added: { description: 'A member added an award, competition or certificate (achievement).' },
    venue_award_added: { description: 'A venue account added an award (venueAward).' },
    event_posted: { description: 'A bar or brand account posted an event (event).' },
    gig_posted: { description: 'A venue or brand account posted a gig (gig).' },
  },
});

export const FeedItemNode = builder.prismaNode('Activity', {
  name: 'FeedItem',
  id: { field: 'id' },
  // node(id) of an act whose subject the caller may not see (or that is gone) is null.
  nullable: true,
  description:
    'Something a member did that the feeds of those who follow them show (and their own): a new cocktail, a re-pour with its ' +
    'note, a review, a check-in, a verified position, an award or certificate, an event or a gig posted. Seen by whoever may ' +
    'see its subject: an item about a private cocktail only by its owner (and admins), a check-in only by its member (and ' +
    'admins, decision 46). It goes when its subject is deleted.',
  findUnique: (id, context) => ({ id: Number(id), AND: [visibleActivitiesWhere(context.viewer)] }),
  sqlVisibleInFindUnique: true,
  sqlVisible: (item, request) => request.where(item, visibleActivitiesWhere(request.viewer)),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    kind: t.expose('kind', { description: 'What the member did: which of the subject fields below is set.', type: FeedItemKindEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the member did it (a position: when it was verified).' }),
    actor: t.relation('actor', { description: 'Who did it.' }),
    cocktail: t.relation('cocktail', {
      nullable: true,
      description: 'The cocktail it is about (cocktail_posted, repoured, reviewed; checked_in when the member said what they drank).',
    }),
    repour: t.relation('repour', { nullable: true, description: 'The re-pour, with its note (repoured).' }),
    review: t.relation('review', { nullable: true, description: 'The review, with its stars and text (reviewed).' }),
    checkIn: t.relation('checkIn', { nullable: true, description: 'The check-in, with its venue (checked_in).' }),
    workEntry: t.relation('workEntry', { nullable: true, description: 'The position its organisation verified (position_verified).' }),
    achievement: t.relation('achievement', { nullable: true, description: 'The award, competition or certificate (achievement_added).' }),
    venueAward: t.relation('venueAward', { nullable: true, description: "The venue's award (venue_award_added)." }),
    event: t.relation('event', { nullable: true, description: 'The event (event_posted).' }),
    gig: t.relation('gig', { nullable: true, description: 'The gig (gig_posted).' }),
  }),
});

interface FeedConnectionShape {
  edges: Array<{ cursor: string; node: Activity }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

const FeedConnection = builder.connectionObject<typeof FeedItemNode, FeedConnectionShape>(
  { type: FeedItemNode, name: 'FeedConnection', description: "A page of a member's feed, newest first." },
  { name: 'FeedEdge', description: 'An item of the feed; its cursor is what newFeedItemCount(since:) takes.' },
);

builder.prismaObjectFields(UserNode, (t) => ({
  feed: t.connection(
    {
      type: FeedItemNode,
      nullable: true,
      description:
        `The member's home feed: what the members (venues and brands included) they follow did, and their own acts, newest first, ` +
        `without those of members they muted or items whose subject they may not see. Only the member reads it: null for anyone ` +
        `else, admins included. Pages forwards (first: ${FEED_PAGE_SIZE} by default, at most ${MAX_PAGE_SIZE}; after). A cursor ` +
        `not of this feed is a ValidationError on \`after\`. One statement a page (decision 0073).`,
      select: { id: true },
      sql: {
        connection: {
          model: 'Activity',
          when: (user, request) => request.where(user, onlyTheMemberWhere(request.viewer)),
          // The page's ids from the inbox and the loud accounts followed, the cursor in them (decision 0073).
          afterInWhere: true,
          where: (item, user, request) =>
            sql`${item.col('id')} IN (${request.dynamic(({ args, viewer, row, where }) =>
              feedIdsSql({ viewer, row, where }, user!.col('id'), {
                after: args.after ? decodeFeedCursor(args.after as string) : null,
                limit: feedPageSize(args) + 1,
              }),
            )})`,
          order: [
            { key: (item) => item.col('createdAt'), descending: true, cursorType: 'timestamp' },
            { key: (item) => item.col('id'), descending: true, cursorType: 'int' },
          ],
          cursor: (item) => timeCursor(FEED_CURSOR, item.col('createdAt'), item.col('id')),
          page: (args) => ({ size: feedPageSize(args), after: args.after ? [args.after] : null }),
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: async (user, args, context, info) => {
        if (!context.viewer || !isTheMember(context.viewer, user.id)) return null;
        const { ids, size } = await feedPageIds(context, context.viewer, args);
        const rows = await context.prisma.activity.findMany({
          ...queryFromInfo({ context, info, path: ['edges', 'node'] }),
          where: { id: { in: ids } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        });
        const edges = rows.slice(0, size).map((row) => ({ cursor: encodeFeedCursor(row), node: row }));
        return {
          edges,
          pageInfo: {
            hasNextPage: rows.length > size,
            hasPreviousPage: Boolean(args.after),
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    },
    FeedConnection,
  ),
  newFeedItemCount: t.int({
    nullable: true,
    description:
      `How many items of the member's feed are newer than \`since\` (a FeedEdge cursor, usually the first one shown), counted up ` +
      `to ${NEW_FEED_ITEMS_CAP} (the "N new" pill shows ${NEW_FEED_ITEMS_CAP - 1}+). Only the member reads it: null for anyone else. A cursor not of ` +
      `the feed is a ValidationError on \`since\`.`,
    args: { since: t.arg.string({ description: 'A FeedEdge cursor.' }) },
    resolve: (user, args, context) =>
      context.viewer && isTheMember(context.viewer, user.id) ? newFeedItemCount(context, context.viewer, args.since) : null,
    sql: (user, request) =>
      sql`CASE WHEN ${request.where(user, onlyTheMemberWhere(request.viewer))} THEN ${request.dynamic(({ args, viewer, row, where }) =>
        newFeedItemCountSql({ viewer, row, where }, user.col('id'), decodeFeedCursor(args.since as string, 'since')),
      )} END`,
  }),
  peopleToFollow: t.prismaField({
    type: [UserNode],
    maxItems: FEED_SUGGESTIONS_MAX,
    description:
      `Members the member might follow, best first (at most ${FEED_SUGGESTIONS_MAX}): the same city and the same specialties ` +
      `as Find People matches them (a city in any case or accents, a built-in city by its name alone; a specialty in any ` +
      `case), verified bartenders and venues, then the most followed; never someone they follow or muted. Chosen among the ` +
      `${SUGGESTION_CANDIDATES_PER_RANGE} most followed of their city, of those sharing a specialty, of verified bartenders, ` +
      `of venues and of all members. What a feed with nobody followed yet shows. Only the member reads it: empty for anyone else.`,
    sql: {
      rows: {
        model: 'User',
        where: (candidate, user, request) =>
          sql`${request.where(user!, onlyTheMemberWhere(request.viewer))} AND ${suggestionWhere(candidate, user!, request)}`,
        orderBy: (candidate, user) => suggestionOrder(candidate, user!),
      },
    },
    resolve: async (query, user, _args, context) => {
      if (!context.viewer || !isTheMember(context.viewer, user.id)) return [];
      const ids = await suggestedMemberIds(context, context.viewer);
      const rows = await context.prisma.user.findMany({ ...query, where: { id: { in: ids } } });
      return ids.flatMap((id) => rows.filter((row) => row.id === id));
    },
  }),
  viewerHasMuted: t.boolean({
    description: 'Whether the signed-in member muted this member (false signed out). Only the muter knows: the member is not told.',
    ...viewerHasRelated('mutedBy', mutedByViewerWhere),
  }),
}));

// ---------------------------------------------------------------------------------------------------
// Live: the "N new" pill (decisions 0072, 0073)
// ---------------------------------------------------------------------------------------------------

builder.subscriptionFields((t) => ({
  newFeedItemCount: t.int({
    description:
      `How many items of the signed-in member's feed are newer than \`since\`, as \`User.newFeedItemCount\` counts them (up to ` +
      `${NEW_FEED_ITEMS_CAP}, the same rule: only what the member may see, nothing of members they muted), live: sent at once (so a ` +
      `client that reconnects has caught up), then whenever an act by someone they follow, or their own, is saved, on whichever ` +
      `instance that happens; a value is sent only when it changed. The event itself carries nothing: the count is read again. ` +
      `Items that enter the feed without a new act (the latest acts of someone just followed, an unmute) are counted at the ` +
      `next event when they are newer than \`since\`; with \`since\` null (an empty feed, nothing to count from) only acts ` +
      `saved after the subscription began are counted. ` +
      `Signed out: the feed's UNAUTHENTICATED. A \`since\` not of the feed: ValidationError on \`since\`. A member may hold ${MAX_STREAMS_PER_MEMBER} ` +
      `live streams open at once, through all their sessions and tokens (RATE_LIMITED past that); once the session ends the ` +
      `stream sends UNAUTHENTICATED and stops.`,
    args: {
      since: t.arg.string({
        required: false,
        description:
          'A FeedEdge cursor: usually the first item shown, so the count is of items above it. Null for a feed shown empty: ' +
          'the acts saved from the moment the subscription begins are counted.',
      }),
    },
    subscribe: (_root, args, context) => liveNewFeedItemCount(context, context.viewer, args.since ?? null),
    // An error in the stream (the session ended) is the field's error, sent to the client as such.
    resolve: (value: number | Error) => {
      if (value instanceof Error) throw value;
      return value;
    },
  }),
}));

// ---------------------------------------------------------------------------------------------------
// Mute and unmute
// ---------------------------------------------------------------------------------------------------

const muteFields = {
  user: 'The member, with viewerHasMuted as it now is.',
  viewer: 'The signed-in member, whose feed now leaves out (or shows again) the member.',
};
const MuteMemberPayload = memberPairPayload(
  'MuteMemberPayload',
  'The viewer has muted the member (whether or not they already had).',
  muteFields,
);
const UnmuteMemberPayload = memberPairPayload(
  'UnmuteMemberPayload',
  'The viewer no longer mutes the member (whether or not they did).',
  muteFields,
);

const MuteMemberInput = builder.inputType('MuteMemberInput', {
  fields: (t) => ({ userId: t.id({ description: 'The User to mute.' }) }),
});
const UnmuteMemberInput = builder.inputType('UnmuteMemberInput', {
  fields: (t) => ({ userId: t.id({ description: 'The User to unmute.' }) }),
});

function mutedIdOf(globalId: string | number): number {
  return existingIdOf(globalId, 'User', FEED_MESSAGES.memberNotFound);
}

builder.mutationFields((t) => ({
  muteMember: t.field({
    type: MuteMemberPayload,
    description:
      `Mutes a member: their acts leave your feed; they are not told. Idempotent. Signed-in members only; not yourself ` +
      `(ValidationError on userId), at most ${MUTES_MAX} members (ValidationError), an unknown member is NotFoundError.`,
    args: { input: t.arg({ type: MuteMemberInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const viewer = requireViewer(context.viewer, FEED_MESSAGES.signInToMute);
      const userId = mutedIdOf(input.userId);
      await mute(context, viewer, userId);
      return { userId, viewerId: viewer.id };
    },
  }),
  unmuteMember: t.field({
    type: UnmuteMemberPayload,
    description: 'Unmutes a member: their acts show in your feed again. Idempotent. Signed-in members only.',
    args: { input: t.arg({ type: UnmuteMemberInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const viewer = requireViewer(context.viewer, FEED_MESSAGES.signInToMute);
      const userId = mutedIdOf(input.userId);
      await unmute(context, viewer, userId);
      return { userId, viewerId: viewer.id };
    },
  }),
}));
