// The server process's Weekly Top 10 timer (decision 0049): started by gateway/main.ts with the services,
// it asks for a refresh at start and then every WEEKLY_TOP10_REFRESH_SECONDS. Each process has one; the
// refresh statement lets only one of them recompute a list that is due, so requests never pay for it.
import type { Logger } from 'pino';
import { refreshWeeklyTop10, type RefreshResult } from './domain/weekly-top10';
import type { Services } from './services';

export interface WeeklyTop10Timer {
  /** Stops asking, and waits for a refresh in flight (the database is closed after this). */
  stop(): Promise<void>;
}

/**
 * A list counts as due when it is older than 90% of the interval: timers fire a little late or early, and
 * a list computed 299.9 s ago by another process should not wait another whole interval.
 */
export const DUE_FRACTION = 0.9;

export function startWeeklyTop10Refresh(
  services: Pick<Services, 'prisma'>,
  options: { intervalSeconds: number; logger: Logger; onRefresh?: (result: RefreshResult) => void },
): WeeklyTop10Timer {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    // One refresh at a time in this process: a slow one is not stacked on.
    if (running || stopped) return;
    running = refreshWeeklyTop10(services, { minAgeSeconds: options.intervalSeconds * DUE_FRACTION })
      .then((result) => {
        if (result.frozenWeek) options.logger.info({ week: result.frozenWeek }, 'weekly top 10: froze the week');
        options.onRefresh?.(result);
      })
      .catch((error: unknown) => {
        // The database away for a moment: the next tick tries again, and the list keeps its last state.
        options.logger.warn({ err: error }, 'weekly top 10: refresh failed');
      })
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalSeconds * 1000);
  // The timer alone does not keep the process alive (the server does).
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
