// Events of bar and brand accounts (spec section 2: bar Events "Add Event, Manage"; brand "Create
// Event"). Only their owner adds, changes or removes them.
import { EVENT_MESSAGES, isCalendarDate, TIME_PATTERN } from '../../common/venue-accounts';
import type { Viewer } from '../auth/sessions';
import { prisma } from '../db/client';
import { NotAuthorizedError, NotFoundError, ValidationError } from '../errors';
import type { Event } from '../generated/prisma/client';
import { requireViewer } from './profiles';

export interface EventInput {
  name: string;
  date: string;
  time?: string | null;
}

function cleanEvent(input: EventInput) {
  const name = input.name.trim().replace(/\s+/g, ' ');
  const date = input.date.trim();
  const time = input.time?.trim() || null;
  const errors: Array<{ path: string; message: string }> = [];
  if (!name) errors.push({ path: 'name', message: EVENT_MESSAGES.nameRequired });
  else if (name.length > 120) errors.push({ path: 'name', message: 'At most 120 characters' });
  if (!date) errors.push({ path: 'date', message: EVENT_MESSAGES.dateRequired });
  else if (!isCalendarDate(date)) errors.push({ path: 'date', message: EVENT_MESSAGES.dateFormat });
  if (time && !TIME_PATTERN.test(time)) errors.push({ path: 'time', message: EVENT_MESSAGES.timeFormat });
  if (errors.length) throw new ValidationError(errors[0].message, errors);
  return { name, date, time };
}

function requireEventAccount(viewer: Viewer): void {
  if (viewer.profileType !== 'bar' && viewer.profileType !== 'brand') throw new NotAuthorizedError(EVENT_MESSAGES.accountsOnly);
}

async function ownEvent(viewer: Viewer, id: number): Promise<Event> {
  const event = await prisma.event.findUnique({ where: { id } });
  if (!event || event.ownerId !== viewer.id) throw new NotFoundError('Event not found');
  return event;
}

/** A bar's events take place at the venue it speaks for. */
export async function createEvent(viewerOrNull: Viewer | null, input: EventInput): Promise<Event> {
  const viewer = requireViewer(viewerOrNull);
  requireEventAccount(viewer);
  const data = cleanEvent(input);
  const venue = viewer.profileType === 'bar' ? await prisma.venue.findFirst({ where: { ownerId: viewer.id }, select: { id: true } }) : null;
  return prisma.event.create({ data: { ...data, ownerId: viewer.id, venueId: venue?.id ?? null } });
}

export async function updateEvent(viewerOrNull: Viewer | null, id: number, input: EventInput): Promise<Event> {
  const viewer = requireViewer(viewerOrNull);
  await ownEvent(viewer, id);
  return prisma.event.update({ where: { id }, data: cleanEvent(input) });
}

export async function removeEvent(viewerOrNull: Viewer | null, id: number): Promise<Event> {
  const viewer = requireViewer(viewerOrNull);
  const event = await ownEvent(viewer, id);
  await prisma.event.delete({ where: { id } });
  return event;
}
