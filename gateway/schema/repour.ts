// Re-pours (issue 23, decision 47): the re-pour node, whether the viewer re-poured a cocktail, a member's
// Total Re-pours and their re-pours, the re-pours of the members one follows (the feed), and
// repourCocktail / unrepourCocktail, whose payloads carry the new counts.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { COCKTAIL_MESSAGES } from '../../common/cocktail-rules';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { REPOUR_MESSAGES, REPOUR_NOTE_MAX, REPOURS_PAGE_SIZE } from '../../common/repours';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import { visibleCocktailsWhere } from '../domain/cocktails';
import type { PageArgs } from '../domain/keyset';
import {
  encodeRepourCursor,
  followedRepoursWhere,
  memberRepoursWhere,
  repourCocktail,
  repoursOrder,
  repoursPageSize,
  unrepourCocktail,
} from '../domain/repours';
import type { Prisma, Repour } from '../generated/prisma/client';
import type { Context } from '../context';
import { CocktailNode } from './cocktail';
import { type ToggleResult, toggleMutations } from './toggle';
import { UserNode } from './user';
import { isTheMember, onlyTheMemberWhere } from '../domain/profiles';
import type { ConnectionSql, RowRef } from '../read/declarations';
import { timeCursor, timeCursorKeys } from '../read/cursors';
import { sql, type Sql } from '../read/sql';
import { viewerHasRelated } from './viewer-flags';

export const RepourNode = builder.prismaNode('Repour', {
  id: { field: 'id' },
  // node(id) of a re-pour of a cocktail the caller may not see is null, as the cocktail is.
  nullable: true,
  findUnique: (id, context) => ({ id: Number(id), cocktail: visibleCocktailsWhere(context.viewer) }),
  sqlVisibleInFindUnique: true,
  sqlVisible: (repour, request) => request.where(repour, { cocktail: visibleCocktailsWhere(request.viewer) }),
  description: "A member's share of a cocktail with their followers, with an optional note. One per member and cocktail.",
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    note: t.exposeString('note', {
      nullable: true,
      description: `The member's note to their followers (at most ${REPOUR_NOTE_MAX} characters).`,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the member re-poured it.' }),
    repourer: t.relation('user', { description: 'Who re-poured it.' }),
    cocktail: t.relation('cocktail', { description: 'The cocktail re-poured.' }),
  }),
});

builder.prismaObjectFields(CocktailNode, (t) => ({
  viewerHasRepoured: t.boolean({
    description: 'Whether the signed-in member re-poured this cocktail (false when signed out).',
    ...viewerHasRelated('repours', (viewer) => ({ userId: viewer.id })),
  }),
}));

interface RepourEdgeShape {
  cursor: string;
  node: Repour;
}

