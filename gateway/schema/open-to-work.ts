// Open to work (issue 24, docs/decisions/0051): a member's availability on their profile (public, like
// the profile), their verified positions, the people search of venue and brand accounts, and the one
// mutation that switches it on, edits it, or switches it off.
import { WORK_ROLES } from '../../common/hiring';
import { OPEN_TO_WORK_CITIES_MAX, OPEN_TO_WORK_NOTE_MAX } from '../../common/open-to-work';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SPECIALTY_PRESETS } from '../../common/constants';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import type { RowRef } from '../read/declarations';
import { base64url, sql, type Sql } from '../read/sql';
import {
  afterOpenToWorkWhere,
  encodeOpenToWorkCursor,
  openToWorkOrder,
  peoplePageSize,
  peopleSearchWhere,
  requirePeopleFinder,
  setOpenToWork,
} from '../domain/open-to-work';
import type { User } from '../generated/prisma/client';
import { WorkRole } from '../generated/prisma/enums';
import { UserNode } from './user';

/** Cards show this many verified positions; the profile's Work tab has them all. */
const VERIFIED_POSITIONS_SHOWN = 3;

export const WorkRoleEnum = builder.enumType(WorkRole, {
  name: 'WorkRole',
  description: 'A role a member open to work wants (and, later, the role of a gig).',
  values: {
    bartender: { description: 'Bartender.' },
    bar_back: { description: 'Barback.' },
    head_bartender: { description: 'Head bartender.' },
    bar_manager: { description: 'Bar manager.' },
    brand_ambassador: { description: 'Brand ambassador.' },
    consultant: { description: 'Consultant.' },
    event_staff: { description: 'Event staff.' },
  },
});

builder.prismaObject('OpenToWork', {
  description: "A bartender's availability: the roles they want, the cities they would work in, and a note.",
  fields: (t) => ({
    roles: t.expose('roles', { type: [WorkRoleEnum], maxItems: WORK_ROLES.length, description: 'In the order the form offers them.' }),
    cities: t.exposeStringList('cities', {
      maxItems: OPEN_TO_WORK_CITIES_MAX,
      description: "A built-in city's full name where the member named one.",
    }),
    note: t.exposeString('note', {
      description: `A note to venues and brands (at most ${OPEN_TO_WORK_NOTE_MAX} characters).`,
      nullable: true,
    }),
    since: t.expose('since', { type: 'DateTime', description: 'When the member switched it on.' }),
  }),
});

builder.prismaObjectFields(UserNode, (t) => ({
  openToWork: t.relation('openToWork', {
    nullable: true,
    description: 'Null unless the member is open to work. Shown to everyone, as the rest of the profile is.',
  }),
  verifiedPositions: t.relation('workEntries', {
    maxItems: VERIFIED_POSITIONS_SHOWN,
    description: `Work-history entries their organisation verified, current first, then the latest start; at most ${VERIFIED_POSITIONS_SHOWN}.`,
    query: {
      where: { verificationStatus: 'verified' },
      orderBy: [{ current: 'desc' }, { startDate: 'desc' }, { id: 'desc' }],
      take: VERIFIED_POSITIONS_SHOWN,
    },
  }),
}));

interface PersonEdgeShape {
  cursor: string;
  node: User;
}

