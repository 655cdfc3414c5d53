// npm run bench:data [-- --seed repour --scale 1 | --cocktails 1000000] [--today 2026-11-29]
// Writes the synthetic benchmark dataset into its own PostgreSQL database (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/repour_bench), dropped and recreated first. At scale 1: 100k
// cocktails of about 5 ingredient lines, 100k members, 1M follows, 10k venues, 50k reports, and the
// members' activity at the proportions of bench/activity.ts (about 1M likes, 150k re-pours, 200k reviews,
// 200k check-ins, events and who is going, gigs and who is interested, the notifications of the last 90
// days), with every stored counter counted from its rows. The same seed and day write the same rows.
//
// Migrations are the app's. Rows that need the app's text functions are made in Node (bench/generate.ts)
// and go in as multi-row INSERTs of unnest()ed arrays; the activity is made by PostgreSQL (INSERT ...
// SELECT over generate_series, bench/activity.ts). Two connections work side by side; the secondary
// indexes are dropped while loading and rebuilt exactly as the migrations define them.
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../gateway/db/client';
import { refreshWeeklyTop10 } from '../gateway/domain/weekly-top10';
import { createDatabase, dropDatabase } from '../gateway/testing/postgres';
import { loadBarAssistant } from '../prisma/seed/import';
import { activityStatements, COUNTERS, HELPERS } from './activity';
import { argument, benchDatabase } from './database';
import { cpuMs } from './process-stats';
import { benchCocktailBatches, type BenchEntities, type CocktailRow, generateEntities, type LineRow, scaledSizes } from './generate';

type ColumnType = 'int' | 'text' | 'bool' | 'float8' | 'timestamp' | 'date' | 'text[]' | `"${string}"` | `"${string}"[]`;
type Column<T> = [name: string, type: ColumnType, value: (row: T) => unknown];

/** Rows per INSERT statement. */
const BATCH = 20_000;
/** Between the values of a column, between the items of an array value, and for a null value. */
const ROWS = '\u001e';
const ITEMS = '\u001f';
const NULL = '\u001d';

/**
 * INSERT ... SELECT FROM unnest(): each column's values of a batch travel as one text, split by
 * string_to_array (cheaper on both sides than the driver's quoted array literals).
 */
async function insert<T>(client: pg.Client, table: string, columns: Column<T>[], rows: readonly T[]): Promise<void> {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const arrays = columns.map(([, type], index) => {
    const scalar = type === 'int' || type === 'bool' || type === 'float8' ? `::${type}[]` : '';
    // Each text starts with a separator (dropped by [2:]): a batch of one empty value is then {''}, not {}.
    return `(string_to_array($${index + 1}, E'\\x1e', E'\\x1d'))[2:]${scalar}`;
  });
  const selects = columns.map(([name, type]) => {
    const column = `t."${name}"`;
    if (type === 'text[]') return `string_to_array(${column}, E'\\x1f')`;
    if (type.endsWith('[]')) return `string_to_array(${column}, E'\\x1f')::${type}`;
    if (type === 'timestamp') return `${column}::timestamp(3)`;
    if (type === 'date') return `${column}::date`;
    if (type.startsWith('"')) return `${column}::${type}`;
    return column;
  });
  const sql = `INSERT INTO "${table}" (${names}) SELECT ${selects.join(', ')} FROM unnest(${arrays.join(', ')}) AS t(${names})`;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const values = columns.map(
      ([, type, value]) =>
        ROWS +
        batch
          .map((row) => {
            const raw = value(row);
            if (raw === null || raw === undefined) return NULL;
            if (type.endsWith('[]')) return (raw as string[]).join(ITEMS);
            if (type === 'timestamp') return (raw as Date).toISOString();
            return String(raw);
          })
          .join(ROWS),
    );
    await client.query(sql, values);
  }
}

/** Every table the data writes: their secondary indexes are dropped while loading. */
const TABLES = [
  'users',
  'venues',
  'ingredients',
  'cocktails',
  'cocktail_ingredients',
  'follows',
  'cocktail_reports',
  'work_entries',
  'verification_requests',
  'open_to_work',
  'achievements',
  'venue_awards',
  'events',
  'event_attendees',
  'gigs',
  'gig_interests',
  'campaigns',
  'partnerships',
  'venue_claims',
  'cocktail_likes',
  'repours',
  'cocktail_reviews',
  'check_ins',
  'notifications',
];

