// Following: a member's connection counts, whether the viewer follows them, their followers and
// following as connections (newest first, with the date of each connection), and follow / unfollow.
import { CONNECTION_MESSAGES, CONNECTIONS_PAGE_SIZE } from '../../common/connections';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { builder } from '../builder';
import { afterCursorWhere, encodeFollowCursor, follow, mutualCount, mutualCountSql, signedIn, unfollow } from '../domain/follows';
import { pageSize, type PageArgs } from '../domain/keyset';
import { existingIdOf } from './global-id';
import { memberPairPayload } from './member-pair-payload';
import type { User } from '../generated/prisma/client';
import { UserNode } from './user';
import type { ConnectionSql } from '../read/declarations';
import { timeCursor, timeCursorKeys } from '../read/cursors';
import { isoTime, sql } from '../read/sql';
import { viewerHasRelated } from './viewer-flags';

interface ConnectionCountsShape {
  id: number;
  followersCount: number;
  followingCount: number;
}

const ConnectionCounts = builder.objectRef<ConnectionCountsShape>('ConnectionCounts').implement({
  description: "A member's followers, following, and mutual follows (members who follow them and whom they follow).",
  fields: (t) => ({
    followers: t.exposeInt('followersCount', {
      description: 'How many members follow this member.',
      sql: (user) => user.col('followersCount'),
    }),
    following: t.exposeInt('followingCount', {
      description: 'How many members this member follows.',
      sql: (user) => user.col('followingCount'),
    }),
    mutual: t.int({
      description: 'Members who follow this member and are followed back. One index-backed statement when asked for.',
      resolve: (counts, _args, context) => mutualCount(context, counts),
      sql: (user) =>
        mutualCountSql({ id: user.col('id'), followersCount: user.col('followersCount'), followingCount: user.col('followingCount') }),
    }),
  }),
});

interface FollowEdgeShape {
  cursor: string;
  node: User;
  connectedAt: Date;
}

