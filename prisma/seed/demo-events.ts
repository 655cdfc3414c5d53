// Demo events (issue 24): a few upcoming events at two demo bars and from a demo brand, in London and
// New York, so the Events screen has something to show on a fresh install. Their dates are relative to
// the day the seed runs, and the seed runs at every start: an event of the set that has become past is
// put back at its distance from today, so a user starting the app finds them upcoming. The hosts are
// made-up accounts that cannot sign in (as barassistant), with made-up venues: no real bar is said to
// hold an event it does not.
import { eventCity, eventCityKey } from '../../common/events';
import { userSearchText, venueSearchText } from '../../common/search-text';
import type { Services } from '../../gateway/services';
import type { Prisma } from '../../gateway/generated/prisma/client';
import { upcomingWhere } from '../../gateway/domain/events';
import { lockSeed } from './import';

const DEMO_BIO = 'A demo account of Repour: its events are sample data, so there is something to try on the Events screen.';

interface DemoEvent {
  name: string;
  /** Days after the day the seed runs. */
  inDays: number;
  time: string | null;
  /** For a brand's events (a bar's are at its venue). */
  city?: string;
}

interface DemoHost {
  email: string;
  username: string;
  displayName: string;
  profileType: 'bar' | 'brand';
  location: string;
  venue?: { name: string; city: string; state: string | null; country: string };
  events: DemoEvent[];
}

export const DEMO_EVENT_HOSTS: readonly DemoHost[] = [
  {
    email: 'repour-room@demo.repour.invalid',
    username: 'demo_repour_room',
    displayName: 'The Repour Room',
    profileType: 'bar',
    location: 'London, United Kingdom',
    venue: { name: 'The Repour Room', city: 'London', state: null, country: 'United Kingdom' },
    events: [
      { name: 'Gin & Tonic Tasting Flight', inDays: 0, time: '19:00' },
      { name: 'Guest Shift: Negroni Masters', inDays: 3, time: '20:00' },
      { name: 'Vermouth Hour', inDays: 12, time: '18:00' },
    ],
  },
  {
    email: 'social-club@demo.repour.invalid',
    username: 'demo_social_club',
    displayName: 'Repour Social Club',
    profileType: 'bar',
    location: 'New York, NY, USA',
    venue: { name: 'Repour Social Club', city: 'New York', state: 'NY', country: 'USA' },
    events: [
      { name: 'Old Fashioned Masterclass', inDays: 1, time: '18:30' },
      { name: 'Tiki Night', inDays: 5, time: '21:00' },
      { name: 'Agave Sunday Session', inDays: 19, time: null },
    ],
  },
  {
    email: 'bitters-co@demo.repour.invalid',
    username: 'demo_bitters_co',
    displayName: 'Repour Bitters Co.',
    profileType: 'brand',
    location: 'New York, NY, USA',
    events: [
      { name: 'Bitters Blending Workshop', inDays: 2, time: '17:00', city: 'London' },
      { name: 'Aperitivo Launch Party', inDays: 8, time: '19:30', city: 'New York' },
      { name: 'Bartender Breakfast Club', inDays: 26, time: '10:00', city: 'New York' },
    ],
  },
];

/** "YYYY-MM-DD", `days` after the UTC date of `now`. */
function dayAfter(now: Date, days: number): string {
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

interface Host {
  id: number;
  venue: { id: number; city: string | null } | null;
}

async function ensureHost(tx: Prisma.TransactionClient, host: DemoHost): Promise<Host> {
  const existing = await tx.user.findUnique({
    where: { email: host.email },
    select: { id: true, venuesOwned: { select: { id: true, city: true } } },
  });
  if (existing) return { id: existing.id, venue: existing.venuesOwned[0] ?? null };
  // A member may already have taken the username: the demo host then gets a numbered one.
  let username = host.username;
  for (let n = 2; await tx.user.findUnique({ where: { username }, select: { id: true } }); n++) username = `${host.username}_${n}`;
  const user = await tx.user.create({
    data: {
      email: host.email,
      username,
      displayName: host.displayName,
      profileType: host.profileType,
      location: host.location,
      bio: DEMO_BIO,
      passwordHash: null,
      searchText: userSearchText({ displayName: host.displayName, username, location: host.location }),
    },
    select: { id: true },
  });
  if (!host.venue) return { id: user.id, venue: null };
  const searchText = venueSearchText(host.venue);
  // Listed by its account, as a bar account lists its venue (unless someone listed one of that name and city).
  if (await tx.venue.findUnique({ where: { searchText }, select: { id: true } })) return { id: user.id, venue: null };
  const venue = await tx.venue.create({ data: { ...host.venue, searchText, ownerId: user.id, createdById: user.id } });
  await tx.venueClaim.create({ data: { venueId: venue.id, claimantId: user.id, listedByClaimant: true, status: 'approved' } });
  return { id: user.id, venue: { id: venue.id, city: venue.city } };
}

/**
 * Makes the demo hosts once, and puts each of their demo events that is not upcoming (past, or never
 * made) at its distance from today. Returns how many events it wrote.
 */
export async function ensureDemoEvents({ prisma }: Pick<Services, 'prisma'>, now: Date = new Date()): Promise<number> {
  return prisma.$transaction(async (tx) => {
    await lockSeed(tx);
    let written = 0;
    for (const host of DEMO_EVENT_HOSTS) {
      const { id: ownerId, venue } = await ensureHost(tx, host);
      const upcoming = new Set(
        (await tx.event.findMany({ where: { ownerId, ...upcomingWhere(now) }, select: { name: true } })).map((event) => event.name),
      );
      for (const event of host.events.filter((candidate) => !upcoming.has(candidate.name))) {
        await tx.event.deleteMany({ where: { ownerId, name: event.name } });
        // Where createEvent would put it (decision 0053).
        const city = eventCity(venue?.city, event.city, host.location);
        await tx.event.create({
          data: {
            ownerId,
            venueId: venue?.id ?? null,
            name: event.name,
            date: dayAfter(now, event.inDays),
            time: event.time,
            city,
            citySearch: eventCityKey(city),
          },
        });
        written += 1;
      }
    }
    return written;
  });
}
