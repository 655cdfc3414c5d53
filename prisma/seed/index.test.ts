// The seed against a real database: an in-memory PGlite, and PostgreSQL too when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COCKTAIL_UNITS, PROFILE_TYPES } from '../../common/constants';
import { earliestUpcomingDate } from '../../common/events';
import { addDays, earliestToday, gigSchema, isoDate } from '../../common/gigs';
import { hashPassword, verifyPassword } from '../../gateway/auth/password';
import { startSession } from '../../gateway/auth/sessions';
import { openDatabase, type Database, type Prisma } from '../../gateway/db/client';
import { openGigsWhere } from '../../gateway/domain/gigs';
import { createLogger } from '../../gateway/logger';
import { openJobQueue } from '../../gateway/jobs/kinds';
import { RateLimits } from '../../gateway/rate-limit';
import { LocalFileStorage } from '../../gateway/storage';
import { createYogaServer } from '../../gateway/yoga';
import { createDatabase, dropDatabase } from '../../gateway/testing/postgres';
import { demoCredentialsPath, isStrongPassword } from './admin';
import { DEMO_EVENT_HOSTS, ensureDemoEvents } from './demo-events';
import { DEMO_GIGS, ensureDemoGigs } from './demo-gigs';
import { IMPORT_ACCOUNT } from './import';
import { formatSeedSummary, seedDatabase, type SeedSummary } from './index';
import { DEMO_BARTENDERS } from './open-to-work';
import { DEMO_BRANDS, DEMO_VENUES } from './reference';
import { inProcessLiveUpdates } from '../../gateway/live/live-updates';

type Backend = 'pglite' | 'postgres';
const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

// Migrating takes seconds; a dump of the migrated empty database is loaded for each fresh copy instead.
let emptyDump: Blob;
/** The client of the database the running describe block seeds. */
let prisma: Prisma;
beforeAll(async () => {
  const empty = await openDatabase({});
  emptyDump = await empty.pglite!.dumpDataDir('none');
  await empty.close();
});

