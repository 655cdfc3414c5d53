import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { applyMigrations, diffMigrationsToSchema, isEmptyMigration, readMigrations } from './engine';
import { createDatabase, dropDatabase } from '../testing/postgres';

describe('migrations', () => {
  it('are in the standard Prisma layout, with a lock file naming postgresql', async () => {
    const migrations = await readMigrations();
    expect(migrations.lockfile.content).toMatch(/provider = "postgresql"/);
    expect(migrations.migrationDirectories.length).toBeGreaterThan(0);
    for (const directory of migrations.migrationDirectories) {
      expect(directory.path).toMatch(/^\d{14}_[a-z0-9_]+$/);
      expect(directory.migrationFile.path).toBe('migration.sql');
    }
  });

  it('yield exactly prisma/schema.prisma when applied (the engine finds nothing left to migrate)', async () => {
    const database = await openDatabase({});
    try {
      expect(database.appliedMigrations.length).toBeGreaterThan(0);
      const sql = await diffMigrationsToSchema(database.adapterFactory);
      expect(isEmptyMigration(sql), `schema.prisma and the migrations differ:\n${sql}`).toBe(true);
      // A second run applies nothing.
      expect(await applyMigrations(database.adapterFactory)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('leave a fresh embedded database taking parameters of the array types they created (an enum list) at once', async () => {
    const database = await openDatabase({});
    try {
      const user = await database.prisma.user.create({ data: { email: 'fresh@example.com', username: 'fresh', profileType: 'bartender' } });
      await database.prisma.openToWork.create({
        data: { userId: user.id, roles: ['head_bartender'], cities: ['Porto'], cityKeys: ['porto'] },
      });
      const found = await database.prisma.openToWork.findMany({ where: { roles: { has: 'head_bartender' } }, select: { userId: true } });
      expect(found).toEqual([{ userId: user.id }]);
    } finally {
      await database.close();
    }
  }, 180_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'apply to a fresh PostgreSQL database and record themselves once',
    async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `repour_migrate_${process.pid}`;
      await createDatabase(base, name);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
        const expected = (await readMigrations()).migrationDirectories.map((directory) => directory.path);
        expect(database.appliedMigrations).toEqual(expected);
        const rows = await database.prisma.$queryRawUnsafe<Array<{ migration_name: string }>>(
          'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name',
        );
        expect(rows.map((row) => row.migration_name)).toEqual(expected);
        expect(await applyMigrations(database.adapterFactory)).toEqual([]);
        await database.close();
      } finally {
        await dropDatabase(base, name);
      }
    },
    180_000,
  );
});