interface PeopleConnectionShape {
  edges: PersonEdgeShape[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** encodeOpenToWorkCursor's text, in SQL (gateway/read/cursors.test.ts holds them equal). */
export function openToWorkCursorSql(row: RowRef): Sql {
  return base64url(
    sql`'otw:' || CASE WHEN ${row.col('hasVerifiedPosition')} THEN '1' ELSE '0' END || ':' || (extract(epoch FROM ${row.col('since')}) * 1000)::bigint || ':' || ${row.col('userId')}`,
  );
}

const PeopleOpenToWorkConnection = builder.connectionObject<typeof UserNode, PeopleConnectionShape>(
  {
    type: UserNode,
    name: 'PeopleOpenToWorkConnection',
    description: 'A page of members open to work: those with a verified position first, then the most recently switched on.',
  },
  { name: 'PeopleOpenToWorkEdge' },
);

builder.queryFields((t) => ({
  peopleOpenToWork: t.connection(
    {
      type: UserNode,
      nullable: true,
      description:
        'Members open to work, for venue and brand accounts and admins (anyone else: FORBIDDEN; signed out: UNAUTHENTICATED). ' +
        'Filtered by a city (a built-in city by its name or full name, or any city as members typed it), a role and a ' +
        'specialty preset, each optional. Members with a verified position come first. Pages forwards (first, after); one statement a page.',
      args: {
        city: t.arg.string({ description: 'Only members who would work in this city.', required: false }),
        role: t.arg({ description: 'Only members who want this role.', type: WorkRoleEnum, required: false }),
        specialty: t.arg.string({ required: false, description: `One of the ${SPECIALTY_PRESETS.length} specialty presets (any case).` }),
      },
      sql: {
        connection: {
          model: 'OpenToWork',
          // The filters and the page's start are written per request; a caller the search refuses is
          // refused there, as below (the text path then leaves the query to graphql-js, which reports it).
          afterInWhere: true,
          where: (row, _parent, request) =>
            request.dynamic(({ viewer, args, where }) => {
              requirePeopleFinder(viewer);
              const filters = {
                city: args.city as string | null,
                role: args.role as WorkRole | null,
                specialty: args.specialty as string | null,
              };
              return where(row, { AND: [peopleSearchWhere(filters), afterOpenToWorkWhere(args.after as string | null)] });
            }),
          order: [
            { key: (row) => row.col('hasVerifiedPosition'), descending: true, cursorType: 'int' },
            { key: (row) => row.col('since'), descending: true, cursorType: 'timestamp' },
            { key: (row) => row.col('userId'), descending: true, cursorType: 'int' },
          ],
          cursor: openToWorkCursorSql,
          page: (args) => ({ size: peoplePageSize(args, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE), after: args.after ? [args.after] : null }),
          nodeOf: { model: 'User', where: (user, row) => sql`${user.col('id')} = ${row.col('userId')}` },
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: async (_root, args, context, info) => {
        requirePeopleFinder(context.viewer);
        const where = peopleSearchWhere({ city: args.city, role: args.role, specialty: args.specialty });
        const size = peoplePageSize(args, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
        const rows = await context.prisma.openToWork.findMany({
          where: { AND: [where, afterOpenToWorkWhere(args.after)] },
          orderBy: openToWorkOrder,
          take: size + 1,
          // The cards' selection under edges.node, so members and what they show load with the page.
          select: {
            userId: true,
            since: true,
            hasVerifiedPosition: true,
            user: queryFromInfo({ context, info, path: ['edges', 'node'] }),
          },
        });
        const edges = rows.slice(0, size).map((row) => ({
          cursor: encodeOpenToWorkCursor(row),
          node: row.user as User,
        }));
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
    PeopleOpenToWorkConnection,
  ),
}));

const SetOpenToWorkInput = builder.inputType('SetOpenToWorkInput', {
  description: `On: at least one role and 1 to ${OPEN_TO_WORK_CITIES_MAX} cities, and an optional note (${OPEN_TO_WORK_NOTE_MAX} characters). Off: the rest is ignored.`,
  fields: (t) => ({
    open: t.boolean({ description: 'On or off; off deletes the roles, cities and note.' }),
    roles: t.field({ description: 'The roles wanted (at least one when open).', type: [WorkRoleEnum], required: false }),
    cities: t.stringList({
      required: false,
      description: 'Cities as the location field takes them; a built-in city is kept by its full name.',
    }),
    note: t.string({ description: `A note to venues and brands, at most ${OPEN_TO_WORK_NOTE_MAX} characters.`, required: false }),
  }),
});

const SetOpenToWorkPayload = builder.objectRef<{ userId: number }>('SetOpenToWorkPayload').implement({
  description: 'The member, with openToWork as saved (null when switched off).',
  fields: (t) => ({
    user: t.prismaField({
      description: 'The member, with their Open to work as it now is.',
      type: UserNode,
      sql: byParent('userId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.userId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  setOpenToWork: t.field({
    type: SetOpenToWorkPayload,
    description: "Switches the caller's own Open to work on (or edits it) or off. Bartender accounts only.",
    args: { input: t.arg({ type: SetOpenToWorkInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const { userId } = await setOpenToWork(context, context.viewer, {
        open: input.open,
        roles: input.roles,
        cities: input.cities,
        note: input.note,
      });
      return { userId };
    },
  }),
}));
