// A deadline for each query: past it, the request answers QUERY_TIMEOUT and nothing more of its work
// runs, whichever path answers it (graphql-js, an answer PostgreSQL builds, /api, which runs operations
// through the same Yoga), so no single request holds the server or its database for long.
// docs/decisions/0027-query-cost-and-deadline.md, 0064.
import { QUERY_DEADLINE_MS } from '../../common/api-limits';
import { AsyncLocalStorage } from 'node:async_hooks';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { QueryTimeoutError } from '../errors';

/** How long a query may run; PostgreSQL's statement_timeout for the app's connections is the same (gateway/db/adapters.ts). */
export { QUERY_DEADLINE_MS };

/** The query whose work is running, in every function its execution calls (the database adapters read it). */
const runningQueries = new AsyncLocalStorage<RunningQuery>();

/**
 * Throws QueryTimeoutError when the query this code runs for is past its deadline (and stops it): the
 * database adapters call it before sending each statement, so an expired query sends none, whatever
 * path it took. Outside a query (a mutation, a script) it does nothing.
 */
export function assertWithinDeadline(): void {
  runningQueries.getStore()?.check();
}

/**
 * assertWithinDeadline for the query running now, to call later from code that may run in another's
 * context (a callback a connection pool calls when a connection frees up).
 */
export function deadlineOfThisQuery(): () => void {
  const query = runningQueries.getStore();
  return query ? () => query.check() : () => undefined;
}

/**
 * Runs each query's execution past its deadline no further:
 * - The executor (@graphql-tools/executor) calls its signal's throwIfAborted between fields; ours reads
 *   the clock there, so a query walking a large answer synchronously stops at the deadline even when no
 *   timer can fire (the embedded database answers within one turn of the event loop).
 * - A query waiting on the database is stopped by a sweep, one timer for all queries, every tenth of
 *   the deadline (decision 0058): stopped between 1 and 1.1 deadlines after it started.
 * - Every statement of the query checks the deadline before it is sent (assertWithinDeadline), on the
 *   embedded database when its turn in the queue comes: an expired query frees the database for others.
 * Mutations are left to finish: stopping one half-way would answer "failed" for a write that may still
 * commit. The signal is made when the executor first reads it (decision 0063): an answer written by
 * PostgreSQL (decision 0059) never runs the executor. The plugin goes after every plugin that replaces
 * the execution (the answers written as text), so its wrapping holds theirs.
 */
export function queryDeadlinePlugin(deadlineMs: number = QUERY_DEADLINE_MS): Plugin {
  // In the order they started, so the sweep stops at the first one still within its time.
  const running = new Set<RunningQuery>();
  let sweeper: NodeJS.Timeout | undefined;
  const sweep = () => {
    const now = performance.now();
    for (const query of running) {
      if (now - query.startedAt < deadlineMs) break;
      running.delete(query);
      query.stop();
    }
    if (!running.size) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName ?? undefined)?.operation !== 'query') return;
      const query = new RunningQuery(performance.now(), deadlineMs);
      running.add(query);
      // Unreferenced: an idle server (or a test) may exit with queries' sweeps pending.
      sweeper ??= setInterval(sweep, Math.min(1000, Math.max(1, deadlineMs / 10))).unref();
      Object.defineProperty(args, 'signal', { configurable: true, enumerable: true, get: () => query.signal() });
      setExecuteFn((executeArgs) => runningQueries.run(query, () => executeFn(executeArgs)));
      return {
        onExecuteDone() {
          running.delete(query);
        },
      };
    },
  };
}

/** A query under way: when it started, and its signal once something asked for it. */
class RunningQuery {
  private controller: AbortController | undefined = undefined;
  /** Set once the deadline has passed: a signal asked for later is made already aborted. */
  private timedOut: QueryTimeoutError | undefined = undefined;
  /** throwIfAborted calls since the clock was last read (reading it on each of thousands of fields costs). */
  private calls = 0;

  constructor(
    readonly startedAt: number,
    private readonly deadlineMs: number,
  ) {}

  /** Stops the query (its signal aborts with the timeout) and throws the timeout, once past the deadline. */
  check(): void {
    if (!this.timedOut && performance.now() - this.startedAt >= this.deadlineMs) this.stop();
    if (this.timedOut) throw this.timedOut;
  }

  stop(): void {
    this.timedOut ??= new QueryTimeoutError(this.deadlineMs / 1000);
    this.controller?.abort(this.timedOut);
  }

  signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      const signal = this.controller.signal;
      if (this.timedOut) this.controller.abort(this.timedOut);
      // The executor's check between fields, with the clock read every 64th call.
      signal.throwIfAborted = () => {
        if ((this.calls = (this.calls + 1) & 63) === 0 && !this.timedOut && performance.now() - this.startedAt >= this.deadlineMs)
          this.stop();
        AbortSignal.prototype.throwIfAborted.call(signal);
      };
    }
    return this.controller.signal;
  }
}
