import { openDatabase } from '../gateway/db/client';
import { seedDatabase } from '../prisma/seed/index';
const rss = () => Math.round(process.memoryUsage().rss / 1e6);
console.log('start', rss());
const db = await openDatabase({ pgliteDir: '/tmp/d2/pglite' });
console.log('opened+migrated', rss(), process.memoryUsage());
if (process.argv[2]) { await (seedDatabase as any)({ prisma: db.prisma }).catch((e: unknown) => console.log('seed err', String(e).slice(0, 200))); console.log('seeded', rss()); }
await db.close();
