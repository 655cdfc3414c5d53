// What every test database starts with: the demo seed (recipes, the admin, invites).
export async function seedTestData(dataDir: string): Promise<void> {
  const seed = await import('../../prisma/seed/index').catch(() => null);
  if (seed && 'seedDatabase' in seed) {
    await (seed.seedDatabase as (options: { dataDir: string; demo?: boolean }) => Promise<unknown>)({ dataDir });
  }
}
