// What the tests that prove "bad input changes nothing" read of the database: the whole of it but
// sessions as one comparable value, and any stored float that no JSON number is.
// A refused or failed call must leave the fingerprint as it was (taken before, compared after).
import type { PrismaClient } from '../generated/prisma/client';

// The property tests take both after every call (about 1,700 times a file): each statement is built
// once per client from the catalogue (the schema does not change under a test) and not read again.
const fingerprintQueries = new WeakMap<PrismaClient, Promise<string>>();
const nonFiniteQueries = new WeakMap<PrismaClient, Promise<string>>();

function once(cache: WeakMap<PrismaClient, Promise<string>>, prisma: PrismaClient, build: () => Promise<string>) {
  let query = cache.get(prisma);
  if (!query) {
    query = build();
    cache.set(prisma, query);
    query.catch(() => cache.delete(prisma));
  }
  return query;
}

export async function databaseFingerprint(prisma: PrismaClient): Promise<Record<string, string>> {
  const query = await once(fingerprintQueries, prisma, async () => {
    const tables = await prisma.$queryRawUnsafe<Array<{ table_name: string }>>(
      `select relname as table_name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')
         and relname not in ('sessions', '_prisma_migrations') order by relname`,
    );
    return tables
      .map(
        ({ table_name }) =>
          // The number of rows and the newest transaction that wrote one (xmin: every insert and update,
          // even of the same values, makes a row version with its transaction's id). A delete lowers the
          // count, and a row put back is a new version. Reading xmin needs no row turned into text:
          // hashing every row's text took four times as long, and the property tests take this after every call.
          `select '${table_name}' as t, count(*)::text || ':' || coalesce(max(x.xmin::text::bigint)::text, '') as f from "${table_name}" x`,
      )
      .join(' union all ');
  });
  const rows = await prisma.$queryRawUnsafe<Array<{ t: string; f: string }>>(query);
  return Object.fromEntries(rows.map((row) => [row.t, row.f]));
}

/**
 * Stored floats that no JSON number is: NaN, Infinity. A write that stores one fails every later read
 * of its row (issue 19: an amount of 1e308 was rounded to Infinity and stored), so none is ever written.
 */
export async function nonFiniteFloats(prisma: PrismaClient): Promise<string[]> {
  const query = await once(nonFiniteQueries, prisma, async () => {
    const columns = await prisma.$queryRawUnsafe<Array<{ table_name: string; column_name: string }>>(
      `select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type = 'double precision'`,
    );
    return columns
      .map(
        ({ table_name, column_name }) =>
          `select '${table_name}.${column_name}' as c from "${table_name}" where "${column_name}" in ('Infinity', '-Infinity', 'NaN')`,
      )
      .join(' union ');
  });
  const rows = await prisma.$queryRawUnsafe<Array<{ c: string }>>(query);
  return rows.map((row) => row.c);
}
