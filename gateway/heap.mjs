// How far V8 lets the heap grow past what survived its last full collection, for the embedded database's
// process (decision 0061). By default V8 picks a factor between 1.1 and 4 from how fast the program
// allocates: under load (50 requests in flight, each one's garbage outliving a few young-generation
// collections) it let the old generation fill to 450 MB of mostly garbage, so the embedded server's RSS
// went from 380 to 580-780 MB. At 15 % the heap stays within 15 % of what is live, for the same
// throughput there, since the embedded database's one thread, not V8's collector, bounds it. A server
// on PostgreSQL keeps V8's own factor: its throughput is the Node process's, and the extra full
// collections cost it requests and latency (686-710 req/s at p95 130 ms against 704-813 at 106-126).
// Set by production-env.mjs, before any module is loaded.
import v8 from 'node:v8';

export const EMBEDDED_HEAP_GROWING_PERCENT = 15;
const FLAG = '--heap-growing-percent';

/**
 * @param {number} percent
 * @param {readonly string[]} [execArgv]
 * @returns {boolean}
 *
 * Sets V8's heap growing factor to 1 + percent / 100, unless the process was started with its own
 * `--heap-growing-percent` (an operator's choice wins). V8 reads the flag each time it sizes the heap
 * after a full collection, so setting it at start takes effect. Returns whether it was set.
 */
export function limitHeapGrowth(percent, execArgv = process.execArgv) {
  if (!Number.isInteger(percent) || percent < 1 || percent > 300) throw new RangeError(`heap growing percent out of range: ${percent}`);
  if (execArgv.some((argument) => argument === FLAG || argument.startsWith(`${FLAG}=`))) return false;
  v8.setFlagsFromString(`${FLAG}=${percent}`);
  return true;
}