interface FollowConnectionShape {
  totalCount: number;
  edges: FollowEdgeShape[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

// Typed by the shape the two fields resolve to, so totalCount and connectedAt read it without casts.
const FollowConnection = builder.connectionObject<typeof UserNode, FollowConnectionShape>(
  {
    type: UserNode,
    name: 'FollowConnection',
    description: "A page of a member's followers or following, newest connection first.",
    fields: (t) => ({
      totalCount: t.int({
        description: 'The whole list, from the counters (no rows are counted).',
        resolve: (connection) => connection.totalCount,
      }),
    }),
  },
  {
    name: 'FollowEdge',
    fields: (t) => ({
      connectedAt: t.field({
        type: 'DateTime',
        description: 'When this follow began.',
        resolve: (edge) => edge.connectedAt,
      }),
    }),
  },
);

/**
 * A page of follow rows as the connection. `other` names the member at the other end; the member row is
 * read with the page's own selection (select mode: typed as the model, holding the columns asked for).
 */
function toConnection<Row extends { createdAt: Date }>(
  rows: Row[],
  args: PageArgs,
  totalCount: number,
  other: (row: Row) => { id: number; user: User },
): FollowConnectionShape {
  const size = pageSize(args, CONNECTIONS_PAGE_SIZE, MAX_PAGE_SIZE);
  const edges = rows.slice(0, size).map((row) => {
    const { id, user } = other(row);
    return { cursor: encodeFollowCursor({ createdAt: row.createdAt, userId: id }), node: user, connectedAt: row.createdAt };
  });
  return {
    totalCount,
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * The columns a page's members are read with: what its nodes select, or only the id when nobody asked
 * for the nodes (a count, the page info, the cursors), as Prisma refuses an empty `select`.
 */
function memberSelection<T>(nested: T): T | { select: { id: true } } {
  const { select } = nested as { select?: Record<string, unknown> };
  return select && Object.keys(select).length > 0 ? nested : { select: { id: true } };
}

/**
 * A member's followers or following, in SQL: the follow rows of `mine` = the member, newest first (the
 * order of both follow indexes), each edge's member the one at `other`, the total from the member's counter.
 */
function followList(
  mine: 'followerId' | 'followingId',
  other: 'followerId' | 'followingId',
  counter: 'followersCount' | 'followingCount',
): ConnectionSql {
  return {
    model: 'Follow',
    where: (follow, user) => sql`${follow.col(mine)} = ${user!.col('id')}`,
    order: [
      { key: (follow) => follow.col('createdAt'), descending: true, cursorType: 'timestamp' },
      { key: (follow) => follow.col(other), cursorType: 'int' },
    ],
    cursor: (follow) => timeCursor('follow', follow.col('createdAt'), follow.col(other)),
    page: (args) => {
      const size = pageSize(args, CONNECTIONS_PAGE_SIZE, MAX_PAGE_SIZE);
      return { size, after: args.after ? timeCursorKeys('follow', args.after as string, CONNECTION_MESSAGES.badCursor) : null };
    },
    nodeOf: { model: 'User', where: (user, follow) => sql`${user.col('id')} = ${follow.col(other)}` },
    edgeFields: { connectedAt: (follow) => isoTime(follow.col('createdAt')) },
    totalCount: (user) => user!.col(counter),
    maxSize: MAX_PAGE_SIZE,
  };
}

builder.prismaObjectFields(UserNode, (t) => ({
  connectionCounts: t.field({
    type: ConnectionCounts,
    description: 'Followers and following come from counters kept with every follow; mutual is counted when asked for.',
    select: { id: true, followersCount: true, followingCount: true },
    resolve: (user) => ({ id: user.id, followersCount: user.followersCount, followingCount: user.followingCount }),
    sql: { rows: { same: true } },
  }),
  viewerIsFollowing: t.boolean({
    description: 'Whether the signed-in member follows this member (false when signed out).',
    ...viewerHasRelated('followers', (viewer) => ({ followerId: viewer.id })),
  }),
  followsViewer: t.boolean({
    description: 'Whether this member follows the signed-in member (false when signed out).',
    ...viewerHasRelated('following', (viewer) => ({ followingId: viewer.id })),
  }),
  followers: t.connection(
    {
      type: UserNode,
      description: 'Members who follow this member, newest first. Pages forwards (first, after).',
      select: (args, _context, nestedSelection) => ({
        followersCount: true,
        followers: {
          where: afterCursorWhere('followerId', args.after),
          orderBy: [{ createdAt: 'desc' }, { followerId: 'asc' }],
          take: pageSize(args, CONNECTIONS_PAGE_SIZE, MAX_PAGE_SIZE) + 1,
          select: { createdAt: true, followerId: true, follower: memberSelection(nestedSelection(true, ['edges', 'node'])) },
        },
      }),
      resolve: (user, args) =>
        toConnection(user.followers, args, user.followersCount, (row) => ({ id: row.followerId, user: row.follower as User })),
      sql: { connection: followList('followingId', 'followerId', 'followersCount') },
    },
    FollowConnection,
  ),
  following: t.connection(
    {
      type: UserNode,
      description: 'Members this member follows, newest first. Pages forwards (first, after).',
      select: (args, _context, nestedSelection) => ({
        followingCount: true,
        following: {
          where: afterCursorWhere('followingId', args.after),
          orderBy: [{ createdAt: 'desc' }, { followingId: 'asc' }],
          take: pageSize(args, CONNECTIONS_PAGE_SIZE, MAX_PAGE_SIZE) + 1,
          select: { createdAt: true, followingId: true, following: memberSelection(nestedSelection(true, ['edges', 'node'])) },
        },
      }),
      resolve: (user, args) =>
        toConnection(user.following, args, user.followingCount, (row) => ({ id: row.followingId, user: row.following as User })),
      sql: { connection: followList('followerId', 'followingId', 'followingCount') },
    },
    FollowConnection,
  ),
}));

function userIdOf(globalId: string | number): number {
  return existingIdOf(globalId, 'User', CONNECTION_MESSAGES.memberNotFound);
}

const followFields = {
  user: 'The other member, with their new counts and viewerIsFollowing.',
  viewer: 'The signed-in member, with their new counts.',
};
const FollowPayload = memberPairPayload(
  'FollowPayload',
  'The viewer now follows the member (whether or not they already did).',
  followFields,
);
const UnfollowPayload = memberPairPayload(
  'UnfollowPayload',
  'The viewer no longer follows the member (whether or not they did).',
  followFields,
);

const FollowInput = builder.inputType('FollowInput', {
  fields: (t) => ({ userId: t.id({ description: 'The User to follow.' }) }),
});
const UnfollowInput = builder.inputType('UnfollowInput', {
  fields: (t) => ({ userId: t.id({ description: 'The User to stop following.' }) }),
});

builder.mutationFields((t) => ({
  follow: t.field({
    type: FollowPayload,
    description: 'Follows a member. Idempotent; members cannot follow themselves.',
    args: { input: t.arg({ type: FollowInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const viewer = signedIn(context.viewer);
      const userId = userIdOf(input.userId);
      await follow(context, viewer, userId);
      return { userId, viewerId: viewer.id };
    },
  }),
  unfollow: t.field({
    type: UnfollowPayload,
    description: 'Stops following a member. Idempotent.',
    args: { input: t.arg({ type: UnfollowInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const viewer = signedIn(context.viewer);
      const userId = userIdOf(input.userId);
      await unfollow(context, viewer, userId);
      return { userId, viewerId: viewer.id };
    },
  }),
}));