async function writeCocktails(client: pg.Client, cocktails: CocktailRow[], lines: LineRow[]): Promise<void> {
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
      ['original_creator_name', 'text', (r) => r.originalCreatorName],
      ['year', 'int', (r) => r.year],
      ['venue_id', 'int', (r) => r.venueId],
      ['creator_id', 'int', (r) => r.creatorId],
      ['created_at', 'timestamp', (r) => r.createdAt],
      ['updated_at', 'timestamp', (r) => r.createdAt],
    ],
    cocktails,
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
    lines,
  );
}

/** The rows made in Node besides the cocktails: members first, then what refers to them. */
async function writeEntities(client: pg.Client, data: BenchEntities): Promise<void> {
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
      ['badges', 'text[]', (r) => r.badges],
      ['specialties', 'text[]', (r) => r.specialties],
      ['hours', 'text', (r) => r.hours],
      ['favorite_style', 'text', (r) => r.favoriteStyle],
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
    'cocktail_reports',
    [
      ['id', 'int', (r) => r.id],
      ['cocktail_id', 'int', (r) => r.cocktailId],
      ['reporter_id', 'int', (r) => r.reporterId],
      // The cocktail's name as reported: the cocktails are written later, and the name copied then.
      ['cocktail_name', 'text', () => ''],
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
      ['end_date', 'text', (r) => r.endDate],
      ['current', 'bool', (r) => r.current],
      ['verification_status', '"VerificationStatus"', (r) => r.verificationStatus],
      ['created_at', 'timestamp', (r) => r.createdAt],
      ['updated_at', 'timestamp', (r) => r.createdAt],
    ],
    data.workEntries,
  );
  await insert(
    client,
    'verification_requests',
    [
      ['id', 'int', (r) => r.id],
      ['work_entry_id', 'int', (r) => r.workEntryId],
      ['requester_id', 'int', (r) => r.requesterId],
      ['venue_id', 'int', (r) => r.venueId],
      ['organization_name', 'text', (r) => r.organizationName],
      ['organization_type', '"OrganizationType"', () => 'bar'],
      ['country', 'text', (r) => r.country],
      ['city', 'text', (r) => r.city],
      ['position', 'text', (r) => r.position],
      ['start_date', 'text', (r) => r.startDate],
      ['end_date', 'text', (r) => r.endDate],
      ['is_current', 'bool', (r) => r.isCurrent],
      ['status', '"VerificationRequestStatus"', (r) => r.status],
      ['decided_by_id', 'int', (r) => r.decidedById],
      ['decided_at', 'timestamp', (r) => r.decidedAt],
      ['created_at', 'timestamp', (r) => r.createdAt],
    ],
    data.verificationRequests,
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
  await insert(
    client,
    'achievements',
    [
      ['id', 'int', (r) => r.id],
      ['user_id', 'int', (r) => r.userId],
      ['type', '"AchievementType"', (r) => r.type],
      ['title', 'text', (r) => r.title],
      ['competition', 'text', (r) => r.competition],
      ['organizer', 'text', (r) => r.organizer],
      ['issuer', 'text', (r) => r.issuer],
      ['year', 'int', (r) => r.year],
      ['place', 'text', (r) => r.place],
      ['result', 'text', (r) => r.result],
      ['created_at', 'timestamp', (r) => r.createdAt],
    ],
    data.achievements,
  );
  await insert(
    client,
    'venue_awards',
    [
      ['id', 'int', (r) => r.id],
      ['venue_id', 'int', (r) => r.venueId],
      ['created_by_id', 'int', (r) => r.createdById],
      ['title', 'text', (r) => r.title],
      ['competition', 'text', (r) => r.competition],
      ['year', 'int', (r) => r.year],
      ['place', 'text', (r) => r.place],
      ['created_at', 'timestamp', (r) => r.createdAt],
    ],
    data.venueAwards,
  );
  await insert(
    client,
    'events',
    [
      ['id', 'int', (r) => r.id],
      ['owner_id', 'int', (r) => r.ownerId],
      ['venue_id', 'int', (r) => r.venueId],
      ['name', 'text', (r) => r.name],
      ['date', 'text', (r) => r.date],
      ['time', 'text', (r) => r.time],
      ['city', 'text', (r) => r.city],
      ['city_search', 'text', (r) => r.citySearch],
      ['created_at', 'timestamp', (r) => r.createdAt],
    ],
    data.events,
  );
  await insert(
    client,
    'gigs',
    [
      ['id', 'int', (r) => r.id],
      ['poster_id', 'int', (r) => r.posterId],
      ['title', 'text', (r) => r.title],
      ['role', '"WorkRole"', (r) => r.role],
      ['starts_on', 'date', (r) => r.startsOn],
      ['pay_text', 'text', (r) => r.payText],
      ['city', 'text', (r) => r.city],
      ['city_key', 'text', (r) => r.cityKey],
      ['description', 'text', (r) => r.description],
      ['closes_on', 'date', (r) => r.closesOn],
      ['closed_at', 'timestamp', (r) => r.closedAt],
      ['created_at', 'timestamp', (r) => r.createdAt],
      ['updated_at', 'timestamp', (r) => r.createdAt],
    ],
    data.gigs,
  );
  await insert(
    client,
    'campaigns',
    [
      ['id', 'int', (r) => r.id],
      ['brand_user_id', 'int', (r) => r.brandUserId],
      ['name', 'text', (r) => r.name],
      ['description', 'text', (r) => r.description],
      ['active', 'bool', (r) => r.active],
      ['starts_on', 'text', (r) => r.startsOn],
      ['ends_on', 'text', (r) => r.endsOn],
      ['created_at', 'timestamp', (r) => r.createdAt],
    ],
    data.campaigns,
  );
  await insert(
    client,
    'partnerships',
    [
      ['id', 'int', (r) => r.id],
      ['brand_user_id', 'int', (r) => r.brandUserId],
      ['venue_id', 'int', (r) => r.venueId],
      ['created_at', 'timestamp', (r) => r.createdAt],
    ],
    data.partnerships,
  );
  await insert(
    client,
    'venue_claims',
    [
      ['id', 'int', (r) => r.id],
      ['venue_id', 'int', (r) => r.venueId],
      ['claimant_id', 'int', (r) => r.claimantId],
      ['listed_by_claimant', 'bool', () => true],
      ['status', '"VenueClaimStatus"', () => 'approved'],
      ['decided_at', 'timestamp', (r) => r.createdAt],
      ['created_at', 'timestamp', (r) => r.createdAt],
    ],
    data.venueClaims,
  );
}

