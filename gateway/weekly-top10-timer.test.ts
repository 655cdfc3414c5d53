// The server's Weekly Top 10 timer (decision 0049): a refresh at start and every interval after, at most one
// in flight per process, none after stop(), and a failing refresh logged rather than thrown.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from 'pino';
import type { RefreshResult } from './domain/weekly-top10';
import { createLogger } from './logger';
import type { Services } from './services';
import { setupTestGateway, type TestGateway } from './testing/harness';
import { startWeeklyTop10Refresh } from './weekly-top10-timer';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const silent = createLogger('silent');

describe('the Weekly Top 10 timer', () => {
  it('computes the list at start and again each interval, and stops when told', async () => {
    const results: RefreshResult[] = [];
    const timer = startWeeklyTop10Refresh(gw.services, { intervalSeconds: 1, logger: silent, onRefresh: (result) => results.push(result) });
    // The first tick computes the never-computed list; a later one finds it older than 90% of the interval
    // and computes it again (a tick that comes sooner finds it fresh).
    await vi.waitFor(() => expect(results.filter((result) => result.refreshed).length).toBeGreaterThanOrEqual(2), {
      timeout: 8_000,
      interval: 50,
    });
    await timer.stop();
    expect(results[0].refreshed).toBe(true);
    expect((await gw.prisma.weeklyTop10Period.findUniqueOrThrow({ where: { period: 'rolling' } })).computedAt).not.toBeNull();
    const stoppedAt = results.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(results.length).toBe(stoppedAt);
  });

  it('logs a refresh that fails and keeps going', async () => {
    const failing = { prisma: { $queryRaw: vi.fn().mockRejectedValue(new Error('database away')) } } as unknown as Pick<Services, 'prisma'>;
    const warn = vi.fn();
    const logger = { warn, info: vi.fn() } as unknown as Logger;
    const timer = startWeeklyTop10Refresh(failing, { intervalSeconds: 1, logger });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2), { timeout: 5_000, interval: 50 });
    await timer.stop();
    expect(warn).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'database away' }) }, 'weekly top 10: refresh failed');
  });
});
