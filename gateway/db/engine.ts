// Prisma's own schema engine, compiled to WebAssembly: migrations without the binary download
// (see ../shared/docs/prisma-offline.md and docs/decisions/0002-offline-prisma.md).
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { projectRoot } from '../paths';

export const prismaDir = path.join(projectRoot, 'prisma');
export const schemaPath = path.join(prismaDir, 'schema.prisma');
export const migrationsDir = path.join(prismaDir, 'migrations');

type Engine = Awaited<ReturnType<typeof bg.SchemaEngine.new>>;
type MigrationList = Parameters<Engine['applyMigrations']>[0]['migrationsList'];

const noFilters = { externalTables: [], externalEnums: [] };
let wasmReady: Promise<void> | undefined;

function loadWasm(): Promise<void> {
  wasmReady ??= (async () => {
    // The engine reports panics through this registry; without it a panic surfaces as an unrelated TypeError.
    const g = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void } };
    g.PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message(message: string) {
        throw new Error(`Prisma schema engine panicked: ${message}`);
      },
    };
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), { './schema_engine_bg.js': bg as never });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start(): void };
    bg.__wbg_set_wasm(exports);
    exports.__wbindgen_start();
  })();
  return wasmReady;
}

async function openEngine(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<Engine> {
  await loadWasm();
  const schema = await readFile(schemaPath, 'utf8');
  const log = () => {};
  return bg.SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, log, bindMigrationAwareSqlAdapterFactory(adapterFactory));
}

/** The migrations folder in the shape the engine takes (Prisma's standard layout). */
export async function readMigrations(dir = migrationsDir): Promise<MigrationList> {
  const lockPath = path.join(dir, 'migration_lock.toml');
  const lockContent = await readFile(lockPath, 'utf8').catch(() => null);
  const entries = (await readdir(dir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const migrationDirectories = await Promise.all(
    entries.map(async (name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: await readFile(path.join(dir, name, 'migration.sql'), 'utf8') },
      },
    })),
  );
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories,
  } as MigrationList;
}

/**
 * Applies pending migrations, recording them in _prisma_migrations like `prisma migrate deploy`.
 * Instances starting together queue on the engine's advisory lock, whose wait times out after about
 * ten seconds: we wait and try again rather than fail the start (for up to `patienceMs`).
 */
export async function applyMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory, patienceMs = 120_000): Promise<string[]> {
  const deadline = Date.now() + patienceMs;
  for (let attempt = 1; ; attempt++) {
    const engine = await openEngine(adapterFactory);
    try {
      const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: await readMigrations(), filters: noFilters });
      return appliedMigrationNames;
    } catch (error) {
      const lockWait = error instanceof Error && /timed out/i.test(error.message);
      if (!lockWait || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(500 * attempt, 3000)));
    } finally {
      engine.free();
    }
  }
}

/**
 * The SQL that takes the database described by the migrations folder to schema.prisma.
 * "-- This is an empty migration." when they agree.
 */
export async function diffMigrationsToSchema(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const engine = await openEngine(adapterFactory);
  try {
    const migrations = await readMigrations();
    const from = migrations.migrationDirectories.length ? { tag: 'migrations' as const, ...migrations } : { tag: 'empty' as const };
    const schema = await readFile(schemaPath, 'utf8');
    const result = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    } as Parameters<Engine['diff']>[0]);
    return result.stdout ?? '';
  } finally {
    engine.free();
  }
}

export function isEmptyMigration(sql: string): boolean {
  return sql.trim() === '' || sql.includes('This is an empty migration.');
}
