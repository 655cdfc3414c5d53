import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Opens the embedded PostgreSQL with the extensions the schema needs (pg_trgm for search). */
export async function openPGlite(dataDir?: string): Promise<PGlite> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return db;
}
