// Events of bar and brand accounts, and their discovery (issue 24, decision 0053): the upcoming events
// by city and date (keyset pages), the cities that have some, and "Going" with its count.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ACCOUNT_CAPS } from '../../common/account-caps';
import { EVENT_CITIES_MAX, eventFilterSchema, GOING_MESSAGES } from '../../common/events';
import { EVENT_NAME_MAX } from '../../common/venue-accounts';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import {
  afterEventWhere,
  createEvent,
  decodeEventCursor,
  encodeEventCursor,
  eventOrder,
  eventOrderNewestFirst,
  eventsPageSize,
  hostedEventsWhere,
  markEventGoing,
  removeEvent,
  unmarkEventGoing,
  upcomingEventCities,
  upcomingEventsWhere,
  upcomingWhere,
  updateEvent,
  type EventCityCount,
} from '../domain/events';
import { rowMatches } from '../read/prisma-where';
import { parseInput } from '../errors';
import type { Event } from '../generated/prisma/client';
import { databaseIdIn, wrongIdIsFieldError } from './global-id';
import { toggleMutations } from './toggle';
import { base64url, sql } from '../read/sql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/constants';
import { viewerHasRelated } from './viewer-flags';

export const EventNode = builder.prismaNode('Event', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: 'An event a bar or brand account hosts.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name', { description: `The event's name (at most ${EVENT_NAME_MAX} characters).` }),
    date: t.exposeString('date', { description: '"YYYY-MM-DD".' }),
    time: t.exposeString('time', { nullable: true, description: '"HH:MM", 24-hour.' }),
    city: t.exposeString('city', {
      nullable: true,
      description: "Where it is: its venue's city, else the city its owner gave, else their profile location's.",
    }),
    venue: t.relation('venue', { description: 'Where it takes place, when it is at a listed venue.', nullable: true }),
    owner: t.relation('owner', { description: 'The bar or brand account that hosts it (its profile is where the event links).' }),
    viewerIsOwner: t.boolean({
      description: 'Whether the caller hosts it (and so may change or remove it).',
      resolve: (event, _args, context) => rowMatches(hostedEventsWhere(context.viewer), event),
      sql: (event, request) => request.holds(event, hostedEventsWhere(request.viewer)),
    }),
    goingCount: t.exposeInt('goingCount', { description: 'Members who marked Going.' }),
    viewerIsGoing: t.boolean({
      description: 'Whether the signed-in member marked Going (false when signed out).',
      ...viewerHasRelated('attendees', (viewer) => ({ userId: viewer.id })),
    }),
  }),
});

const EventInput = builder.inputType('EventInput', {
  fields: (t) => ({
    name: t.string({ description: `Required, at most ${EVENT_NAME_MAX} characters.` }),
    date: t.string({
      description:
        '"YYYY-MM-DD", the date where it takes place: not one that has ended everywhere ("Choose a date that has not passed"), unless an update keeps the date the event has.',
    }),
    time: t.string({ required: false, description: '"HH:MM", 24-hour.' }),
    city: t.string({
      required: false,
      description:
        "Where an event that is not at the bar's venue takes place (brand events). An event at a venue is in the venue's city; left empty, the city the event already has (an update), else the city of the owner's profile location.",
    }),
  }),
});

