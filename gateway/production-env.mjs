// Loaded with `--import` before the gateway's modules (npm start, the container, the e2e server).
import { EMBEDDED_HEAP_GROWING_PERCENT, limitHeapGrowth } from './heap.mjs';

// `npm start` runs as production unless NODE_ENV says otherwise (gateway/config.ts has the same
// default). It must be set before any module is evaluated, because some read it once at load:
// graphql-js picks its plain `instanceof` type checks, instead of the development checks that look for
// a second copy of graphql on every call.
process.env.NODE_ENV ??= 'production';

// The embedded database's process (no DATABASE_URL, as gateway/config.ts reads it) keeps V8's heap near
// what is live, from the start (heap.mjs, decision 0061).
if (!process.env.DATABASE_URL?.trim()) limitHeapGrowth(EMBEDDED_HEAP_GROWING_PERCENT);
