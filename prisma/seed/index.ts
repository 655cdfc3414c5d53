// The seed: what a fresh Repour needs to be usable at once. The demo recipes (Bar Assistant, MIT),
// the first admin account and one unused invite per account type. Safe to run at every start:
// a second run changes nothing.
import { PROFILE_TYPES, type ProfileType } from '../../common/constants';
import type { Config } from '../../gateway/config';
import { prisma } from '../../gateway/db/client';
import { createInvites } from '../../gateway/domain/invites';
import { DEMO_CREDENTIALS_FILE, ensureAdmin, type SeedAdmin } from './admin';
import { importBarAssistant } from './import';
import { ensureReferenceData } from './reference';

export interface SeedOptions {
  /** Where demo-credentials.json is kept (the DATA_DIR). */
  dataDir: string;
  /** Import the demo recipes (SEED_DEMO_DATA); the admin and invites are ensured either way. Default true. */
  demo?: boolean;
  /** SEED_ADMIN_EMAIL; default admin@repour.local. */
  adminEmail?: string;
  /** SEED_ADMIN_PASSWORD; without it a strong password is generated. */
  adminPassword?: string;
}

export interface SeedSummary {
  /** Recipes imported by this run (0 when they were already there or demo data is off). */
  importedCocktails: number;
  totalCocktails: number;
  totalIngredients: number;
  admin: SeedAdmin;
  /** An unused invite code per account type, for the start banner. */
  invites: Record<ProfileType, string>;
}

export function seedOptionsFromConfig(config: Config): SeedOptions {
  return {
    dataDir: config.dataDir,
    demo: config.seedDemoData,
    adminEmail: config.seedAdminEmail,
    adminPassword: config.seedAdminPassword,
  };
}

/**
 * One unused invite per account type made by the seed (no creator), reusing the oldest unused one.
 * Invites from `npm run invite` also have no creator, so the banner may show one of those: same operator.
 */
export async function ensureSeedInvites(): Promise<Record<ProfileType, string>> {
  const invites = {} as Record<ProfileType, string>;
  for (const profileType of PROFILE_TYPES) {
    const unused = await prisma.invite.findFirst({
      where: { profileType, isAdmin: profileType === 'admin', createdById: null, usedById: null, usedAt: null },
      orderBy: { id: 'asc' },
      select: { code: true },
    });
    invites[profileType] = unused?.code ?? (await createInvites({ profileType }))[0].code;
  }
  return invites;
}

/** Works on the open `prisma` client (gateway/db/client.ts). */
export async function seedDatabase(options: SeedOptions): Promise<SeedSummary> {
  const importedCocktails = options.demo === false ? 0 : await importBarAssistant();
  if (options.demo !== false) await ensureReferenceData();
  const admin = await ensureAdmin({ dataDir: options.dataDir, email: options.adminEmail, password: options.adminPassword });
  const invites = await ensureSeedInvites();
  const [totalCocktails, totalIngredients] = await Promise.all([prisma.cocktail.count(), prisma.ingredient.count()]);
  return { importedCocktails, totalCocktails, totalIngredients, admin, invites };
}

/** The summary as lines for the start banner and `npm run seed`. */
export function formatSeedSummary(summary: SeedSummary): string[] {
  const lines: string[] = [];
  const recipes = `${summary.totalCocktails} cocktails, ${summary.totalIngredients} ingredients`;
  lines.push(
    summary.importedCocktails > 0
      ? `Recipes: imported ${summary.importedCocktails} from Bar Assistant (MIT); ${recipes}.`
      : `Recipes: ${recipes}.`,
  );
  lines.push(`Admin: ${summary.admin.email}`);
  if (summary.admin.password) {
    lines.push(`  password: ${summary.admin.password}  (kept in ${DEMO_CREDENTIALS_FILE} until you change it)`);
  }
  if (summary.admin.passwordNote) lines.push(`  ${summary.admin.passwordNote}`);
  lines.push('Invite codes:');
  for (const profileType of PROFILE_TYPES) lines.push(`  ${profileType.padEnd(9)} ${summary.invites[profileType]}`);
  return lines;
}
