import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireLock } from '../gateway/db/lock';
import { projectRoot } from '../gateway/paths';

const root = projectRoot;
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

function runSeed(dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, SEED_ADMIN_EMAIL: _email, SEED_ADMIN_PASSWORD: _password, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['scripts/seed.ts'],
      { cwd: root, env: { ...inherited, DATA_DIR: dataDir, NODE_ENV: 'test' }, timeout: 90_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

describe('npm run seed on the embedded database', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'repour-seed-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'imports the recipes and prints the admin credentials and the new invite codes; a second run imports and prints none',
    { timeout: 120_000 },
    async () => {
      const first = await runSeed(dataDir);
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('Recipes: imported 306 from Bar Assistant (MIT); 306 cocktails, 192 ingredients.');
      expect(first.stdout).toContain('Admin: admin@repour.local');
      const password = /password: (\S+)/.exec(first.stdout)?.[1];
      expect(password).toBeDefined();
      const codes = [...first.stdout.matchAll(/^ {2}(?:user|bartender|bar|brand|admin) +([A-Z0-9]{8})$/gm)].map((match) => match[1]);
      expect(codes).toHaveLength(4);
      expect(first.stdout).not.toMatch(/^ {2}admin +[A-Z0-9]{8}$/m);

      const second = await runSeed(dataDir);
      expect(second.code).toBe(0);
      expect(second.stdout).toContain('Recipes: 306 cocktails, 192 ingredients.');
      expect(second.stdout).toContain(`password: ${password}`);
      // Codes are printed once, when they are made.
      for (const code of codes) expect(second.stdout).not.toContain(code);
      expect(second.stdout).toContain('npm run -s invite -- --type <type>');
    },
  );

  it('leaves the database to a running server, which seeds at start', async () => {
    const lock = await acquireLock(dataDir, { pid: process.pid, controlSocket: path.join(dataDir, 'control.sock') });
    if (!lock.acquired) throw new Error('lock not acquired');
    try {
      const run = await runSeed(dataDir);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`The server (process ${process.pid}) holds the embedded database`);
      expect(run.stdout).toContain('it seeds at start');
    } finally {
      lock.release();
    }
  });
});
