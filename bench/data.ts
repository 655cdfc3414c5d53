// npm run bench:data [-- --seed repour --scale 1]
// Writes the synthetic benchmark dataset into its own PostgreSQL database (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/repour_bench), dropped and recreated first: 100k cocktails of
// about 5 ingredient lines, 100k members, 1M follows, 10k venues, 50k reports. The same seed writes
// the same rows. Migrations are the app's; rows go in as multi-row INSERTs of unnest()ed arrays with
// the secondary indexes dropped, then the indexes are rebuilt exactly as the migrations define them.
import pg from 'pg';
import { openDatabase } from '../gateway/db/client';
import { createDatabase, dropDatabase } from '../gateway/testing/postgres';
import { loadBarAssistant } from '../prisma/seed/import';
import { argument, benchDatabase } from './database';
import { type BenchData, generateBenchData, scaledSizes } from './generate';

type ColumnType = 'int' | 'text' | 'bool' | 'float8' | 'timestamp' | 'text[]' | `"${string}"` | `"${string}"[]`;
type Column<T> = [name: string, type: ColumnType, value: (row: T) => unknown];

/** Rows per INSERT statement. */
const BATCH = 20_000;
const SEPARATOR = '\u001f';

async function insert<T>(client: pg.Client, table: string, columns: Column<T>[], rows: readonly T[]): Promise<void> {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const unnestTypes = columns.map(
    ([, type], index) => `$${index + 1}::${type === 'int' || type === 'bool' || type === 'float8' ? type : 'text'}[]`,
  );
  const selects = columns.map(([name, type]) => {
    const column = `t."${name}"`;
    if (type === 'text[]') return `string_to_array(${column}, E'\\x1f')`;
    if (type.endsWith('[]')) return `string_to_array(${column}, E'\\x1f')::${type}`;
    if (type === 'timestamp') return `${column}::timestamp(3)`;
    if (type.startsWith('"')) return `${column}::${type}`;
    return column;
  });
  const sql = `INSERT INTO "${table}" (${names}) SELECT ${selects.join(', ')} FROM unnest(${unnestTypes.join(', ')}) AS t(${names})`;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const values = columns.map(([, type, value]) =>
      batch.map((row) => {
        const raw = value(row);
        if (type.endsWith('[]')) return (raw as string[]).join(SEPARATOR);
        if (type === 'timestamp') return (raw as Date).toISOString();
        return raw;
      }),
    );
    await client.query(sql, values);
  }
}

const TABLES = [
  'users',
  'venues',
  'ingredients',
  'cocktails',
  'cocktail_ingredients',
  'follows',
  'cocktail_reports',
  'work_entries',
  'open_to_work',
];