/**
 * The CPU time the server processes behind some connections have used, in ms (from /proc, when the
 * PostgreSQL server runs on this machine; null when it does not).
 */
async function backendCpuMs(clients: pg.Client[]): Promise<number | null> {
  const pids = await Promise.all(
    clients.map(async (client) => (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid),
  );
  return processCpuMs(pids);
}

function processCpuMs(pids: number[]): number | null {
  try {
    return pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  } catch {
    return null;
  }
}

/**
 * The tables whose indexes are rebuilt last: those still being written while Node writes the cocktails,
 * and those the counters rewrite (an index built before would be kept up by the UPDATE, then rebuilt by
 * VACUUM FULL).
 */
const LATE_INDEXES = new Set([
  'users',
  'venues',
  'events',
  'cocktails',
  'cocktail_ingredients',
  'cocktail_likes',
  'repours',
  'cocktail_reviews',
  'check_ins',
  'notifications',
]);

/** A session of the loader: its settings for a bulk load, with the triggers off. */
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`SET maintenance_work_mem = '512MB'`);
  await client.query(`SET work_mem = '256MB'`);
  await client.query(`SET synchronous_commit = off`);
  // Two connections already keep two cores busy: no parallel workers on top of them.
  await client.query(`SET max_parallel_maintenance_workers = 0`);
  // The rows are consistent by construction and the counters are counted once at the end: no per-row
  // foreign-key checks and no counter triggers while loading (decision 32's recount is for this).
  await client.query(`SET session_replication_role = replica`);
  return client;
}

