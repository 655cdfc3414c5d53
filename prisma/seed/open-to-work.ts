// Demo bartenders who are open to work (issue 24, docs/decisions/0051), so a new venue or brand account
// finds people at once: their roles, cities and notes, and for some a position verified at one of the
// demo venues (reference.ts). They are demo profiles: no password, so nobody signs in as them. Made
// once, with the demo recipes (as the demo invites are), never on a later start.
import { cityKey, type WorkRole } from '../../common/hiring';
import { specialtyKey } from '../../common/open-to-work';
import { userSearchText, venueSearchText } from '../../common/search-text';
import type { Services } from '../../gateway/services';

interface DemoPosition {
  position: string;
  venue: { name: string; city: string };
  startDate: string;
  endDate: string | null;
  status: 'verified' | 'pending' | 'unverified';
}

interface DemoBartender {
  username: string;
  firstName: string;
  lastName: string;
  location: string;
  bio: string;
  specialties: string[];
  roles: WorkRole[];
  cities: string[];
  note: string | null;
  /** Days ago they switched it on (the search shows the most recent first, after the verified). */
  daysOpen: number;
  positions: DemoPosition[];
}

export const DEMO_BARTENDERS: readonly DemoBartender[] = [
  {
    username: 'maya.okafor',
    firstName: 'Maya',
    lastName: 'Okafor',
    location: 'London, United Kingdom',
    bio: 'Eight years behind hotel bars in London. Stirred drinks, calm service, and a team that knows why.',
    specialties: ['Classic Cocktails', 'Bar Management', 'Training & Education'],
    roles: ['head_bartender', 'bar_manager'],
    cities: ['London, United Kingdom', 'Edinburgh, United Kingdom'],
    note: 'Free from next month. Looking for a team to lead, or a menu to build from scratch.',
    daysOpen: 3,
    positions: [
      {
        position: 'Senior Bartender',
        venue: { name: 'The Connaught Bar', city: 'London' },
        startDate: '2019-04',
        endDate: '2025-09',
        status: 'verified',
      },
    ],
  },
  {
    username: 'diego.ramirez',
    firstName: 'Diego',
    lastName: 'Ramírez',
    location: 'Mexico City, Mexico',
    bio: 'Agave nerd from Oaxaca. Mezcal flights, fast hands on a Friday, and a notebook of syrups.',
    specialties: ['Spirits', 'Craft Cocktails', 'Speed & Efficiency'],
    roles: ['bartender', 'consultant'],
    cities: ['Mexico City, Mexico'],
    note: 'Weekend shifts or agave menu consulting.',
    daysOpen: 8,
    positions: [
      {
        position: 'Bartender',
        venue: { name: 'Licorería Limantour', city: 'Mexico City' },
        startDate: '2021-02',
        endDate: null,
        status: 'verified',
      },
    ],
  },
  {
    username: 'hannah.berg',
    firstName: 'Hannah',
    lastName: 'Berg',
    location: 'New York, NY, USA',
    bio: 'Barback turned bartender. I keep the well stocked and the tickets moving.',
    specialties: ['Customer Service', 'Speed & Efficiency'],
    roles: ['bartender', 'bar_back', 'event_staff'],
    cities: ['New York, NY, USA'],
    note: 'Nights and weekends; events welcome.',
    daysOpen: 1,
    positions: [
      {
        position: 'Barback',
        venue: { name: 'Attaboy', city: 'New York' },
        startDate: '2023-06',
        endDate: null,
        status: 'pending',
      },
    ],
  },
  {
    username: 'kenji.watanabe',
    firstName: 'Kenji',
    lastName: 'Watanabe',
    location: 'Singapore',
    bio: 'Japanese technique, Singapore pace. Trainer, speaker, and a patient teacher of the hard shake.',
    specialties: ['Training & Education', 'Molecular Mixology'],
    roles: ['brand_ambassador', 'consultant'],
    cities: ['Singapore', 'Tokyo, Japan', 'Hong Kong'],
    note: 'Open to brand work across Asia: trainings, launches, guest shifts.',
    daysOpen: 14,
    positions: [
      {
        position: 'Bar Manager',
        venue: { name: 'Jigger & Pony', city: 'Singapore' },
        startDate: '2018-01',
        endDate: '2024-12',
        status: 'verified',
      },
    ],
  },
  {
    username: 'sofia.costa',
    firstName: 'Sofia',
    lastName: 'Costa',
    location: 'Barcelona, Spain',
    bio: 'Tiki at heart, vermouth by upbringing. Happiest on a busy terrace.',
    specialties: ['Tiki & Tropical', 'Seasonal Drinks'],
    roles: ['bartender', 'event_staff'],
    cities: ['Barcelona, Spain', 'Paris, France'],
    note: null,
    daysOpen: 5,
    positions: [],
  },
];

const DAY = 86_400_000;

/**
 * Adds the demo bartenders, their positions (the verified ones as decided by the admin, who may decide
 * any request) and their availability. Demo venues missing (a member renamed one) leave the position
 * unlinked and unverified. Returns how many members were added.
 */
export async function seedDemoOpenToWork({ prisma }: Pick<Services, 'prisma'>, adminEmail: string, now = new Date()): Promise<number> {
  const admin = await prisma.user.findUnique({ where: { email: adminEmail }, select: { id: true } });
  let added = 0;
  for (const demo of DEMO_BARTENDERS) {
    if (await prisma.user.findUnique({ where: { username: demo.username }, select: { id: true } })) continue;
    await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: `${demo.username}@demo.repour.invalid`,
          username: demo.username,
          firstName: demo.firstName,
          lastName: demo.lastName,
          location: demo.location,
          bio: demo.bio,
          specialties: demo.specialties,
          profileType: 'bartender',
          searchText: userSearchText(demo),
          createdAt: new Date(now.getTime() - (demo.daysOpen + 200) * DAY),
        },
      });
      // The row first: the work entries' triggers then mark a verified position on it.
      await tx.openToWork.create({
        data: {
          userId: user.id,
          roles: demo.roles,
          cities: demo.cities,
          cityKeys: demo.cities.map(cityKey),
          note: demo.note,
          specialtyKeys: demo.specialties.map(specialtyKey),
          since: new Date(now.getTime() - demo.daysOpen * DAY),
        },
      });
      for (const position of demo.positions) {
        const venue = await tx.venue.findUnique({ where: { searchText: venueSearchText(position.venue) } });
        const status = venue ? position.status : 'unverified';
        const entry = await tx.workEntry.create({
          data: {
            userId: user.id,
            organizationName: venue?.name ?? position.venue.name,
            venueId: venue?.id ?? null,
            position: position.position,
            city: position.venue.city,
            country: venue?.country ?? 'USA',
            region: venue?.state ?? null,
            startDate: position.startDate,
            endDate: position.endDate,
            current: position.endDate === null,
            verificationStatus: status,
          },
        });
        if (status === 'unverified') continue;
        await tx.verificationRequest.create({
          data: {
            workEntryId: entry.id,
            requesterId: user.id,
            venueId: entry.venueId,
            organizationName: entry.organizationName,
            organizationType: entry.organizationType,
            country: entry.country,
            region: entry.region,
            city: entry.city,
            position: entry.position,
            startDate: entry.startDate,
            endDate: entry.endDate,
            isCurrent: entry.current,
            status,
            ...(status === 'verified' ? { decidedById: admin?.id ?? null, decidedAt: now } : {}),
          },
        });
      }
    });
    added += 1;
  }
  return added;
}