async function load(client: pg.Client, data: BenchData): Promise<void> {
  await insert(
    client,
    'users',
    [
      ['id', 'int', (r) => r.id],
      ['email', 'text', (r) => r.email],
      ['username', 'text', (r) => r.username],
      ['first_name', 'text', (r) => r.firstName],
      ['last_name', 'text', (r) => r.lastName],
      ['display_name', 'text', (r) => r.displayName],
      ['bio', 'text', (r) => r.bio],
      ['location', 'text', (r) => r.location],
      ['profile_type', '"ProfileType"', (r) => r.profileType],
      ['is_verified', 'bool', (r) => r.isVerified],
      ['specialties', 'text[]', (r) => r.specialties],
      ['search_text', 'text', (r) => r.searchText],
      ['created_at', 'timestamp', (r) => r.createdAt],
      ['updated_at', 'timestamp', (r) => r.createdAt],
    ],
    data.members,
  );
  await insert(
    client,
    'venues',
    [
      ['id', 'int', (r) => r.id],
      ['name', 'text', (r) => r.name],
      ['search_text', 'text', (r) => r.searchText],
      ['city', 'text', (r) => r.city],
      ['state', 'text', (r) => r.state],
      ['country', 'text', (r) => r.country],
      ['address', 'text', (r) => r.address],
      ['website_url', 'text', (r) => r.websiteUrl],
      ['is_verified', 'bool', (r) => r.isVerified],
      ['owner_id', 'int', (r) => r.ownerId],
      ['created_at', 'timestamp', (r) => r.createdAt],
    ],
    data.venues,
  );
  await insert(
    client,
    'ingredients',
    [
      ['id', 'int', (r) => r.id],
      ['name', 'text', (r) => r.name],
      ['name_search', 'text', (r) => r.nameSearch],
      ['category', 'text', (r) => r.category],
      ['abv', 'float8', (r) => r.abv],
      ['origin', 'text', (r) => r.origin],
      ['parent_id', 'int', (r) => r.parentId],
    ],
    data.ingredients,
  );
  await insert(
    client,
    'cocktails',
    [
      ['id', 'int', (r) => r.id],
      ['name', 'text', (r) => r.name],
      ['name_search', 'text', (r) => r.nameSearch],
      ['ingredients_search', 'text', (r) => r.ingredientsSearch],
      ['description', 'text', (r) => r.description],
      ['directions', 'text', (r) => r.directions],
      ['glassware', 'text', (r) => r.glassware],
      ['garnish', 'text', (r) => r.garnish],
      ['classic_era', 'text', (r) => r.classicEra],
      ['is_mocktail', 'bool', (r) => r.isMocktail],
      ['visibility', '"Visibility"', (r) => r.visibility],
      ['type', '"CocktailType"', (r) => r.type],
      ['categories', 'text[]', (r) => r.categories],
      ['likes_count', 'int', (r) => r.likesCount],
      ['repours_count', 'int', (r) => r.repoursCount],
      ['original_creator_name', 'text', (r) => r.originalCreatorName],
      ['year', 'int', (r) => r.year],
      ['venue_id', 'int', (r) => r.venueId],
      ['creator_id', 'int', (r) => r.creatorId],
      ['created_at', 'timestamp', (r) => r.createdAt],
      ['updated_at', 'timestamp', (r) => r.createdAt],
    ],
    data.cocktails,
  );
  await insert(
    client,
    'cocktail_ingredients',
    [
      ['cocktail_id', 'int', (r) => r.cocktailId],
      ['ingredient_id', 'int', (r) => r.ingredientId],
      ['amount', 'float8', (r) => r.amount],
      ['unit', 'text', (r) => r.unit],
      ['order_index', 'int', (r) => r.orderIndex],
    ],
    data.lines,
  );
  await insert(
    client,
    'follows',
    [
      ['follower_id', 'int', (r) => r.followerId],
      ['following_id', 'int', (r) => r.followingId],
      ['created_at', 'timestamp', (r) => r.createdAt],
    ],
    data.follows,
  );
  await insert(
    client,
    'cocktail_reports',
    [
      ['id', 'int', (r) => r.id],
      ['cocktail_id', 'int', (r) => r.cocktailId],
      ['reporter_id', 'int', (r) => r.reporterId],
      ['message', 'text', (r) => r.message],
      ['status', '"ReportStatus"', (r) => r.status],
      ['created_at', 'timestamp', (r) => r.createdAt],
    ],
    data.reports,
  );
  await insert(
    client,
    'work_entries',
    [
      ['id', 'int', (r) => r.id],
      ['user_id', 'int', (r) => r.userId],
      ['venue_id', 'int', (r) => r.venueId],
      ['organization_name', 'text', (r) => r.organizationName],
      ['position', 'text', (r) => r.position],
      ['city', 'text', (r) => r.city],
      ['country', 'text', (r) => r.country],
      ['start_date', 'text', (r) => r.startDate],
      ['current', 'bool', (r) => r.current],
      ['verification_status', '"VerificationStatus"', (r) => r.verificationStatus],
      ['created_at', 'timestamp', (r) => r.createdAt],
      ['updated_at', 'timestamp', (r) => r.createdAt],
    ],
    data.workEntries,
  );
  await insert(
    client,
    'open_to_work',
    [
      ['user_id', 'int', (r) => r.userId],
      ['roles', '"WorkRole"[]', (r) => r.roles],
      ['cities', 'text[]', (r) => r.cities],
      ['city_keys', 'text[]', (r) => r.cityKeys],
      ['note', 'text', (r) => r.note],
      ['specialty_keys', 'text[]', (r) => r.specialtyKeys],
      ['has_verified_position', 'bool', (r) => r.hasVerifiedPosition],
      ['since', 'timestamp', (r) => r.since],
      ['updated_at', 'timestamp', (r) => r.since],
    ],
    data.openToWork,
  );
}