/** Runs the tasks on the clients, each client taking the next task when it is free. */
async function parallel(clients: pg.Client[], tasks: Array<(client: pg.Client) => Promise<void>>): Promise<void> {
  const queue = [...tasks];
  await Promise.all(
    clients.map(async (client) => {
      for (let task = queue.shift(); task; task = queue.shift()) await task(client);
    }),
  );
}

export interface BenchDataOptions {
  url: string;
  name: string;
  seed: string;
  scale: number;
  /** The moment the data is written as of (ms); every row is before it. */
  anchor: number;
  log?: (line: string) => void;
}

export interface BenchDataReport {
  seconds: number;
  /** CPU seconds spent: by this process, and by the PostgreSQL backends that loaded (when the server is local). */
  cpuSeconds: { node: number; postgres: number | null };
  steps: Array<{ label: string; seconds: number }>;
  tables: Array<{ table: string; rows: number; bytes: number }>;
  databaseBytes: number;
}

/** Drops and recreates the bench database and writes the data; returns the time each step took and the tables' sizes. */
export async function writeBenchData({ url, name, seed, scale, anchor, log = () => {} }: BenchDataOptions): Promise<BenchDataReport> {
  const sizes = scaledSizes(scale);
  const started = performance.now();
  const nodeCpuAtStart = process.cpuUsage();
  let postgresCpuMs: number | null = 0;
  const addPostgresCpu = (ms: number | null) => (postgresCpuMs = postgresCpuMs === null || ms === null ? null : postgresCpuMs + ms);
  let last = started;
  const steps: BenchDataReport['steps'] = [];
  const step = (label: string) => {
    const now = performance.now();
    steps.push({ label, seconds: (now - last) / 1000 });
    last = now;
    log(`${((now - started) / 1000).toFixed(1).padStart(7)} s  ${label}`);
  };

  await dropDatabase(url, name);
  await createDatabase(url, name);
  const migrated = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await migrated.close();
  step('migrated');

  const { ingredients: baseIngredients } = await loadBarAssistant();
  const entities = generateEntities(seed, sizes, baseIngredients, anchor);
  step(
    `generated ${entities.members.length} members, ${entities.venues.length} venues, ${entities.ingredients.length} ingredients, ` +
      `${entities.workEntries.length} work entries, ${entities.events.length} events, ${entities.gigs.length} gigs`,
  );

  const clients = [await connect(url), await connect(url)];
  const [a, b] = clients;
  try {
    await a.query(HELPERS);
    const { rows: indexes } = await a.query<{ indexname: string; indexdef: string; tablename: string }>(
      `SELECT indexname, indexdef, tablename FROM pg_indexes
        WHERE schemaname = 'public' AND tablename = ANY($1)
          AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
      [TABLES],
    );
    for (const { indexname } of indexes) await a.query(`DROP INDEX "${indexname}"`);

    const { follows, going, interest, byCocktail, notifications } = activityStatements({
      seed,
      anchor,
      members: sizes.members,
      cocktails: sizes.cocktails,
      venues: sizes.venues,
      follows: sizes.follows,
    });
    const run = async (client: pg.Client, statement: { label: string; text: string; values?: unknown[] }) => {
      const result = await client.query(statement.text, statement.values ?? []);
      step(`${statement.label}${result.rowCount ? `: ${result.rowCount} rows` : ''}`);
    };
    // Node writes the members and what refers to them, then the cocktails; meanwhile PostgreSQL makes the
    // follows (they need only the number of members), then who is going and who is interested (they need
    // the events and gigs).
    let entitiesWritten!: () => void;
    const written = new Promise<void>((resolve) => (entitiesWritten = resolve));
    await Promise.all([
      (async () => {
        await writeEntities(a, entities);
        step('members, venues, ingredients, reports, work, recognition, events, gigs written');
        entitiesWritten();
        let cocktailRows = 0;
        let lineRows = 0;
        for (const batch of benchCocktailBatches(seed, sizes, entities, anchor)) {
          await writeCocktails(a, batch.cocktails, batch.lines);
          cocktailRows += batch.cocktails.length;
          lineRows += batch.lines.length;
        }
        step(`${cocktailRows} cocktails and ${lineRows} recipe lines written`);
      })(),
      (async () => {
        await run(b, follows);
        await written;
        await run(b, going);
        await run(b, interest);
        // The indexes of the tables that are complete and that nothing rewrites later, while Node is busy.
        const early = indexes.filter((index) => !LATE_INDEXES.has(index.tablename));
        for (const { indexdef } of early) await b.query(indexdef);
        step(`${early.length} indexes of the tables written so far rebuilt`);
      })(),
    ]);
    await run(a, {
      label: 'reports: the cocktail name as reported',
      text: 'UPDATE cocktail_reports r SET cocktail_name = c.name FROM cocktails c WHERE c.id = r.cocktail_id',
    });
    await parallel(
      clients,
      byCocktail.map((statement) => (client) => run(client, statement)),
    );
    // The notifications beside the counters, which are counted from the rows (the rule of each is in
    // COUNTERS); the whole-database row last, as its recount also looks at every member's counts.
    await parallel(
      clients,
      [notifications, ...COUNTERS.slice(0, -1)].map((statement) => (client) => run(client, statement)),
    );
    await run(a, COUNTERS.at(-1)!);
    // What each cocktail needs, for the shelf's filters (decision 0076), by the migration's own recount.
    await run(a, { label: 'cocktails: required ingredients', text: 'SELECT cocktail_required_ingredients_recount()' });
    // An UPDATE of every row leaves a dead copy of each: compacted, or a sequential scan of cocktails
    // would read twice the pages.
    await parallel(
      clients,
      ['cocktails', 'users', 'venues', 'events'].map(
        (table) => (client) => run(client, { label: `VACUUM FULL ${table}`, text: `VACUUM FULL ${table}` }),
      ),
    );

    // The indexes, the largest tables' first (trigram indexes count four times), two at a time; beside
    // them, the words spelling correction suggests, as the migration's backfill collects them (the
    // triggers that keep them did not fire while loading).
    const { rows: sized } = await a.query<{ tablename: string; bytes: string }>(
      `SELECT relname AS tablename, pg_relation_size(oid) AS bytes FROM pg_class WHERE relname = ANY($1) AND relkind = 'r'`,
      [TABLES],
    );
    const bytesOf = new Map(sized.map((row) => [row.tablename, Number(row.bytes)]));
    const cost = (index: { indexdef: string; tablename: string }) =>
      (/USING gin/.test(index.indexdef) ? 4 : 1) * (bytesOf.get(index.tablename) ?? 0);
    const ordered = indexes.filter((index) => LATE_INDEXES.has(index.tablename)).sort((x, y) => cost(y) - cost(x));
    await parallel(clients, [
      ...ordered.map(({ indexdef }) => async (client: pg.Client) => {
        await client.query(indexdef);
      }),
      // Each source's texts in groups of a thousand: the words of texts joined by a space are the words
      // of each (search_words_of splits on anything but letters), and the function runs a thousand times less.
      ...[
        ['cocktails', 'name_search'],
        ['cocktails', 'ingredients_search'],
        ['ingredients', 'name_search'],
        ['users', 'search_text'],
        ['venues', 'search_text'],
      ].map(([table, column]) => async (client: pg.Client) => {
        await client.query(`
          INSERT INTO search_words (word)
          SELECT DISTINCT search_words_of(string_agg(${column}, ' ')) FROM ${table} GROUP BY id / 1000
          ON CONFLICT DO NOTHING`);
      }),
    ]);
    step(`${ordered.length} indexes rebuilt, search words collected`);

    await a.query(`SET session_replication_role = DEFAULT`);
    const { rows: serials } = await a.query<{ table: string }>(
      `SELECT table_name AS table FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ANY($1) AND column_name = 'id' AND column_default LIKE 'nextval(%'`,
      [TABLES],
    );
    for (const { table } of serials) {
      await a.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce(max(id), 1), max(id) IS NOT NULL) FROM "${table}"`);
    }
    step('sequences');
    await a.query('DROP SCHEMA bench_data CASCADE');
    addPostgresCpu(await backendCpuMs(clients));
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }

  // The Weekly Top 10 by the app's own refresh: the twelve weeks before the anchor frozen one by one
  // (their creators' Weekly Top 10 Hits move in the statement that freezes them), then the live list.
  const database = await openDatabase({ databaseUrl: url, poolSize: 1, migrate: false });
  try {
    for (let week = 12; week >= 0; week--) {
      await refreshWeeklyTop10({ prisma: database.prisma }, { minAgeSeconds: 0, at: new Date(anchor - week * 7 * 86_400_000) });
    }
    // The pool's one connection.
    const [{ pid }] = await database.prisma.$queryRaw<Array<{ pid: number }>>`SELECT pg_backend_pid() AS pid`;
    addPostgresCpu(processCpuMs([pid]));
  } finally {
    await database.close();
  }
  step('Weekly Top 10: twelve weeks frozen and the live list');

  // Statistics and the visibility map (index-only scans), two tables at a time.
  const finishing = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all(finishing.map((client) => client.connect()));
  try {
    const { rows: all } = await finishing[0].query<{ table: string }>(
      `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY pg_relation_size(c.oid) DESC`,
    );
    await parallel(
      finishing,
      all.map(({ table }) => async (client) => {
        await client.query(`VACUUM ANALYZE "${table}"`);
      }),
    );
    step('VACUUM ANALYZE');
    const { rows } = await finishing[0].query<{ table: string; rows: number; bytes: string }>(
      `SELECT c.relname AS table, c.reltuples::bigint::int AS rows, pg_total_relation_size(c.oid) AS bytes
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.reltuples > 0
        ORDER BY pg_total_relation_size(c.oid) DESC`,
    );
    const [{ bytes }] = (await finishing[0].query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes')).rows;
    addPostgresCpu(await backendCpuMs(finishing));
    const nodeCpu = process.cpuUsage(nodeCpuAtStart);
    return {
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: { node: (nodeCpu.user + nodeCpu.system) / 1e6, postgres: postgresCpuMs === null ? null : postgresCpuMs / 1000 },
      steps,
      tables: rows.map((row) => ({ table: row.table, rows: row.rows, bytes: Number(row.bytes) })),
      databaseBytes: Number(bytes),
    };
  } finally {
    await Promise.all(finishing.map((client) => client.end()));
  }
}

