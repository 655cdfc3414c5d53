// zod compiles object parsers with `new Function` when it can, and probes for that when an object schema
// is made. Under the app's Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as
// a violation; jitless mode skips both. The web build resolves `import ... from 'zod'` to this module
// (vite.config.ts), so the setting is made before any module that makes a schema runs, and zod loads
// with the first screen that uses it instead of with the app's entry.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