async function main(): Promise<void> {
  const { url, name } = benchDatabase();
  const seed = argument('seed') ?? 'repour';
  const scale = Number(argument('scale') ?? '1');
  if (!(scale > 0 && scale <= 10)) throw new Error('--scale must be a number above 0 and at most 10');
  const sizes = scaledSizes(scale);
  const started = performance.now();
  const step = (label: string) => console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${label}`);

  console.log(`Benchmark data into ${name} (seed "${seed}", scale ${scale})`);
  await dropDatabase(url, name);
  await createDatabase(url, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await database.close();
  step('migrated');

  const { ingredients: baseIngredients } = await loadBarAssistant();
  const data = generateBenchData(seed, sizes, baseIngredients);
  step(
    `generated ${data.cocktails.length} cocktails (${data.lines.length} lines), ${data.members.length} members, ` +
      `${data.follows.length} follows, ${data.venues.length} venues, ${data.ingredients.length} ingredients, ${data.reports.length} reports, ` +
      `${data.workEntries.length} work entries, ${data.openToWork.length} members open to work`,
  );

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET maintenance_work_mem = '512MB'`);
    // The rows are consistent by construction: skip the per-row foreign-key triggers while loading.
    await client.query(`SET session_replication_role = replica`);
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' AND tablename = ANY($1)
          AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
      [TABLES],
    );
    for (const { indexname } of indexes) await client.query(`DROP INDEX "${indexname}"`);
    await load(client, data);
    step('rows written');
    for (const { indexdef } of indexes) await client.query(indexdef);
    step(`${indexes.length} indexes rebuilt`);
    await client.query(`SET session_replication_role = DEFAULT`);
    for (const table of ['users', 'venues', 'ingredients', 'cocktails', 'cocktail_ingredients', 'cocktail_reports', 'work_entries']) {
      await client.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max(id) FROM "${table}"))`);
    }
    await client.query(`
      UPDATE users u SET followers_count = f.n FROM (SELECT following_id, count(*) AS n FROM follows GROUP BY 1) f WHERE f.following_id = u.id;
      UPDATE users u SET following_count = f.n FROM (SELECT follower_id, count(*) AS n FROM follows GROUP BY 1) f WHERE f.follower_id = u.id;
    `);
    // The cocktail counts, from the rows (the triggers that keep them did not fire while loading: decision 32).
    await client.query('SELECT cocktail_counts_recount()');
    // The words spelling correction suggests, as the migration's backfill collects them (the triggers
    // that keep them did not fire while loading).
    await client.query(`
      INSERT INTO search_words (word)
        SELECT search_words_of(name_search) FROM cocktails
        UNION SELECT search_words_of(ingredients_search) FROM cocktails
        UNION SELECT search_words_of(name_search) FROM ingredients
        UNION SELECT search_words_of(search_text) FROM users
        UNION SELECT search_words_of(search_text) FROM venues
        ON CONFLICT DO NOTHING`);
    await client.query('VACUUM ANALYZE');
    step('counters, sequences, search words and statistics updated');
  } finally {
    await client.end();
  }
  console.log(`Done: ${url}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
