// A deadline for each query: past it, execution stops starting resolvers and the request answers
// QUERY_TIMEOUT, so no single request holds the server (and its database connections) for long.
// docs/decisions/0027-query-cost-and-deadline.md
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { QueryTimeoutError } from '../errors';

/** How long a query may run; PostgreSQL's statement_timeout for the app's connections is the same (gateway/db/adapters.ts). */
export const QUERY_DEADLINE_MS = 10_000;

/**
 * Hands the executor an AbortSignal that fires at the deadline (@graphql-tools/executor checks it
 * between fields and rejects the result with its reason, which maskError answers as a 503). A statement
 * already sent runs on until it ends or PostgreSQL's statement_timeout stops it. Mutations are left to
 * finish: stopping one half-way would answer "failed" for a write that may still commit.
 *
 * The queries under way are swept by one timer, every tenth of the deadline, rather than each setting
 * and clearing a timer of its own (decision 0058): a query is stopped between 1 and 1.1 deadlines
 * after it started. Its signal is made when the executor first reads it (decision 0063): an answer
 * written by PostgreSQL (decision 0059) never runs the executor, and making an AbortSignal cost as
 * much as the rest of `{ __typename }`'s execution.
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
      query.timedOut = new QueryTimeoutError(deadlineMs / 1000);
      query.controller?.abort(query.timedOut);
    }
    if (!running.size) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };
  return {
    onExecute({ args }) {
      if (getOperationAST(args.document, args.operationName ?? undefined)?.operation !== 'query') return;
      const query = new RunningQuery(performance.now());
      running.add(query);
      // Unreferenced: an idle server (or a test) may exit with queries' sweeps pending.
      sweeper ??= setInterval(sweep, Math.min(1000, Math.max(1, deadlineMs / 10))).unref();
      Object.defineProperty(args, 'signal', { configurable: true, enumerable: true, get: () => query.signal() });
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
  controller: AbortController | undefined = undefined;
  /** Set by the sweep at the deadline: a signal asked for later is made already aborted. */
  timedOut: QueryTimeoutError | undefined = undefined;
  constructor(readonly startedAt: number) {}

  signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.timedOut) this.controller.abort(this.timedOut);
    }
    return this.controller.signal;
  }
}
