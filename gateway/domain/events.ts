// Events of bar and brand accounts (spec section 2: bar Events "Add Event, Manage"; brand "Create
// Event"). Only their owner adds, changes or removes them.
import { EVENT_MESSAGES, type EventInput, eventSchema } from '../../common/venue-accounts';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, NotFoundError, parseInput } from '../errors';
import type { Event } from '../generated/prisma/client';
import { requireViewer } from './profiles';
import type { Services } from '../services';

export type { EventInput };

function requireEventAccount(viewer: Viewer): void {
  if (viewer.profileType !== 'bar' && viewer.profileType !== 'brand') throw new NotAuthorizedError(EVENT_MESSAGES.accountsOnly);
}

async function ownEvent({ prisma }: Pick<Services, 'prisma'>, viewer: Viewer, id: number): Promise<Event> {
  const event = await prisma.event.findUnique({ where: { id } });
  if (!event || event.ownerId !== viewer.id) throw new NotFoundError('Event not found');
  return event;
}

/** A bar's events take place at the venue it speaks for. */
export async function createEvent({ prisma }: Pick<Services, 'prisma'>, viewerOrNull: Viewer | null, input: EventInput): Promise<Event> {
  const viewer = requireViewer(viewerOrNull);
  requireEventAccount(viewer);
  const data = parseInput(eventSchema, input);
  const venue = viewer.profileType === 'bar' ? await prisma.venue.findFirst({ where: { ownerId: viewer.id }, select: { id: true } }) : null;
  return prisma.event.create({ data: { ...data, ownerId: viewer.id, venueId: venue?.id ?? null } });
}

export async function updateEvent(
  { prisma }: Pick<Services, 'prisma'>,
  viewerOrNull: Viewer | null,
  id: number,
  input: EventInput,
): Promise<Event> {
  const viewer = requireViewer(viewerOrNull);
  await ownEvent({ prisma }, viewer, id);
  return prisma.event.update({ where: { id }, data: parseInput(eventSchema, input) });
}

export async function removeEvent({ prisma }: Pick<Services, 'prisma'>, viewerOrNull: Viewer | null, id: number): Promise<Event> {
  const viewer = requireViewer(viewerOrNull);
  const event = await ownEvent({ prisma }, viewer, id);
  await prisma.event.delete({ where: { id } });
  return event;
}
