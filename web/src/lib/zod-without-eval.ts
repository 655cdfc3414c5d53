// zod compiles object parsers with `new Function` when it can, and probes for that by calling it once.
// Under the app's Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as a
// violation; jitless mode skips both. Imported first by main.tsx, before any schema parses.
import { z } from 'zod';

z.config({ jitless: true });
