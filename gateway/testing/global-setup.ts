// Runs once per `vitest run`: migrates (and seeds) one database that every test file then copies,
// because migrating takes seconds and copying takes a fraction of one (prisma-offline.md, "Cost").
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { adminUrl, createDatabase, disconnectOthers, dropDatabase } from './postgres';
import { seedTestData } from './seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string | null;
    postgresTemplate: string | null;
  }
}

interface Templates {
  pgliteTemplatePath: string | null;
  postgresTemplate: string | null;
  teardown(): Promise<void>;
}

// vitest.config.ts's two projects each run this file (each in a module instance of its own): the first
// makes the templates, the other gets the same ones, and the last teardown removes them.
const shared = globalThis as typeof globalThis & { repourTestTemplates?: { ready: Promise<Templates>; users: number } };

export default async function setup(project: TestProject) {
  shared.repourTestTemplates ??= { ready: makeTemplates(), users: 0 };
  const state = shared.repourTestTemplates;
  state.users += 1;
  const templates = await state.ready;
  project.provide('pgliteTemplatePath', templates.pgliteTemplatePath);
  project.provide('postgresTemplate', templates.postgresTemplate);
  return async () => {
    state.users -= 1;
    if (state.users === 0) {
      shared.repourTestTemplates = undefined;
      await templates.teardown();
    }
  };
}

async function makeTemplates(): Promise<Templates> {
  const started = Date.now();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'repour-test-'));
  const templateUrl = process.env.TEST_DATABASE_URL;

  // PGlite, when there is no PostgreSQL server to test on: a migrated, seeded data directory, dumped to a
  // file. (With one, no test file opens the embedded database through the harness, and making it would
  // keep every test waiting on initdb and the migrations.)
  let pgliteTemplatePath: string | null = null;
  if (!templateUrl) {
    const pgliteDb = await openDatabase({});
    await seedTestData(pgliteDb, dir);
    const dump = await pgliteDb.pglite!.dumpDataDir('gzip');
    pgliteTemplatePath = path.join(dir, 'pglite-template.tar.gz');
    await writeFile(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
    await pgliteDb.close();
  }

  // PostgreSQL: a template database that test files clone with CREATE DATABASE ... TEMPLATE.
  let postgresTemplate: string | null = null;
  if (templateUrl) {
    postgresTemplate = `repour_tpl_${process.pid}_${Date.now().toString(36)}`;
    await createDatabase(templateUrl, postgresTemplate);
    const url = new URL(templateUrl);
    url.pathname = `/${postgresTemplate}`;
    const pgDb = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await seedTestData(pgDb, dir);
    await pgDb.close();
    await disconnectOthers(templateUrl, postgresTemplate);
  }
  console.log(`test databases ready in ${Date.now() - started} ms${templateUrl ? ` (PostgreSQL template ${postgresTemplate})` : ''}`);

  return {
    pgliteTemplatePath,
    postgresTemplate,
    async teardown() {
      if (templateUrl && postgresTemplate) await dropDatabase(adminUrl(templateUrl), postgresTemplate);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
