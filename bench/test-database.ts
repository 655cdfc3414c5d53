// A bench database of a test file's own, on the server TEST_DATABASE_URL names (PostgreSQL only: the
// loader uses what PGlite has not got), written by the loader at a small scale and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { dropDatabase } from '../gateway/testing/postgres';
import { type BenchDataReport, writeBenchData } from './data';

/** The day the test data is written as of: fixed, so that what the tests see does not move with the clock. */
export const TEST_ANCHOR = Date.UTC(2026, 10, 29);

export interface TestBenchDatabase {
  url: string;
  name: string;
  report: BenchDataReport;
  drop(): Promise<void>;
}

export async function createTestBenchDatabase(scale: number, seed = 'repour', anchor = TEST_ANCHOR): Promise<TestBenchDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL names the PostgreSQL server the bench tests write to');
  const name = `repour_bench_t_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  const report = await writeBenchData({ url: url.toString(), name, seed, scale, anchor });
  return { url: url.toString(), name, report, drop: () => dropDatabase(url.toString(), name) };
}
