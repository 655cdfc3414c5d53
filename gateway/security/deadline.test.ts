// The deadline's sweep (decision 0058): a query still running past the deadline is stopped, within a
// tenth of it, even when its signal is first asked for after that (decision 0063); one that finished is
// never stopped afterwards; mutations get no deadline. The plugin's
// hook is driven as envelop drives it, on a clock the test moves (gateway/yoga.test.ts stops a real
// query through the whole gateway).
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryTimeoutError } from '../errors';
import { assertWithinDeadline, deadlineOfThisQuery, queryDeadlinePlugin } from './deadline';

type Started = { signal?: AbortSignal; done?: () => void; execute?: (work: () => unknown) => unknown };

/**
 * Starts an operation as envelop's onExecute would, returning the signal it was handed, its end, and
 * `execute`: runs `work` as the executor would run, inside the execution the plugin set.
 */
function start(plugin: ReturnType<typeof queryDeadlinePlugin>, source: string): Started {
  const args: { document: ReturnType<typeof parse>; operationName?: string; signal?: AbortSignal } = { document: parse(source) };
  let work: () => unknown = () => undefined;
  let executeFn: (args: unknown) => unknown = () => work();
  const hooks = (plugin.onExecute as (payload: unknown) => { onExecuteDone?: () => void } | void)({
    args,
    executeFn,
    setExecuteFn: (replaced: typeof executeFn) => (executeFn = replaced),
  });
  const execute = (run: () => unknown) => {
    work = run;
    return executeFn(args);
  };
  return { signal: args.signal, done: hooks ? () => hooks.onExecuteDone?.() : undefined, ...(hooks ? { execute } : {}) };
}

describe('the query deadline', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops a query still running after the deadline, within a tenth of it, with the timeout error', async () => {
    const plugin = queryDeadlinePlugin(1_000);
    const query = start(plugin, '{ cocktails { totalCount } }');
    await vi.advanceTimersByTimeAsync(999);
    expect(query.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(101);
    expect(query.signal?.aborted).toBe(true);
    expect(query.signal?.reason).toBeInstanceOf(QueryTimeoutError);
    expect((query.signal?.reason as Error).message).toMatch(/^The request took longer than 1 seconds and was stopped\./);
  });

  it('stops each query at its own deadline, not at the first one', async () => {
    const plugin = queryDeadlinePlugin(1_000);
    const early = start(plugin, '{ __typename }');
    await vi.advanceTimersByTimeAsync(600);
    const late = start(plugin, '{ __typename }');
    await vi.advanceTimersByTimeAsync(500);
    expect([early.signal?.aborted, late.signal?.aborted]).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(600);
    expect(late.signal?.aborted).toBe(true);
  });

  it('never stops a query that finished, and stops sweeping when nothing runs', async () => {
    const plugin = queryDeadlinePlugin(1_000);
    const query = start(plugin, '{ __typename }');
    query.done?.();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(query.signal?.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hands a query that asks for its signal only after the deadline one already stopped, with the timeout error', async () => {
    const plugin = queryDeadlinePlugin(1_000);
    // The signal is made when the executor first reads it (decision 0063): here, after the sweep.
    const args: { document: ReturnType<typeof parse>; signal?: AbortSignal } = { document: parse('{ __typename }') };
    (plugin.onExecute as (payload: unknown) => unknown)({ args, executeFn: () => undefined, setExecuteFn: () => undefined });
    await vi.advanceTimersByTimeAsync(1_100);
    expect(args.signal?.aborted).toBe(true);
    expect(args.signal?.reason).toBeInstanceOf(QueryTimeoutError);
  });

  it('leaves mutations to finish: no signal, nothing swept', () => {
    const plugin = queryDeadlinePlugin(1_000);
    const mutation = start(plugin, 'mutation { logOut }');
    expect(mutation).toEqual({ signal: undefined, done: undefined });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops a query that keeps the thread busy, where no timer fires: the executor's check between fields reads the clock", async () => {
    const plugin = queryDeadlinePlugin(1_000);
    const query = start(plugin, '{ cocktails { totalCount } }');
    const signal = query.signal!;
    // The clock moves on while the sweep's timer never gets a turn (one synchronous walk of a large answer).
    const started = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(started + 1_001);
    let stoppedAfter = 0;
    try {
      for (; stoppedAfter < 1_000; stoppedAfter += 1) signal.throwIfAborted();
    } catch (error) {
      expect(error).toBeInstanceOf(QueryTimeoutError);
    }
    expect(stoppedAfter).toBeLessThan(64);
    expect(signal.aborted).toBe(true);
  });

  it("refuses a statement of a query past its deadline, in whatever the query's execution calls; outside a query, nothing", async () => {
    const plugin = queryDeadlinePlugin(1_000);
    const query = start(plugin, '{ cocktails { totalCount } }');
    const within = await query.execute!(async () => {
      await Promise.resolve();
      assertWithinDeadline();
      return 'sent';
    });
    expect(within).toBe('sent');
    const late = query.execute!(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
      // A callback the database driver runs later, in another request's context, checks this query.
      const check = deadlineOfThisQuery();
      return new Promise((resolve, reject) =>
        setImmediate(() => {
          try {
            check();
            resolve('sent');
          } catch (error) {
            reject(error as Error);
          }
        }),
      );
    });
    await expect(late).rejects.toBeInstanceOf(QueryTimeoutError);
    expect(query.signal?.aborted).toBe(true);
    expect(() => assertWithinDeadline()).not.toThrow();
    expect(() => deadlineOfThisQuery()()).not.toThrow();
  });
});