const EventPayload = builder.objectRef<{ eventId: number; ownerId: number }>('EventPayload').implement({
  description: 'The event, and its owner with their events as they now are.',
  fields: (t) => ({
    event: t.prismaField({
      description: 'The event as it now is.',
      type: 'Event',
      sql: byParent('eventId'),
      resolve: (query, result, _args, context) => context.prisma.event.findUniqueOrThrow({ ...query, where: { id: result.eventId } }),
    }),
    owner: t.prismaField({
      description: 'The hosting account, with its events as they now are.',
      type: 'User',
      sql: byParent('ownerId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.ownerId } }),
    }),
  }),
});

const RemoveEventPayload = builder.objectRef<{ eventId: number; ownerId: number }>('RemoveEventPayload').implement({
  fields: (t) => ({
    removedEventId: t.id({
      description: 'The global id of the event removed, to drop it from a list.',
      resolve: (result) => encodeGlobalID('Event', result.eventId),
    }),
    owner: t.prismaField({
      description: 'The hosting account, with its events as they now are.',
      type: 'User',
      sql: byParent('ownerId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.ownerId } }),
    }),
  }),
});

const UpdateEventInput = builder.inputType('UpdateEventInput', {
  description: 'Which event to change, and its fields.',
  fields: (t) => ({
    id: t.globalID({ for: EventNode, description: 'One of your Events.', ...wrongIdIsFieldError('id') }),
    event: t.field({ type: EventInput, description: "The event's fields, as createEvent takes them." }),
  }),
});

const RemoveEventInput = builder.inputType('RemoveEventInput', {
  description: 'Which event to remove.',
  fields: (t) => ({
    id: t.globalID({ for: EventNode, description: 'One of your Events.', ...wrongIdIsFieldError('id') }),
  }),
});

builder.mutationFields((t) => ({
  createEvent: t.field({
    type: EventPayload,
    description: "Adds an event to a bar or brand account's profile (a bar's takes place at its venue).",
    args: { input: t.arg({ type: EventInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const event = await createEvent(context, context.viewer, input);
      return { eventId: event.id, ownerId: event.ownerId };
    },
  }),
  updateEvent: t.field({
    description: 'Changes one of your events (bar and brand accounts). NotFoundError when it is not yours.',
    type: EventPayload,
    args: { input: t.arg({ type: UpdateEventInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const event = await updateEvent(context, context.viewer, databaseIdIn(input.id), input.event);
      return { eventId: event.id, ownerId: event.ownerId };
    },
  }),
  removeEvent: t.field({
    description: 'Removes one of your events (bar and brand accounts). NotFoundError when it is not yours.',
    type: RemoveEventPayload,
    args: { input: t.arg({ type: RemoveEventInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const event = await removeEvent(context, context.viewer, databaseIdIn(input.id));
      return { eventId: event.id, ownerId: event.ownerId };
    },
  }),
}));

// ---------------------------------------------------------------------------------------------------
// Discovery
// ---------------------------------------------------------------------------------------------------

interface EventEdgeShape {
  cursor: string;
  node: Event;
}

interface EventConnectionShape {
  edges: EventEdgeShape[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

const EventConnection = builder.connectionObject<typeof EventNode, EventConnectionShape>(
  { type: EventNode, name: 'EventConnection', description: 'A page of upcoming events, soonest first.' },
  { name: 'EventEdge' },
);

const EventCityRef = builder.objectRef<EventCityCount>('EventCity').implement({
  description: 'A city with upcoming events.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The city as most of its events write it; pass it as upcomingEvents(city:).' }),
    upcomingCount: t.exposeInt('upcomingCount', { description: 'Upcoming events there.' }),
  }),
});

// A bar or brand account's own events, on its profile.
builder.prismaObjectFields('User', (t) => ({
  events: t.field({
    type: [EventNode],
    description: `Events of a bar or brand account, soonest first (as upcomingEvents orders them): the upcoming ones (an account has at most ${ACCOUNT_CAPS.upcomingEvents.max}). With includePast, past ones too (decision 0053): the latest ${ACCOUNT_CAPS.upcomingEvents.max} by date.`,
    maxItems: ACCOUNT_CAPS.upcomingEvents.max,
    args: { includePast: t.arg.boolean({ description: 'Also the past events (the latest ones by date).', required: false }) },
    // With the past ones, the latest by date, read newest first and given soonest first.
    select: (args, _context, nestedSelection) => ({
      events: nestedSelection(
        args.includePast
          ? { orderBy: eventOrderNewestFirst, take: ACCOUNT_CAPS.upcomingEvents.max }
          : { where: upcomingWhere(), orderBy: eventOrder, take: ACCOUNT_CAPS.upcomingEvents.max },
      ),
    }),
    resolve: (user, args) => (args.includePast ? [...user.events].reverse() : user.events),
    sql: {
      rows: {
        where: (event, user, request) =>
          sql`${event.col('ownerId')} = ${user!.col('id')} AND ${request.dynamic(({ args, where }) => (args.includePast ? sql`true` : where(event, upcomingWhere())))}`,
        orderBy: (event, _user, request) =>
          request.dynamic(({ args }) =>
            args.includePast
              ? sql`${event.col('date')} DESC, ${event.col('time')} DESC NULLS FIRST, ${event.col('id')} DESC`
              : sql`${event.col('date')} ASC, ${event.col('time')} ASC NULLS LAST, ${event.col('id')} ASC`,
          ),
        outputOrder: (event) => sql`${event.col('date')} ASC, ${event.col('time')} ASC NULLS LAST, ${event.col('id')} ASC`,
      },
    },
  }),
}));

builder.queryFields((t) => ({
  upcomingEvents: t.connection(
    {
      type: EventNode,
      description:
        'Events that are not past, by date, then time (events without one last on their day), then id; narrowed to a city (any case or accent) and to days from `from` to `to` (both included, "YYYY-MM-DD"). An event is past once its date has ended in UTC-12 (decision 0053). Pages forwards (first, after), one statement a page.',
      args: {
        city: t.arg.string({ required: false, description: 'A city, as EventCity.name gives it (case and accents do not matter).' }),
        from: t.arg.string({ required: false, description: 'The first day, "YYYY-MM-DD" (days already past are never listed).' }),
        to: t.arg.string({ required: false, description: 'The last day, "YYYY-MM-DD".' }),
      },
      sql: {
        connection: {
          model: 'Event',
          // The filter and the page's start, written per request (the cursor's day, time and id).
          afterInWhere: true,
          where: (event, _row, request) =>
            request.dynamic(({ args, where }) => {
              const filter = parseInput(eventFilterSchema, { city: args.city, from: args.from, to: args.to });
              const after = args.after ? decodeEventCursor(args.after as string) : null;
              return where(event, after ? { AND: [upcomingEventsWhere(filter), afterEventWhere(after)] } : upcomingEventsWhere(filter));
            }),
          order: [
            { key: (event) => event.col('date'), cursorType: 'text' },
            { key: (event) => event.col('time'), nullsLast: true, cursorType: 'text' },
            { key: (event) => event.col('id'), cursorType: 'int' },
          ],
          cursor: (event) =>
            base64url(sql`'event:' || ${event.col('date')} || ':' || coalesce(${event.col('time')}, '') || ':' || ${event.col('id')}`),
          page: (args) => ({ size: eventsPageSize(args), after: args.after ? [args.after] : null }),
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: async (_root, args, context, info) => {
        const filter = parseInput(eventFilterSchema, { city: args.city, from: args.from, to: args.to });
        const size = eventsPageSize(args);
        const after = args.after ? decodeEventCursor(args.after) : null;
        const where = upcomingEventsWhere(filter);
        const rows = await context.prisma.event.findMany({
          // The cards' selection under edges.node (venue, owner, viewerIsGoing), joined into this statement.
          ...queryFromInfo({ context, info, path: ['edges', 'node'] }),
          where: after ? { AND: [where, afterEventWhere(after)] } : where,
          orderBy: eventOrder,
          take: size + 1,
        });
        const edges = rows.slice(0, size).map((row) => ({ cursor: encodeEventCursor(row), node: row }));
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
    EventConnection,
  ),
  eventCities: t.field({
    type: [EventCityRef],
    maxItems: EVENT_CITIES_MAX,
    description: `Cities with upcoming events, the most events first (then by name): what the Events screen's city picker offers. At most ${EVENT_CITIES_MAX}.`,
    args: { first: t.arg.int({ required: false, defaultValue: DEFAULT_PAGE_SIZE, description: `1 to ${EVENT_CITIES_MAX}.` }) },
    resolve: (_root, args, context) => upcomingEventCities(context, args.first ?? DEFAULT_PAGE_SIZE),
  }),
}));

// ---------------------------------------------------------------------------------------------------
// Going
// ---------------------------------------------------------------------------------------------------

toggleMutations({
  id: { field: 'eventId', for: EventNode, notFound: GOING_MESSAGES.notFound },
  payloadFields: (t) => ({
    event: t.prismaField({
      type: EventNode,
      description: 'The event, with its new goingCount and viewerIsGoing.',
      sql: byParent('targetId'),
      resolve: (query, result, _args, context) => context.prisma.event.findUniqueOrThrow({ ...query, where: { id: result.targetId } }),
    }),
  }),
  on: {
    name: 'markEventGoing',
    description: 'Marks the caller as going to an upcoming event. Idempotent; signed-in members only.',
    idDescription: 'The upcoming Event to go to.',
    payloadDescription: 'The viewer is going to the event (whether or not they already were).',
    write: async (context, eventId) => {
      await markEventGoing(context, context.viewer, eventId);
      return {};
    },
  },
  off: {
    name: 'unmarkEventGoing',
    description: 'Takes back Going. Idempotent; signed-in members only.',
    idDescription: 'The Event not to go to after all.',
    payloadDescription: 'The viewer is not going to the event (whether or not they were).',
    write: async (context, eventId) => {
      await unmarkEventGoing(context, context.viewer, eventId);
      return {};
    },
  },
});
