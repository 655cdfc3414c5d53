// The server's one command line (server-command.mjs), and flags of one's own added to it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths';
import { SERVER_NODE_ARGS, serverNodeArgs } from './server-command.mjs';

/** The threads of a Node process started with the server's flags, running a line of its own instead of the server. */
function threadsWith(nodeFlags: readonly string[]): number {
  const args = serverNodeArgs(nodeFlags);
  expect(args.at(-1)).toBe('dist/server.mjs');
  const program = `console.log(/Threads:\\s+(\\d+)/.exec(require('node:fs').readFileSync('/proc/self/status', 'utf8'))[1])`;
  const run = spawnSync(process.execPath, [...args.slice(0, -1), '-e', program], { cwd: projectRoot, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout.trim());
}

describe('the server command line', () => {
  it('runs V8 with one worker thread, before preloading production-env.mjs and starting the bundle', () => {
    expect(SERVER_NODE_ARGS).toEqual(['--v8-pool-size=1', '--import', './gateway/production-env.mjs', 'dist/server.mjs']);
  });

  it("takes flags of one's own after its defaults, so that a repeated flag wins", () => {
    const args = serverNodeArgs(['--max-old-space-size=192', '--v8-pool-size=4']);
    expect(args).toEqual([
      '--v8-pool-size=1',
      '--max-old-space-size=192',
      '--v8-pool-size=4',
      '--import',
      './gateway/production-env.mjs',
      'dist/server.mjs',
    ]);
  });

  // Linux's /proc counts a process's threads.
  it.skipIf(!existsSync('/proc/self/status'))('gives V8 the worker threads a repeated flag asks for', () => {
    // Three more threads with four workers than with the default one: the flag given last is the one V8 uses.
    expect(threadsWith(['--v8-pool-size=4']) - threadsWith([])).toBe(3);
  });
});
