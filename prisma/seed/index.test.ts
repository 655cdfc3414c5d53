// The seed against a real database: an in-memory PGlite, and PostgreSQL too when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COCKTAIL_UNITS, PROFILE_TYPES } from '../../common/constants';
import { hashPassword, verifyPassword } from '../../gateway/auth/password';
import { openDatabase, prisma, type Database } from '../../gateway/db/client';
import { createDatabase, dropDatabase } from '../../gateway/testing/postgres';
import { demoCredentialsPath, isStrongPassword } from './admin';
import { IMPORT_ACCOUNT } from './import';
import { formatSeedSummary, seedDatabase, type SeedSummary } from './index';
import { DEMO_BRANDS, DEMO_VENUES } from './reference';

type Backend = 'pglite' | 'postgres';
const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

// Migrating takes seconds; a dump of the migrated empty database is loaded for each fresh copy instead.
let emptyDump: Blob;
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
  let firstMs: number;

  beforeAll(async () => {
    fresh = await freshDatabase(backend);
    const started = performance.now();
    first = await seedDatabase({ dataDir: fresh.dataDir });
    firstMs = performance.now() - started;
  });
  afterAll(() => fresh?.close());

  it('imports the 306 Bar Assistant recipes with their ingredients, lines and garnishes, in a few seconds', async () => {
    expect(first.importedCocktails).toBe(306);
    expect(first.totalCocktails).toBe(306);
    expect(first.totalIngredients).toBe(192);
    expect(await counts()).toMatchObject({ cocktails: 306, ingredients: 192, lines: 1302, garnishes: 192 });
    expect(firstMs).toBeLessThan(10_000);
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

  it('leaves one unused invite per account type, made by nobody', async () => {
    expect(Object.keys(first.invites).sort()).toEqual([...PROFILE_TYPES].sort());
    for (const profileType of PROFILE_TYPES) {
      const invite = await prisma.invite.findUniqueOrThrow({ where: { code: first.invites[profileType] } });
      expect(invite).toMatchObject({ profileType, isAdmin: profileType === 'admin', createdById: null, usedById: null });
    }
    expect(await prisma.invite.count()).toBe(5);
  });

  it('adds real reference venues and brands for the demo', async () => {
    expect(await prisma.venue.count()).toBe(DEMO_VENUES.length);
    expect(await prisma.brand.count()).toBe(DEMO_BRANDS.length);
    const paradiso = await prisma.venue.findFirst({ where: { name: 'Paradiso' } });
    expect(paradiso).toMatchObject({ city: 'Barcelona', country: 'Spain', searchText: 'paradiso barcelona', ownerId: null });
  });

  it('a second run imports nothing and creates no new invites or users', async () => {
    const before = await counts();
    const second = await seedDatabase({ dataDir: fresh.dataDir });
    expect(second.importedCocktails).toBe(0);
    expect(second.invites).toEqual(first.invites);
    expect(second.admin).toEqual(first.admin);
    expect(await counts()).toEqual(before);
  });

  it('replaces a used invite with a new one and keeps the others', async () => {
    const member = await prisma.user.create({ data: { email: `m${backend}@example.com`, username: `m${backend}` } });
    await prisma.invite.update({ where: { code: first.invites.bartender }, data: { usedById: member.id, usedAt: new Date() } });
    const next = await seedDatabase({ dataDir: fresh.dataDir });
    expect(next.invites.bartender).not.toBe(first.invites.bartender);
    expect({ ...next.invites, bartender: undefined }).toEqual({ ...first.invites, bartender: undefined });
    expect(await prisma.invite.count()).toBe(6);
  });

  it('never changes the admin password; once the admin changed it, says so instead of showing the old one', async () => {
    const changed = await hashPassword('Another-pass1');
    await prisma.user.update({ where: { email: 'admin@repour.local' }, data: { passwordHash: changed } });
    const next = await seedDatabase({ dataDir: fresh.dataDir, adminPassword: 'Ignored-pass1' });
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
    summary = await seedDatabase({ dataDir: fresh.dataDir, demo: false, adminEmail: 'Owner@Example.com', adminPassword: 'Owner-pass1' });
  });
  afterAll(() => fresh?.close());

  it('imports no recipes but still makes the admin and the invites', async () => {
    expect(summary.importedCocktails).toBe(0);
    expect(await counts()).toMatchObject({ cocktails: 0, ingredients: 0, users: 1, invites: 5 });
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
    const next = await seedDatabase({ dataDir: fresh.dataDir, demo: false, adminEmail: 'someone@example.com' });
    expect(next.admin.email).toBe('owner@example.com');
    expect(next.admin.passwordNote).toMatch(/someone@example.com/);
    expect(await prisma.user.count()).toBe(1);
  });
});