interface RepourConnectionShape {
  edges: RepourEdgeShape[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

const RepourConnection = builder.connectionObject<typeof RepourNode, RepourConnectionShape>(
  { type: RepourNode, name: 'RepourConnection', description: 'A page of re-pours, newest first.' },
  { name: 'RepourEdge' },
);

/**
 * One page of re-pours in one statement: the rows with the selection the page's nodes ask for (the
 * cocktail's card, the re-pourer's name) joined in, one more than the page to tell whether more follow.
 */
async function repourPage(
  where: Prisma.RepourWhereInput,
  args: PageArgs,
  context: Context,
  info: Parameters<typeof queryFromInfo>[0]['info'],
): Promise<RepourConnectionShape> {
  const size = repoursPageSize(args, REPOURS_PAGE_SIZE, MAX_PAGE_SIZE);
  // The nodes' selection (the cocktail's card, the re-pourer's name), so they load with the page.
  const query = queryFromInfo({ context, info, path: ['edges', 'node'] });
  const rows: Repour[] = await context.prisma.repour.findMany({ ...query, where, orderBy: repoursOrder, take: size + 1 });
  const edges = rows.slice(0, size).map((row) => ({ cursor: encodeRepourCursor(row), node: row }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A list of re-pours in SQL, newest first: those `where` says of the member `user`. */
function repourList(where: (repour: RowRef, user: RowRef) => Sql): ConnectionSql {
  return {
    model: 'Repour',
    where: (repour, user) => where(repour, user!),
    order: [
      { key: (repour) => repour.col('createdAt'), descending: true, cursorType: 'timestamp' },
      { key: (repour) => repour.col('id'), descending: true, cursorType: 'int' },
    ],
    cursor: (repour) => timeCursor('repour', repour.col('createdAt'), repour.col('id')),
    page: (args) => ({
      size: repoursPageSize(args, REPOURS_PAGE_SIZE, MAX_PAGE_SIZE),
      after: args.after ? timeCursorKeys('repour', args.after as string, REPOUR_MESSAGES.badCursor) : null,
    }),
    maxSize: MAX_PAGE_SIZE,
  };
}

builder.prismaObjectFields(UserNode, (t) => ({
  totalRepours: t.int({
    description:
      "Re-pours of this member's public cocktails (the profile's Total Re-pours), from a counter kept with every write (decision 47).",
    select: { totalRepours: true },
    resolve: (user) => user.totalRepours,
    sql: (user) => user.col('totalRepours'),
  }),
  repours: t.connection(
    {
      type: RepourNode,
      description:
        'The cocktails this member re-poured to their followers, newest first, among those the caller may see. Public, as they were shared. Pages forwards (first, after).',
      select: { id: true },
      sql: { connection: repourList((repour, user) => sql`${repour.col('userId')} = ${user.col('id')}`) },
      resolve: (user, args, context, info) => repourPage(memberRepoursWhere(context.viewer, user.id, args.after), args, context, info),
    },
    RepourConnection,
  ),
  followedRepours: t.connection(
    {
      type: RepourNode,
      nullable: true,
      description:
        'The re-pours of the members this member follows, newest first (the feed), among the cocktails they may see. Only the member themself reads it: null for anyone else. Pages forwards (first, after).',
      select: { id: true },
      sql: {
        connection: {
          ...repourList(
            (repour, user) =>
              sql`EXISTS (SELECT 1 FROM follows f WHERE f.following_id = ${repour.col('userId')} AND f.follower_id = ${user.col('id')})`,
          ),
          when: (user, request) => request.where(user, onlyTheMemberWhere(request.viewer)),
        },
      },
      resolve: (user, args, context, info) =>
        isTheMember(context.viewer, user.id)
          ? repourPage(followedRepoursWhere(context.viewer, user.id, args.after), args, context, info)
          : null,
    },
    RepourConnection,
  ),
}));

interface RepourPayloadShape extends ToggleResult {
  repourId: number | null;
}

toggleMutations<RepourPayloadShape>({
  id: { field: 'cocktailId', for: CocktailNode, notFound: COCKTAIL_MESSAGES.notFound },
  payloadFields: (t) => ({
    cocktail: t.prismaField({
      type: CocktailNode,
      description: "The cocktail, with its new repoursCount and viewerHasRepoured (and its creator's totalRepours).",
      sql: byParent('targetId'),
      resolve: (query, result, _args, context) => context.prisma.cocktail.findUniqueOrThrow({ ...query, where: { id: result.targetId } }),
    }),
  }),
  on: {
    name: 'repourCocktail',
    description:
      'Re-pours a public cocktail the caller may see to their followers, with an optional note. Idempotent (again: the note is set); signed-in members only.',
    idDescription: 'The Cocktail to re-pour.',
    inputFields: (t) => ({
      note: t.string({
        required: false,
        description: `An optional note to your followers: spaces collapsed, at most ${REPOUR_NOTE_MAX} characters; empty or left out for none. Re-pouring again sets it.`,
      }),
    }),
    payloadDescription: 'The viewer now re-pours the cocktail (whether or not they already did), with the note sent.',
    payloadFields: (t) => ({
      repour: t.prismaField({
        type: RepourNode,
        description: 'The re-pour, with its note.',
        resolve: (query, result, _args, context) => context.prisma.repour.findUniqueOrThrow({ ...query, where: { id: result.repourId! } }),
      }),
    }),
    write: async (context, cocktailId, input) => {
      const { repourId } = await repourCocktail(context, context.viewer, cocktailId, { note: input.note as string | null | undefined });
      return { repourId };
    },
  },
  off: {
    name: 'unrepourCocktail',
    description: 'Takes back a re-pour of a cocktail the caller may see. Idempotent; signed-in members only.',
    idDescription: 'The Cocktail to stop re-pouring.',
    payloadDescription: 'The viewer no longer re-pours the cocktail (whether or not they did).',
    payloadFields: (t) => ({
      deletedRepourId: t.id({
        nullable: true,
        description: 'The Repour taken back, to remove from lists; null when there was none.',
        resolve: (result) => (result.repourId === null ? null : encodeGlobalID('Repour', result.repourId)),
      }),
    }),
    write: async (context, cocktailId) => ({ repourId: await unrepourCocktail(context, context.viewer, cocktailId) }),
  },
});
