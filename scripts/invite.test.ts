import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlServer } from '../gateway/control';
import { type Database, openDatabase } from '../gateway/db/client';
import { acquireLock } from '../gateway/db/lock';
import { projectRoot } from '../gateway/paths';
import { createDatabase, dropDatabase } from '../gateway/testing/postgres';
import { parseInviteArgs, USAGE } from './invite';

const root = projectRoot;
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the invite command as `npm run -s invite` does, with only the given database settings. */
function runInvite(args: string[], env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<Run> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['scripts/invite.ts', ...args],
      { cwd: root, env: { ...inherited, ...env, NODE_ENV: 'test' }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

const codeLines = (stdout: string) => stdout.split('\n').filter(Boolean);

describe('the invite command arguments', () => {
  it('take a type and a count', () => {
    expect(parseInviteArgs(['--type', 'bartender', '--count', '5'])).toEqual({ type: 'bartender', count: 5, days: 14 });
    expect(parseInviteArgs(['--count=2', '--type=bar'])).toEqual({ type: 'bar', count: 2, days: 14 });
    expect(parseInviteArgs(['-t', 'admin', '-n', '3'])).toEqual({ type: 'admin', count: 3, days: 14 });
  });

  it('take how many days the codes are valid', () => {
    expect(parseInviteArgs(['--type', 'user', '--days', '1'])).toEqual({ type: 'user', count: 1, days: 1 });
    expect(parseInviteArgs(['--days=90', '-t', 'bar'])).toEqual({ type: 'bar', count: 1, days: 90 });
    expect(parseInviteArgs(['-d', '30', '-t', 'brand', '-n', '2'])).toEqual({ type: 'brand', count: 2, days: 30 });
  });

  it('default to one invite valid 14 days', () => {
    expect(parseInviteArgs(['--type', 'user'])).toEqual({ type: 'user', count: 1, days: 14 });
  });

  it('ask for help', () => {
    expect(parseInviteArgs(['--help'])).toEqual({ help: true });
  });

  it.each([
    [[], /--type is required/],
    [['--type'], /--type needs a value/],
    [['--type', '--count', '2'], /--type needs a value/],
    [['--type', 'wizard'], /--type must be one of user, bartender, bar, brand, admin/],
    [['--type', 'User'], /--type must be one of/],
    [['--type', 'user', '--count', '0'], /--count must be an integer from 1 to 1000/],
    [['--type', 'user', '--count', '1001'], /--count must be an integer from 1 to 1000/],
    [['--type', 'user', '--count', '2.5'], /--count must be an integer from 1 to 1000/],
    [['--type', 'user', '--count', 'ten'], /--count must be an integer from 1 to 1000/],
    [['--type', 'user', '--days', '0'], /--days must be an integer from 1 to 90/],
    [['--type', 'user', '--days', '91'], /--days must be an integer from 1 to 90/],
    [['--type', 'user', '--days', '1.5'], /--days must be an integer from 1 to 90/],
    [['--type', 'user', '--days'], /--days needs a value/],
    [['--type', 'user', 'extra'], /Unknown argument: extra/],
    [['--kind', 'user'], /Unknown argument: --kind/],
  ])('refuse %j', (argv, message) => {
    expect(() => parseInviteArgs(argv)).toThrow(message);
  });
});

describe('npm run invite on the embedded database', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'repour-invite-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'with no server running, opens the database itself and prints N codes of 8 characters, nothing else',
    { timeout: 90_000 },
    async () => {
      const run = await runInvite(['--type', 'bartender', '--count', '3'], { DATA_DIR: dataDir });
      expect(run.code).toBe(0);
      const codes = codeLines(run.stdout);
      expect(codes).toHaveLength(3);
      for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/);
      expect(run.stdout).toBe(`${codes.join('\n')}\n`);

      // The codes are in the data folder's database, and the lock was let go.
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrate: false });
      try {
        const invites = await database.prisma.invite.findMany({ where: { code: { in: codes } } });
        expect(invites.map((invite) => invite.profileType)).toEqual(['bartender', 'bartender', 'bartender']);
      } finally {
        await database.close();
      }
      const lock = await acquireLock(dataDir, { pid: process.pid });
      expect(lock.acquired).toBe(true);
      if (lock.acquired) lock.release();
    },
  );

  it('exits with 2 and a usage line on bad arguments, printing nothing on stdout', async () => {
    const run = await runInvite(['--type', 'wizard'], { DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('--type must be one of');
    expect(run.stderr).toContain(USAGE);
  });
});

describe('npm run invite while a server holds the embedded database', () => {
  let dataDir: string;
  let release: () => void = () => {};
  let database: Database | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'repour-invite-'));
    // This test process plays the server: it holds the lock and the database (in memory here).
    database = await openDatabase({});
    const lock = await acquireLock(dataDir, { pid: process.pid, controlSocket: path.join(dataDir, 'control.sock') });
    if (!lock.acquired) throw new Error('lock not acquired');
    release = lock.release;
  });
  afterAll(async () => {
    release();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('waits for a server that is still starting, then gets the codes through its control socket', { timeout: 90_000 }, async () => {
    const running = runInvite(['--type', 'brand', '--count', '2'], { DATA_DIR: dataDir });
    // The server has taken the lock but opens its socket only after migrating and seeding.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const control = await startControlServer({ dataDir, services: database! });
    try {
      const run = await running;
      expect(run.stderr).not.toMatch(/error/i);
      expect(run.code).toBe(0);
      const codes = codeLines(run.stdout);
      expect(codes).toHaveLength(2);
      const invites = await database!.prisma.invite.findMany({ where: { code: { in: codes } } });
      expect(invites.map((invite) => invite.profileType)).toEqual(['brand', 'brand']);
    } finally {
      await control.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run invite on PostgreSQL', () => {
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `repour_invite_${process.pid}_${randomBytes(3).toString('hex')}`;
  let url: URL;
  let dataDir: string;

  beforeAll(async () => {
    url = new URL(baseUrl);
    url.pathname = `/${name}`;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'repour-invite-'));
    await createDatabase(baseUrl, name);
  });
  afterAll(async () => {
    await dropDatabase(baseUrl, name);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the invites in the DATABASE_URL database, with or without a server', { timeout: 90_000 }, async () => {
    const run = await runInvite(['--type', 'user', '--count', '4', '--days', '7'], { DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    expect(run.code).toBe(0);
    const codes = codeLines(run.stdout);
    expect(codes).toHaveLength(4);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT code, profile_type, (expires_at - created_at) = interval '7 days' AS seven_days FROM invites WHERE code = ANY($1) ORDER BY id",
        [codes],
      );
      expect(rows).toEqual(codes.map((code) => ({ code, profile_type: 'user', seven_days: true })));
    } finally {
      await client.end();
    }
  });
});
