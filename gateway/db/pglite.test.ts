import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyClusterFile, openPGlite, pgliteSyncCalls } from './pglite';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the embedded database in a folder', () => {
  it('flushes every commit to disk before it returns, so a power loss keeps what was acknowledged', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'repour-pglite-'));
    dirs.push(dir);
    const db = await openPGlite(path.join(dir, 'pglite'));
    try {
      expect((await db.query<{ fsync: string }>('SHOW fsync')).rows[0].fsync).toBe('on');
      expect((await db.query<{ wal_sync_method: string }>('SHOW wal_sync_method')).rows[0].wal_sync_method).toBe('fsync');
      await db.exec('CREATE TABLE flushed (n int)');
      const before = pgliteSyncCalls();
      for (let n = 0; n < 5; n++) await db.query('INSERT INTO flushed VALUES ($1)', [n]);
      expect(pgliteSyncCalls() - before).toBeGreaterThanOrEqual(5);
      // A read-only statement writes no WAL and waits for no disk.
      const idle = pgliteSyncCalls();
      await db.query('SELECT count(*) FROM flushed');
      expect(pgliteSyncCalls()).toBe(idle);
    } finally {
      await db.close();
    }
    const again = await openPGlite(path.join(dir, 'pglite'));
    try {
      expect((await again.query<{ count: number }>('SELECT count(*)::int AS count FROM flushed')).rows[0].count).toBe(5);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('makes a new folder a database that keeps its rows, opened with the buffer cache asked for (16MB unless told)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'repour-pglite-'));
    dirs.push(dir);
    const folder = path.join(dir, 'pglite');
    const db = await openPGlite(folder);
    try {
      expect((await db.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0].shared_buffers).toBe('16MB');
      await db.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (1)');
    } finally {
      await db.close();
    }
    expect(existsSync(path.join(folder, 'PG_VERSION'))).toBe(true);
    const again = await openPGlite(folder, '32MB');
    try {
      expect((await again.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0].shared_buffers).toBe('32MB');
      expect((await again.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 1 }]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('starts every new folder, and every database in memory, from the one empty cluster kept for its PGlite version', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'repour-pglite-'));
    dirs.push(dir);
    await (await openPGlite(path.join(dir, 'first'))).close();
    const kept = await stat(emptyClusterFile());
    for (const db of [await openPGlite(path.join(dir, 'second')), await openPGlite()]) {
      try {
        // A cluster of its own: a table made in one is in no other.
        await db.exec('CREATE TABLE mine (n int)');
        expect(
          (await db.query<{ tables: number }>("SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'")).rows,
        ).toEqual([{ tables: 1 }]);
      } finally {
        await db.close();
      }
    }
    // Read again, not made again.
    expect((await stat(emptyClusterFile())).mtimeMs).toBe(kept.mtimeMs);
    expect(path.basename(emptyClusterFile())).toMatch(/^pglite-\d+\.\d+\.\d+-empty-cluster\.tar$/);
  }, 120_000);
});
