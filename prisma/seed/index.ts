// The seed: what a fresh Repour needs to be usable at once. The demo recipes (Bar Assistant, MIT), the
// first admin account, and with the demo recipes one invite per member account type. Safe to run at
// every start: a second run changes nothing. No admin invite is ever made here (decision 0029): the
// admin account itself comes from SEED_ADMIN_* (admin.ts), and further admins are invited by an admin.
import { PROFILE_TYPES, type ProfileType } from '../../common/constants';
import type { Config } from '../../gateway/config';
import type { Services } from '../../gateway/services';
import { createInvites } from '../../gateway/domain/invites';
import { DEMO_CREDENTIALS_FILE, ensureAdmin, type SeedAdmin } from './admin';
import { ensureDemoEvents } from './demo-events';
import { ensureDemoGigs } from './demo-gigs';
import { importBarAssistant } from './import';
import { seedDemoOpenToWork } from './open-to-work';
import { ensureReferenceData } from './reference';

export interface SeedOptions {
  /** Where demo-credentials.json is kept (the DATA_DIR). */
  dataDir: string;
  /** Import the demo recipes and make the demo invites (SEED_DEMO_DATA); the admin is ensured either way. Default true. */
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
  /** The invites this run made (with the demo data, once); empty on later runs, so codes are printed once. */
  newInvites: SeedInvite[];
}

export interface SeedInvite {
  profileType: ProfileType;
  code: string;
  expiresAt: Date;
}

/** The account types a demo invite is made for: every one but admin. */
export const DEMO_INVITE_TYPES = PROFILE_TYPES.filter((type) => type !== 'admin');

export function seedOptionsFromConfig(config: Config): SeedOptions {
  return {
    dataDir: config.dataDir,
    demo: config.seedDemoData,
    adminEmail: config.seedAdminEmail,
    adminPassword: config.seedAdminPassword,
  };
}

/** One invite per member account type, made by nobody, with the default lifetime. */
async function createDemoInvites(services: Pick<Services, 'prisma'>): Promise<SeedInvite[]> {
  const invites: SeedInvite[] = [];
  for (const profileType of DEMO_INVITE_TYPES) {
    const [invite] = await createInvites(services, { profileType });
    invites.push({ profileType, code: invite.code, expiresAt: invite.expiresAt });
  }
  return invites;
}

/** Works on the database of `services` (its `prisma` client). */
export async function seedDatabase(services: Pick<Services, 'prisma'>, options: SeedOptions): Promise<SeedSummary> {
  const importedCocktails = options.demo === false ? 0 : await importBarAssistant(services);
  if (options.demo !== false) await ensureReferenceData(services);
  // Upcoming events whenever the app starts: their dates follow the day the seed runs (demo-events.ts).
  if (options.demo !== false) await ensureDemoEvents(services);
  const admin = await ensureAdmin(services, { dataDir: options.dataDir, email: options.adminEmail, password: options.adminPassword });
  // The import happens once (of two servers starting together, one imports), and so do its invites
  // and the demo bartenders open to work (decision 0051).
  const newInvites = importedCocktails > 0 ? await createDemoInvites(services) : [];
  if (importedCocktails > 0) await seedDemoOpenToWork(services, admin.email);
  // Open gigs whenever the app starts, for the demo bartenders' roles and cities (demo-gigs.ts).
  if (options.demo !== false) await ensureDemoGigs(services);
  const [totalCocktails, totalIngredients] = await Promise.all([services.prisma.cocktail.count(), services.prisma.ingredient.count()]);
  return { importedCocktails, totalCocktails, totalIngredients, admin, newInvites };
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
  lines.push(...formatNewInvites(summary.newInvites));
  return lines;
}

export const MAKE_INVITES_HINT = '`npm run -s invite -- --type <type>` makes invite codes';

/** The codes this run made, or how to make some: a code is printed once, when it is new. */
export function formatNewInvites(invites: SeedInvite[]): string[] {
  if (invites.length === 0) return [`Invite codes: ${MAKE_INVITES_HINT}.`];
  const until = invites[0].expiresAt.toISOString().slice(0, 10);
  return [
    `New invite codes (one use each, until ${until}; shown only now):`,
    ...invites.map((invite) => `  ${invite.profileType.padEnd(9)} ${invite.code}`),
  ];
}
