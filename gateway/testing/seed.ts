import { seedDatabase } from '../../prisma/seed/index';

// What every test database starts with: the demo seed (recipes, the admin, invites).
export async function seedTestData(dataDir: string): Promise<void> {
  await seedDatabase({ dataDir, adminEmail: 'admin@test.repour', adminPassword: 'Admin#Test1' });
}
