// The admin the e2e server seeds (SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD in playwright.config.ts).

export const E2E_ADMIN_EMAIL = 'admin@e2e.test';
export const E2E_ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Pour-Another-Round-2026!';

/** The e2e server's data folder (set by playwright.config.ts); its control socket lives inside. */
export function e2eDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dataDir;
}

/** A fresh session token of the seeded admin (signed in anew on every call). */
export async function tokenForAdmin(): Promise<string> {
  const { tokenFor } = await import('./api');
  return tokenFor(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
}
