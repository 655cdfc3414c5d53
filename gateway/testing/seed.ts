import { seedDatabase } from '../../prisma/seed/index';
import type { Services } from '../services';

// What every test database starts with: the demo seed (recipes, the admin, invites).
export async function seedTestData(services: Pick<Services, 'prisma'>, dataDir: string): Promise<void> {
  await seedDatabase(services, { dataDir, adminEmail: 'admin@test.repour', adminPassword: 'Admin#Test1' });
}