interface Fresh {
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

async function freshDatabase(backend: Backend): Promise<Fresh> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'repour-seed-'));
  if (backend === 'pglite') {
    const pglite = await PGlite.create({ loadDataDir: emptyDump, extensions: { pg_trgm } });
    const database = await openDatabase({ pglite, migrate: false });
    return {
      database,
      dataDir,
      async close() {
        await database.close();
        await pglite.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `repour_seed_${process.pid}_${randomBytes(3).toString('hex')}`;
  await createDatabase(baseUrl, name);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  return {
    database,
    dataDir,
    async close() {
      await database.close();
      await dropDatabase(baseUrl, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function counts() {
  const [users, invites, cocktails, ingredients, lines, garnishes, venues, brands] = await Promise.all([
    prisma.user.count(),
    prisma.invite.count(),
    prisma.cocktail.count(),
    prisma.ingredient.count(),
    prisma.cocktailIngredient.count(),
    prisma.garnish.count(),
    prisma.venue.count(),
    prisma.brand.count(),
  ]);
  return { users, invites, cocktails, ingredients, lines, garnishes, venues, brands };
}

describe.each(backends)('the seed on %s', (backend) => {
  let fresh: Fresh;
  let first: SeedSummary;

  beforeAll(async () => {
    fresh = await freshDatabase(backend);
    prisma = fresh.database.prisma;
    first = await seedDatabase(fresh.database, { dataDir: fresh.dataDir });
  });
  afterAll(() => fresh?.close());

  it('imports the 306 Bar Assistant recipes with their ingredients, lines and garnishes', async () => {
    expect(first.importedCocktails).toBe(306);
    expect(first.totalCocktails).toBe(306);
    expect(first.totalIngredients).toBe(192);
    // Garnishes: the distinct short names of the recipes' garnishes (common/garnish.ts), not their sentences.
    expect(await counts()).toMatchObject({ cocktails: 306, ingredients: 192, lines: 1302, garnishes: 127 });
  });

  it("leaves the cocktail counts (decision 32) at the imported rows' count: 306 public, all the import account's", async () => {
    expect(await prisma.cocktailCounts.findMany()).toEqual([{ id: 1, publicCount: 306, privateCount: 0 }]);
    const account = await prisma.user.findUniqueOrThrow({ where: { username: 'barassistant' } });
    expect(account).toMatchObject({ publicCocktailsCount: 306, privateCocktailsCount: 0 });
  });

  it('gives every ingredient line a unit, our own where it fits', async () => {
    const units = await prisma.cocktailIngredient.groupBy({ by: ['unit'], _count: true });
    for (const { unit } of units) {
      expect(unit.trim()).not.toBe('');
      if (!(COCKTAIL_UNITS as readonly string[]).includes(unit)) expect(unit).toBe(unit.toLowerCase());
    }
    expect(await prisma.cocktailIngredient.count({ where: { unit: 'Top with', NOT: { amount: null } } })).toBe(0);
  });

  it('keeps names, amounts and search text as the recipes need them', async () => {
    const highball = await prisma.cocktail.findUniqueOrThrow({
      where: { importKey: 'bar-assistant:whisky-highball' },
      include: { ingredients: { orderBy: { orderIndex: 'asc' }, include: { ingredient: true } } },
    });
    expect(highball.ingredients.map((line) => [line.ingredient.name, line.amount, line.unit])).toEqual([
      ['Whiskey', 60, 'ml'],
      ['Club soda', 120, 'ml'],
      ['Lemon juice', 15, 'ml'],
    ]);
    expect(highball.ingredients[1].note).toBe('top up; or Ginger ale');
    expect(highball).toMatchObject({ glassware: 'Highball', type: 'other', visibility: 'public', method: 'Build' });

    const corpse = await prisma.cocktail.findUniqueOrThrow({ where: { importKey: 'bar-assistant:corpse-reviver-2' } });
    expect(corpse).toMatchObject({ name: 'Corpse Reviver №2', nameSearch: 'corpse reviver no2' });
    expect(corpse.ingredientsSearch).toContain('lillet blanc');

    const negroni = await prisma.cocktail.findUniqueOrThrow({ where: { importKey: 'bar-assistant:negroni' } });
    expect(negroni).toMatchObject({ classicEra: 'Classic', glassware: 'Rocks', isMocktail: false });
    expect(negroni.categories).toContain('Classic');

    const knees = await prisma.cocktail.findFirstOrThrow({ where: { nameSearch: "bee's knees" } });
    expect(knees.name).toBe('Bee’s Knees');
    expect(await prisma.cocktail.count({ where: { name: { contains: '\u00A0' } } })).toBe(0);
    expect(await prisma.cocktailIngredient.count({ where: { amount: 22.5 } })).toBeGreaterThan(0);
    expect(await prisma.ingredient.findUniqueOrThrow({ where: { nameSearch: 'creme de mure' } })).toMatchObject({
      name: 'Crème de mûre',
      category: 'liqueur',
    });
  });

  it('credits the recipes to barassistant, an account that cannot sign in and names Bar Assistant (MIT)', async () => {
    const account = await prisma.user.findUniqueOrThrow({ where: { username: 'barassistant' } });
    expect(account).toMatchObject({
      email: IMPORT_ACCOUNT.email,
      firstName: 'Bar',
      lastName: 'Assistant',
      profileType: 'brand',
      passwordHash: null,
      isAdmin: false,
    });
    expect(account.bio).toMatch(/Bar Assistant/);
    expect(account.bio).toMatch(/MIT/);
    expect(await prisma.cocktail.count({ where: { creatorId: account.id } })).toBe(306);
  });

  it('creates the admin with a generated strong password, kept in demo-credentials.json (0600) and shown', async () => {
    const admin = await prisma.user.findUniqueOrThrow({ where: { email: 'admin@repour.local' } });
    expect(admin).toMatchObject({ username: 'admin', firstName: 'Repour', lastName: 'Admin', profileType: 'admin', isAdmin: true });
    expect(first.admin.email).toBe('admin@repour.local');
    expect(first.admin.password).toBeDefined();
    expect(isStrongPassword(first.admin.password!)).toBe(true);
    expect(await verifyPassword(admin.passwordHash, first.admin.password!)).toBe(true);
    const file = demoCredentialsPath(fresh.dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ email: 'admin@repour.local', password: first.admin.password });
  });

  it('makes one invite per member account type with the demo data, made by nobody, expiring in 14 days, and no admin invite', async () => {
    expect(first.newInvites.map((invite) => invite.profileType).sort()).toEqual(PROFILE_TYPES.filter((type) => type !== 'admin').sort());
    for (const { profileType, code, expiresAt } of first.newInvites) {
      const invite = await prisma.invite.findUniqueOrThrow({ where: { code } });
      expect(invite).toMatchObject({ profileType, isAdmin: false, createdById: null, usedById: null, expiresAt });
      expect(invite.expiresAt.getTime() - invite.createdAt.getTime()).toBe(14 * 24 * 60 * 60 * 1000);
    }
    expect(await prisma.invite.count()).toBe(4);
    expect(await prisma.invite.count({ where: { OR: [{ isAdmin: true }, { profileType: 'admin' }] } })).toBe(0);
    const printed = formatSeedSummary(first).join('\n');
    for (const { code } of first.newInvites) expect(printed).toContain(code);
  });

  it('adds real reference venues and brands for the demo', async () => {
    // Nobody's until a venue account claims one (the demo event bars list venues of their own).
    expect(await prisma.venue.count({ where: { ownerId: null } })).toBe(DEMO_VENUES.length);
    expect(await prisma.brand.count()).toBe(DEMO_BRANDS.length);
    const paradiso = await prisma.venue.findFirst({ where: { name: 'Paradiso' } });
    expect(paradiso).toMatchObject({ city: 'Barcelona', country: 'Spain', searchText: 'paradiso barcelona', ownerId: null });
  });

  it('adds upcoming demo events in London and New York, hosted by two demo bars at their venues and a demo brand', async () => {
    const events = await prisma.event.findMany({ include: { owner: true, venue: true }, orderBy: [{ date: 'asc' }, { id: 'asc' }] });
    expect(events).toHaveLength(DEMO_EVENT_HOSTS.flatMap((host) => host.events).length);
    expect(events.every((event) => event.date >= earliestUpcomingDate())).toBe(true);
    expect(new Set(events.map((event) => event.city))).toEqual(new Set(['London', 'New York']));
    expect(events.every((event) => event.citySearch === event.city!.toLowerCase())).toBe(true);
    // Made-up hosts that cannot sign in; a bar's events are at its own (made-up) venue.
    expect(events.every((event) => event.owner.passwordHash === null && event.owner.bio?.startsWith('A demo account'))).toBe(true);
    for (const event of events.filter((item) => item.owner.profileType === 'bar')) {
      expect(event.venue).toMatchObject({ ownerId: event.ownerId, city: event.city });
    }
    expect(events.filter((event) => event.owner.profileType === 'brand').every((event) => event.venueId === null)).toBe(true);
    // The first one is today, so "Today" has something to show.
    expect(events[0].date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('puts demo events that have become past back at their distance from the day the seed runs, and leaves the others', async () => {
    const before = await prisma.event.findMany({ orderBy: { id: 'asc' } });
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
    const written = await ensureDemoEvents({ prisma }, inTwoWeeks);
    const after = await prisma.event.findMany({ orderBy: { id: 'asc' } });
    const offsets = DEMO_EVENT_HOSTS.flatMap((host) => host.events.map((event) => event.inDays));
    // The events less than two weeks ahead (and a day for the zones behind UTC) had become past.
    expect(written).toBe(offsets.filter((days) => days < 13).length);
    expect(after).toHaveLength(before.length);
    expect(after.every((event) => event.date >= earliestUpcomingDate(inTwoWeeks))).toBe(true);
    const kept = before.filter((event) => after.some((other) => other.id === event.id));
    expect(kept).toHaveLength(before.length - written);
    // A second start on the same day changes nothing.
    expect(await ensureDemoEvents({ prisma }, inTwoWeeks)).toBe(0);
  });

  it('posts open demo gigs from the demo bars and brand, each valid by the rules of postGig, one with a demo interest', async () => {
    const gigs = await prisma.gig.findMany({ include: { poster: true, interests: { include: { user: true } } }, orderBy: { id: 'asc' } });
    expect(gigs).toHaveLength(DEMO_GIGS.length);
    expect(gigs.length).toBeGreaterThanOrEqual(4);
    expect(await prisma.gig.count({ where: openGigsWhere() })).toBe(gigs.length);
    const hosts = new Set(DEMO_EVENT_HOSTS.map((host) => host.email));
    for (const gig of gigs) {
      expect(hosts.has(gig.poster.email!)).toBe(true);
      expect(['bar', 'brand']).toContain(gig.poster.profileType);
      const input = { ...gig, startsOn: isoDate(gig.startsOn), closesOn: isoDate(gig.closesOn) };
      expect(gigSchema.safeParse(input).success).toBe(true);
      expect(input.startsOn >= isoDate(new Date())).toBe(true);
    }
    // Hannah's interest in the barback shift, and the notification its poster got of it.
    const interests = gigs.flatMap((gig) => gig.interests.map((interest) => ({ gig, interest })));
    expect(interests).toHaveLength(1);
    const [{ gig, interest }] = interests;
    expect(interest.user.username).toBe('hannah.berg');
    expect(interest.posterId).toBe(gig.posterId);
    expect(
      await prisma.notification.count({
        where: { recipientId: gig.posterId, actorId: interest.userId, kind: 'gig_interest', gigId: gig.id },
      }),
    ).toBe(1);
  });

  it('shows a demo bartender open to work the demo gigs for her roles and cities under gigsForYou', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'repour-seed-gw-'));
    const services = {
      prisma,
      storage: new LocalFileStorage(dataDir),
      limits: new RateLimits(),
      jobs: openJobQueue(fresh.database, createLogger('silent')),
      live: inProcessLiveUpdates(),
    };
    const sessions = { secret: randomBytes(32), ttlDays: 1 };
    const yoga = createYogaServer({ services, sessions, logger: createLogger('silent'), exposeErrors: true, queryCostBudget: null });
    const forYou = async (username: string) => {
      const member = await prisma.user.findUniqueOrThrow({ where: { username } });
      const { token } = await startSession(services, sessions, member.id);
      const response = await yoga.fetch('http://seed.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ gigsForYou(first: 10) { edges { node { title role city } } } }' }),
      });
      const body = (await response.json()) as {
        data: { gigsForYou: { edges: Array<{ node: { title: string; role: string; city: string } }> } };
      };
      return body.data.gigsForYou.edges.map((edge) => edge.node);
    };
    try {
      // Maya leads teams in London; Hannah barbacks in New York.
      expect(await forYou('maya.okafor')).toEqual([
        { title: 'Head bartender for our new menu', role: 'head_bartender', city: 'London, United Kingdom' },
      ]);
      expect((await forYou('hannah.berg')).map((gig) => gig.title)).toEqual([
        'Barback for two late weekend nights',
        'Event bartenders for a rooftop launch',
      ]);
      // Every demo bartender but those of cities with no demo gigs finds at least one.
      const matched = await Promise.all(DEMO_BARTENDERS.map(async (demo) => (await forYou(demo.username)).length));
      expect(matched.filter((count) => count > 0).length).toBeGreaterThanOrEqual(3);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('posts demo gigs whose closing day has passed again at their distance from the day the seed runs, with their interest', async () => {
    const inThreeWeeks = new Date(Date.now() + 21 * 86_400_000);
    const written = await ensureDemoGigs({ prisma }, inThreeWeeks);
    // Those whose closing day (counted from the seed's day) is over everywhere three weeks on had closed:
    // UTC−12's date then is 20 or 21 days on, as the clock is before or after noon UTC.
    const seededOn = isoDate(new Date());
    const closed = DEMO_GIGS.filter((gig) => addDays(seededOn, gig.closesInDays) < earliestToday(inThreeWeeks));
    expect(written).toBe(closed.length);
    expect(await prisma.gig.count()).toBe(DEMO_GIGS.length);
    expect(await prisma.gig.count({ where: openGigsWhere(inThreeWeeks) })).toBe(DEMO_GIGS.length);
    expect(await prisma.gigInterest.count()).toBe(1);
    expect(await prisma.notification.count({ where: { kind: 'gig_interest' } })).toBe(1);
    // A second start on the same day changes nothing.
    expect(await ensureDemoGigs({ prisma }, inThreeWeeks)).toBe(0);
  });

  it('a second run imports nothing, creates no invites or users, and prints no code', async () => {
    const before = await counts();
    const second = await seedDatabase(fresh.database, { dataDir: fresh.dataDir });
    expect(second.importedCocktails).toBe(0);
    expect(second.newInvites).toEqual([]);
    expect(second.admin).toEqual(first.admin);
    expect(await counts()).toEqual(before);
    const printed = formatSeedSummary(second).join('\n');
    for (const { code } of first.newInvites) expect(printed).not.toContain(code);
    expect(printed).toContain('npm run -s invite');
  });

  it('does not replace a used or expired demo invite', async () => {
    const member = await prisma.user.create({ data: { email: `m${backend}@example.com`, username: `m${backend}` } });
    const [used, expired] = first.newInvites;
    await prisma.invite.update({ where: { code: used.code }, data: { usedById: member.id, usedAt: new Date() } });
    await prisma.invite.update({ where: { code: expired.code }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const next = await seedDatabase(fresh.database, { dataDir: fresh.dataDir });
    expect(next.newInvites).toEqual([]);
    expect(await prisma.invite.count()).toBe(4);
  });

  it('never changes the admin password; once the admin changed it, says so instead of showing the old one', async () => {
    const changed = await hashPassword('Another-pass1');
    await prisma.user.update({ where: { email: 'admin@repour.local' }, data: { passwordHash: changed } });
    const next = await seedDatabase(fresh.database, { dataDir: fresh.dataDir, adminPassword: 'Ignored-pass1' });
    expect(next.admin.password).toBeUndefined();
    expect(next.admin.passwordNote).toMatch(/changed/);
    expect((await prisma.user.findUniqueOrThrow({ where: { email: 'admin@repour.local' } })).passwordHash).toBe(changed);
    expect(formatSeedSummary(next).join('\n')).not.toContain(first.admin.password!);
  });
});

describe('the seed with SEED_DEMO_DATA=false and SEED_ADMIN_EMAIL/PASSWORD', () => {
  let fresh: Fresh;
  let summary: SeedSummary;

  beforeAll(async () => {
    fresh = await freshDatabase('pglite');
    prisma = fresh.database.prisma;
    summary = await seedDatabase(fresh.database, {
      dataDir: fresh.dataDir,
      demo: false,
      adminEmail: 'Owner@Example.com',
      adminPassword: 'Owner-pass1',
    });
  });
  afterAll(() => fresh?.close());

  it('imports no recipes and makes no invites, only the admin', async () => {
    expect(summary.importedCocktails).toBe(0);
    expect(summary.newInvites).toEqual([]);
    expect(await counts()).toMatchObject({ cocktails: 0, ingredients: 0, users: 1, invites: 0 });
    expect(await prisma.user.count({ where: { username: 'barassistant' } })).toBe(0);
  });

  it('creates the admin with the given email (lower-cased) and password, and never prints that password', async () => {
    const admin = await prisma.user.findUniqueOrThrow({ where: { email: 'owner@example.com' } });
    expect(admin).toMatchObject({ username: 'admin', isAdmin: true, profileType: 'admin' });
    expect(await verifyPassword(admin.passwordHash, 'Owner-pass1')).toBe(true);
    expect(summary.admin).toEqual({ email: 'owner@example.com', passwordNote: expect.stringMatching(/SEED_ADMIN_PASSWORD/) });
    expect(formatSeedSummary(summary).join('\n')).not.toContain('Owner-pass1');
    await expect(stat(demoCredentialsPath(fresh.dataDir))).rejects.toThrow();
  });

  it('keeps the existing admin when SEED_ADMIN_EMAIL changes later, and says so', async () => {
    const next = await seedDatabase(fresh.database, { dataDir: fresh.dataDir, demo: false, adminEmail: 'someone@example.com' });
    expect(next.admin.email).toBe('owner@example.com');
    expect(next.admin.passwordNote).toMatch(/someone@example.com/);
    expect(await prisma.user.count()).toBe(1);
  });
});
