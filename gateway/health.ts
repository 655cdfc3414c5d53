// /healthz: the process answers. /readyz: it can do its work: the database answers, every migration of
// the folder is applied, and the file storage answers. Load balancers route traffic by /readyz.
import { isDatabaseUnavailable } from './db/errors';
import { readMigrations } from './db/engine';
import type { Services } from './services';

export interface Readiness {
  ready: boolean;
  checks: Record<'database' | 'migrations' | 'storage', { ok: boolean; detail?: string }>;
}

let expectedMigrations: Promise<string[]> | undefined;

/** A failure's detail: its first line, except for database errors, which may name hosts and statements. */
function failureDetail(error: unknown): string {
  if (isDatabaseUnavailable(error)) return 'unavailable';
  if (error && typeof error === 'object' && 'clientVersion' in error) return 'failed';
  return error instanceof Error ? error.message.split('\n')[0].slice(0, 200) : 'failed';
}

async function check(work: () => Promise<string | void>): Promise<{ ok: boolean; detail?: string }> {
  try {
    const detail = await work();
    return detail ? { ok: true, detail } : { ok: true };
  } catch (error) {
    return { ok: false, detail: failureDetail(error) };
  }
}

export async function readiness({ prisma, storage }: Services): Promise<Readiness> {
  expectedMigrations ??= readMigrations().then((list) => list.migrationDirectories.map((directory) => directory.path));
  const database = await check(async () => {
    await prisma.$queryRawUnsafe('SELECT 1');
  });
  const migrations = database.ok
    ? await check(async () => {
        const applied = await prisma.$queryRawUnsafe<Array<{ migration_name: string }>>(
          'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
        );
        const names = new Set(applied.map((row) => row.migration_name));
        const missing = (await expectedMigrations!).filter((name) => !names.has(name));
        if (missing.length) throw new Error(`not applied: ${missing.join(', ')}`);
        return `${names.size} applied`;
      })
    : { ok: false, detail: 'database unavailable' };
  const files = await check(() => storage.check());
  return { ready: database.ok && migrations.ok && files.ok, checks: { database, migrations, storage: files } };
}
