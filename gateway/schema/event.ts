// Events of bar and brand accounts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import { createEvent, removeEvent, updateEvent } from '../domain/events';
import { databaseIdIn, wrongIdIsFieldError } from './global-id';

const EventNode = builder.prismaNode('Event', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: 'An event a bar or brand account hosts.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    date: t.exposeString('date', { description: '"YYYY-MM-DD".' }),
    time: t.exposeString('time', { nullable: true, description: '"HH:MM", 24-hour.' }),
    venue: t.relation('venue', { nullable: true }),
    owner: t.relation('owner'),
    viewerIsOwner: t.boolean({ resolve: (event, _args, context) => context.viewer?.id === event.ownerId }),
  }),
});

const EventInput = builder.inputType('EventInput', {
  fields: (t) => ({
    name: t.string(),
    date: t.string({ description: '"YYYY-MM-DD".' }),
    time: t.string({ required: false, description: '"HH:MM", 24-hour.' }),
  }),
});

const EventPayload = builder.objectRef<{ eventId: number; ownerId: number }>('EventPayload').implement({
  description: 'The event, and its owner with their events as they now are.',
  fields: (t) => ({
    event: t.prismaField({
      type: 'Event',
      resolve: (query, result, _args, context) => context.prisma.event.findUniqueOrThrow({ ...query, where: { id: result.eventId } }),
    }),
    owner: t.prismaField({
      type: 'User',
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.ownerId } }),
    }),
  }),
});

const RemoveEventPayload = builder.objectRef<{ eventId: number; ownerId: number }>('RemoveEventPayload').implement({
  fields: (t) => ({
    removedEventId: t.id({ resolve: (result) => encodeGlobalID('Event', result.eventId) }),
    owner: t.prismaField({
      type: 'User',
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.ownerId } }),
    }),
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
    type: EventPayload,
    args: { id: t.arg.globalID({ for: EventNode, ...wrongIdIsFieldError('id') }), input: t.arg({ type: EventInput }) },
    errors: {},
    resolve: async (_root, args, context) => {
      const event = await updateEvent(context, context.viewer, databaseIdIn(args.id), args.input);
      return { eventId: event.id, ownerId: event.ownerId };
    },
  }),
  removeEvent: t.field({
    type: RemoveEventPayload,
    args: { id: t.arg.globalID({ for: EventNode, ...wrongIdIsFieldError('id') }) },
    errors: {},
    resolve: async (_root, args, context) => {
      const event = await removeEvent(context, context.viewer, databaseIdIn(args.id));
      return { eventId: event.id, ownerId: event.ownerId };
    },
  }),
}));