/** The anchor of `--today YYYY-MM-DD`: that day's start, UTC; by default today's. */
export function anchorOf(today: string | undefined, now = Date.now()): number {
  if (today === undefined) return Math.floor(now / 86_400_000) * 86_400_000;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`))) {
    throw new Error('--today must be a day, YYYY-MM-DD');
  }
  return Date.parse(`${today}T00:00:00Z`);
}

async function main(): Promise<void> {
  const { url, name } = benchDatabase();
  const seed = argument('seed') ?? 'repour';
  const cocktails = argument('cocktails');
  // --cocktails N says the scale in cocktails (100,000 a unit of scale).
  const scale = cocktails !== undefined ? Number(cocktails) / 100_000 : Number(argument('scale') ?? '1');
  if (!(scale > 0 && scale <= 10)) throw new Error('--scale must be a number above 0 and at most 10 (--cocktails at most 1000000)');
  const anchor = anchorOf(argument('today'));
  console.log(`Benchmark data into ${name} (seed "${seed}", scale ${scale}, as of ${new Date(anchor).toISOString().slice(0, 10)})`);
  const report = await writeBenchData({ url, name, seed, scale, anchor, log: (line) => console.log(line) });
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const { node, postgres } = report.cpuSeconds;
  const loads = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(
    `\nDone in ${report.seconds.toFixed(1)} s: ${url}, ${mb(report.databaseBytes)} MB. Load average now ${loads} on ${os.cpus().length} cores.`,
  );
  console.log(
    `CPU: this process ${node.toFixed(0)} s, the PostgreSQL backends that loaded ${postgres === null ? 'unknown (not a local server)' : `${postgres.toFixed(0)} s`}` +
      (postgres === null ? '' : ` (${((node + postgres) / os.cpus().length).toFixed(0)} s if all ${os.cpus().length} cores were ours)`),
  );
  console.log('\ntable                      rows   MB (with indexes)');
  for (const row of report.tables) console.log(`${row.table.padEnd(22)} ${String(row.rows).padStart(10)}  ${mb(row.bytes).padStart(8)}`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
