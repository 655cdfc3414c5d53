// Loaded with `--import` before the gateway's modules: `npm start` runs as production unless NODE_ENV
// says otherwise (gateway/config.ts has the same default). It must be set before any module is
// evaluated, because some read it once at load: graphql-js picks its plain `instanceof` type checks,
// instead of the development checks that look for a second copy of graphql on every call.
process.env.NODE_ENV ??= 'production';
