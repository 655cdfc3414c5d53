// Demo gigs (issue 24, docs/decisions/0055): a few open shifts and jobs posted by the demo bars and the
// demo brand (demo-events.ts), for roles in cities the demo bartenders open to work want (open-to-work.ts),
// so /gigs and their Gigs for you have something to show on a fresh install; one demo bartender has said
// she is interested. Their dates are relative to the day the seed runs, and the seed runs at every start:
// a demo gig no longer open (its closing day over) is posted again at its distance from today. Each is
// parsed by the schema postGig uses (common/gigs.ts), so it is one a venue could have posted.
import { addDays, gigSchema, isoDate } from '../../common/gigs';
import { cityKey, type WorkRole } from '../../common/hiring';
import type { Services } from '../../gateway/services';
import { openGigsWhere } from '../../gateway/domain/gigs';
import { notify } from '../../gateway/domain/notifications';
import { DEMO_EVENT_HOSTS } from './demo-events';
import { lockSeed } from './import';

interface DemoGig {
  /** The poster: a demo host's username (demo-events.ts). */
  poster: string;
  title: string;
  role: WorkRole;
  /** Days after the day the seed runs. */
  startsInDays: number;
  /** Days after the day the seed runs: the last day it is listed. */
  closesInDays: number;
  payText: string;
  city: string;
  description: string;
  /** A demo bartender (open-to-work.ts) who has said she is interested, with her note. */
  interest?: { username: string; note: string };
}

export const DEMO_GIGS: readonly DemoGig[] = [
  {
    poster: 'demo_repour_room',
    title: 'Head bartender for our new menu',
    role: 'head_bartender',
    startsInDays: 21,
    closesInDays: 14,
    payText: '£42,000 a year + service charge',
    city: 'London',
    description:
      'We are rebuilding the menu around British botanicals and need a head bartender to lead a team of six: ' +
      'menu development, training and the pass on busy nights. Five shifts a week, two of them late.',
  },
  {
    poster: 'demo_repour_room',
    title: 'Weekend cover, stirred-drinks bar',
    role: 'bartender',
    startsInDays: 4,
    closesInDays: 3,
    payText: '£16/hour + tips',
    city: 'London',
    description: 'One weekend shift, 6pm to 2am, on a short stirred-drinks menu. Two years behind a busy bar wanted.',
  },
  {
    poster: 'demo_social_club',
    title: 'Barback for two late weekend nights',
    role: 'bar_back',
    startsInDays: 6,
    closesInDays: 5,
    payText: '$20/hour + tip share',
    city: 'New York',
    description: 'Keep a three-station bar stocked through two late weekend nights: ice, glass, batches and the back bar.',
    interest: { username: 'hannah.berg', note: 'Barback at Attaboy for two years; free both nights.' },
  },
  {
    poster: 'demo_social_club',
    title: 'Event bartenders for a rooftop launch',
    role: 'event_staff',
    startsInDays: 10,
    closesInDays: 8,
    payText: '$250 for the night',
    city: 'New York',
    description: 'Four bartenders for a 300-guest rooftop launch: a three-drink menu, batched ahead, served fast.',
  },
  {
    poster: 'demo_bitters_co',
    title: 'Brand ambassador, UK',
    role: 'brand_ambassador',
    startsInDays: 30,
    closesInDays: 20,
    payText: '£38,000 a year + travel',
    city: 'London',
    description: 'Take our bitters to the bars of the UK: trainings, guest shifts and launches, working with our team in New York.',
  },
  {
    poster: 'demo_bitters_co',
    title: 'Bitters menu consultant, Singapore',
    role: 'consultant',
    startsInDays: 14,
    closesInDays: 10,
    payText: 'S$600 a day, five days',
    city: 'Singapore',
    description: 'Five days building a bitters-forward menu for our Singapore launch with a partner bar team.',
  },
];

/** The demo hosts that post gigs (the usernames of demo-events.ts). */
const POSTERS = new Set(DEMO_GIGS.map((gig) => gig.poster));

/**
 * Posts each demo gig that is not open (past its closing day, or never posted) again at its distance
 * from today, with its demo interest. Posters or bartenders missing (a member took the username, or the
 * demo data was never imported) leave theirs out. Returns how many gigs it wrote.
 */
export async function ensureDemoGigs({ prisma }: Pick<Services, 'prisma'>, now: Date = new Date()): Promise<number> {
  return prisma.$transaction(async (tx) => {
    await lockSeed(tx);
    const hosts = DEMO_EVENT_HOSTS.filter((host) => POSTERS.has(host.username));
    const posters = new Map(
      (await tx.user.findMany({ where: { email: { in: hosts.map((host) => host.email) } }, select: { id: true, email: true } })).map(
        (user) => [hosts.find((host) => host.email === user.email)!.username, user.id],
      ),
    );
    const today = isoDate(now);
    let written = 0;
    for (const demo of DEMO_GIGS) {
      const posterId = posters.get(demo.poster);
      if (posterId === undefined) continue;
      if (await tx.gig.findFirst({ where: { posterId, title: demo.title, ...openGigsWhere(now) }, select: { id: true } })) continue;
      await tx.gig.deleteMany({ where: { posterId, title: demo.title } });
      const gig = gigSchema.parse({
        title: demo.title,
        role: demo.role,
        startsOn: addDays(today, demo.startsInDays),
        closesOn: addDays(today, demo.closesInDays),
        payText: demo.payText,
        city: demo.city,
        description: demo.description,
      });
      const { id: gigId } = await tx.gig.create({
        data: {
          posterId,
          title: gig.title,
          role: gig.role,
          startsOn: new Date(`${gig.startsOn}T00:00:00Z`),
          closesOn: new Date(`${gig.closesOn}T00:00:00Z`),
          payText: gig.payText,
          city: gig.city,
          cityKey: cityKey(gig.city),
          description: gig.description,
          createdAt: now,
        },
        select: { id: true },
      });
      written += 1;
      if (!demo.interest) continue;
      const member = await tx.user.findUnique({ where: { username: demo.interest.username }, select: { id: true, profileType: true } });
      if (member?.profileType !== 'bartender') continue;
      await tx.gigInterest.create({ data: { gigId, userId: member.id, posterId, note: demo.interest.note } });
      // As setGigInterest does: the poster hears of it.
      await notify(tx, { recipientId: posterId, actorId: member.id, kind: 'gig_interest', gigId });
    }
    return written;
  });
}
