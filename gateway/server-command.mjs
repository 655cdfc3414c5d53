// How the server process is started, the one command line of `npm start`, the container's CMD, the
// end-to-end tests' web server and the tests and benches that start the real gateway
// (gateway/testing/process.ts). package.json and the Dockerfile cannot import it: deploy/compose.test.ts
// holds them to it.
//
// `--v8-pool-size=1`: one thread for V8's background work (concurrent marking and sweeping, the
// optimizing compilers, WebAssembly's tier-up) instead of Node's default of four. The memory each of
// those threads allocated and freed at its peak stays in its own malloc arena: with four, an idle
// embedded server held 60 to 100 MB of such arenas and its RSS varied from 338 to 413 MB from one
// start to the next; with one it starts at 318 to 332 MB and served the load bench as fast, on
// PostgreSQL and on the embedded database (decision 0063). A host with many cores can give V8 more on
// its own command line (`node --v8-pool-size=4 ...`).
export const SERVER_NODE_ARGS = serverNodeArgs();

/**
 * The command line with Node flags of one's own (the load bench's `--node-options`): after the defaults,
 * so that each one wins over a default it repeats, and before the script. NODE_OPTIONS cannot do this:
 * Node lets its command line win over NODE_OPTIONS, and refuses some V8 flags there
 * (`--heap-growing-percent`).
 * @param {readonly string[]} [nodeFlags]
 * @returns {readonly string[]}
 */
export function serverNodeArgs(nodeFlags = []) {
  return ['--v8-pool-size=1', ...nodeFlags, '--import', './gateway/production-env.mjs', 'dist/server.mjs'];
}
