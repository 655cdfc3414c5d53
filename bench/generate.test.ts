import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCityKey } from '../common/events';
import { cityKey } from '../common/hiring';
import { cocktailIngredientsSearchText, toSearchText, userSearchText, venueSearchText } from '../common/search-text';
import { loadBarAssistant } from '../prisma/seed/import';
import { generateBenchData, generateVenues, scaledSizes } from './generate';
import { createRandom } from './random';
import { createTestBenchDatabase, TEST_ANCHOR, type TestBenchDatabase } from './test-database';

describe('the benchmark data generator', () => {
  it('writes the same rows for the same seed, and other rows for another', async () => {
    const { ingredients } = await loadBarAssistant();
    const sizes = scaledSizes(0.002);
    const first = generateBenchData('repour', sizes, ingredients);
    expect(generateBenchData('repour', sizes, ingredients)).toEqual(first);
    expect(generateBenchData('other', sizes, ingredients).cocktails.map((c) => c.name)).not.toEqual(first.cocktails.map((c) => c.name));
    expect(first.cocktails).toHaveLength(200);
    expect(first.members).toHaveLength(200);
  });

  it("keeps to the venues' unique indexes at full scale: one venue per name and city, one per bar account", () => {
    const barMemberIds = Array.from({ length: 10_000 }, (_, i) => i + 1);
    const venues = generateVenues(createRandom('repour:venues'), scaledSizes(1).venues, barMemberIds);
    expect(new Set(venues.map((venue) => venue.searchText)).size).toBe(venues.length);
    const owners = venues.flatMap((venue) => (venue.ownerId === null ? [] : [venue.ownerId]));
    expect(owners.length).toBeGreaterThan(1000);
    expect(new Set(owners).size).toBe(owners.length);
  });

  it('fills the search columns exactly as the app writes them', async () => {
    const { ingredients: bases } = await loadBarAssistant();
    const data = generateBenchData('repour', scaledSizes(0.002), bases);
    const names = new Map(data.ingredients.map((ingredient) => [ingredient.id, ingredient.name]));
    for (const member of data.members) expect(member.searchText).toBe(userSearchText(member));
    for (const venue of data.venues) expect(venue.searchText).toBe(venueSearchText(venue));
    for (const ingredient of data.ingredients) expect(ingredient.nameSearch).toBe(toSearchText(ingredient.name));
    for (const cocktail of data.cocktails) {
      expect(cocktail.nameSearch).toBe(toSearchText(cocktail.name));
      const lines = data.lines.filter((line) => line.cocktailId === cocktail.id).sort((a, b) => a.orderIndex - b.orderIndex);
      expect(cocktail.ingredientsSearch).toBe(cocktailIngredientsSearchText(lines.map((line) => names.get(line.ingredientId)!)));
    }
    // Accents are there to fold.
    expect(
      data.members.some(
        (member) => toSearchText(member.firstName + member.lastName) !== (member.firstName + member.lastName).toLowerCase(),
      ),
    ).toBe(true);
    // Events and gigs are found by city as the app writes their keys.
    for (const event of data.events) expect(event.citySearch).toBe(eventCityKey(event.city));
    for (const gig of data.gigs) expect(gig.cityKey).toBe(cityKey(gig.city));
  });

  it('marks members open to work as the triggers would: a verified position, their specialties, their cities', async () => {
    const { ingredients: bases } = await loadBarAssistant();
    const data = generateBenchData('repour', scaledSizes(0.01), bases);
    expect(data.openToWork.length).toBeGreaterThan(0);
    const members = new Map(data.members.map((member) => [member.id, member]));
    for (const row of data.openToWork) {
      const member = members.get(row.userId)!;
      expect(member.profileType).toBe('bartender');
      const verified = data.workEntries.some((entry) => entry.userId === row.userId && entry.verificationStatus === 'verified');
      expect(row.hasVerifiedPosition).toBe(verified);
      expect(row.specialtyKeys).toEqual([...new Set(member.specialties.map((specialty) => specialty.toLowerCase()))].sort());
      expect(row.cityKeys).toEqual(row.cities.map(cityKey));
      expect(row.roles.length).toBeGreaterThan(0);
    }
    expect(data.openToWork.some((row) => row.hasVerifiedPosition)).toBe(true);
    expect(data.openToWork.some((row) => !row.hasVerifiedPosition)).toBe(true);
  });
});

describe("what venue and brand accounts publish, and the professional record's requests", () => {
  it('keeps to what the app allows: gigs close at most 30 days after they start, requests copy their entry', async () => {
    const { ingredients: bases } = await loadBarAssistant();
    const anchor = Date.UTC(2026, 10, 29);
    const data = generateBenchData('repour', scaledSizes(0.01), bases, anchor);
    const members = new Map(data.members.map((member) => [member.id, member]));
    expect(data.events.length).toBeGreaterThan(0);
    expect(data.gigs.length).toBeGreaterThan(0);
    for (const event of data.events) {
      expect(['bar', 'brand']).toContain(members.get(event.ownerId)!.profileType);
      expect(event.createdAt.getTime()).toBeLessThan(anchor);
    }
    for (const gig of data.gigs) {
      expect(['bar', 'brand']).toContain(members.get(gig.posterId)!.profileType);
      expect(Date.parse(gig.closesOn) - Date.parse(gig.startsOn)).toBeLessThanOrEqual(30 * 86_400_000);
    }
    const entries = new Map(data.workEntries.map((entry) => [entry.id, entry]));
    for (const request of data.verificationRequests) {
      const entry = entries.get(request.workEntryId)!;
      expect(request).toMatchObject({
        requesterId: entry.userId,
        venueId: entry.venueId,
        position: entry.position,
        status: entry.verificationStatus,
      });
    }
    // A past position has ended; a current one has not.
    for (const entry of data.workEntries) expect(entry.endDate === null).toBe(entry.current);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the benchmark database (PostgreSQL, scale 0.005)', () => {
  let bench: TestBenchDatabase;
  let client: pg.Client;
  /** How many rows a statement finds. */
  const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);

  beforeAll(async () => {
    bench = await createTestBenchDatabase(0.005);
    client = new pg.Client({ connectionString: bench.url });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await bench?.drop();
  });

  it('holds every kind of activity the screens show', async () => {
    const tables = new Map(bench.report.tables.map((table) => [table.table, table.rows]));
    for (const table of [
      'follows',
      'cocktail_likes',
      'repours',
      'cocktail_reviews',
      'check_ins',
      'notifications',
      'events',
      'event_attendees',
      'gigs',
      'gig_interests',
      'work_entries',
      'verification_requests',
      'achievements',
      'campaigns',
      'partnerships',
      'weekly_top10_entries',
    ]) {
      expect(tables.get(table), table).toBeGreaterThan(0);
    }
    expect(await count(`SELECT count(*) AS n FROM repours WHERE note IS NOT NULL`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM cocktail_reviews WHERE text IS NOT NULL`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM notifications WHERE read_at IS NULL`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM weekly_top10_entries WHERE period = 'rolling'`)).toBe(10);
  });

  it('keeps every stored counter equal to the rows it counts', async () => {
    const mismatches = {
      likes: `SELECT count(*) AS n FROM cocktails c WHERE c.likes_count <> (SELECT count(*) FROM cocktail_likes l WHERE l.cocktail_id = c.id)`,
      repours: `SELECT count(*) AS n FROM cocktails c WHERE c.repours_count <> (SELECT count(*) FROM repours r WHERE r.cocktail_id = c.id)`,
      ratings: `SELECT count(*) AS n FROM cocktails c WHERE (c.rating_count, c.rating_sum) <>
                  (SELECT count(*), coalesce(sum(rating), 0) FROM cocktail_reviews r WHERE r.cocktail_id = c.id)`,
      followers: `SELECT count(*) AS n FROM users u WHERE u.followers_count <> (SELECT count(*) FROM follows f WHERE f.following_id = u.id)`,
      following: `SELECT count(*) AS n FROM users u WHERE u.following_count <> (SELECT count(*) FROM follows f WHERE f.follower_id = u.id)`,
      cocktails: `SELECT count(*) AS n FROM users u WHERE (u.public_cocktails_count, u.private_cocktails_count) <>
                    (SELECT count(*) FILTER (WHERE visibility = 'public'), count(*) FILTER (WHERE visibility <> 'public') FROM cocktails c WHERE c.creator_id = u.id)`,
      totalRepours: `SELECT count(*) AS n FROM users u WHERE u.total_repours <>
                       (SELECT coalesce(sum(repours_count), 0) FROM cocktails c WHERE c.creator_id = u.id AND c.visibility = 'public')`,
      verifiedPosition: `SELECT count(*) AS n FROM users u WHERE u.verified_position <> EXISTS (
                           SELECT 1 FROM work_entries w WHERE w.user_id = u.id AND w.current AND w.end_date IS NULL AND w.verification_status = 'verified')`,
      weeklyTop10Hits: `SELECT count(*) AS n FROM users u WHERE u.weekly_top10_hits <> (
                          SELECT count(DISTINCT e.period) FROM weekly_top10_entries e WHERE e.creator_id = u.id AND e.period <> 'rolling')`,
      checkIns: `SELECT count(*) AS n FROM venues v WHERE v.check_ins_count <> (SELECT count(*) FROM check_ins c WHERE c.venue_id = v.id)`,
      going: `SELECT count(*) AS n FROM events e WHERE e.going_count <> (SELECT count(*) FROM event_attendees a WHERE a.event_id = e.id)`,
      wholeDatabase: `SELECT count(*) AS n FROM cocktail_counts k WHERE (k.public_count, k.private_count) <>
                        (SELECT count(*) FILTER (WHERE visibility = 'public'), count(*) FILTER (WHERE visibility <> 'public') FROM cocktails)`,
      openToWorkVerified: `SELECT count(*) AS n FROM open_to_work o WHERE o.has_verified_position <> EXISTS (
                             SELECT 1 FROM work_entries w WHERE w.user_id = o.user_id AND w.verification_status = 'verified')`,
      openToWorkSpecialties: `SELECT count(*) AS n FROM open_to_work o JOIN users u ON u.id = o.user_id
                                WHERE o.specialty_keys::text[] <> open_to_work_specialty_keys(u.specialties)`,
    };
    const found: Record<string, number> = {};
    for (const [counter, sql] of Object.entries(mismatches)) found[counter] = await count(sql);
    expect(found).toEqual(Object.fromEntries(Object.keys(mismatches).map((counter) => [counter, 0])));
    // And the counters are not all zero: there was something to count.
    expect(await count(`SELECT count(*) AS n FROM users WHERE weekly_top10_hits > 0`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM users WHERE verified_position`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM cocktails WHERE rating_count > 0`)).toBeGreaterThan(0);
  });

  it('writes follows as distinct pairs, about as many as asked, the most followed member followed by every other', async () => {
    const { members, follows } = scaledSizes(0.005);
    const total = await count(`SELECT count(*) AS n FROM follows`);
    expect(total).toBeGreaterThan(follows * 0.99);
    expect(total).toBeLessThanOrEqual(follows);
    expect(await count(`SELECT count(*) AS n FROM follows WHERE follower_id = following_id`)).toBe(0);
    expect(await count(`SELECT max(followers_count) AS n FROM users`)).toBe(members - 1);
  });

  it("keeps to the app's rules: likes of what the member may see, re-pours of public cocktails, reviews of others'", async () => {
    const broken = {
      likes: `SELECT count(*) AS n FROM cocktail_likes l JOIN cocktails c ON c.id = l.cocktail_id
                WHERE c.visibility = 'private' AND c.creator_id <> l.user_id`,
      repours: `SELECT count(*) AS n FROM repours r JOIN cocktails c ON c.id = r.cocktail_id WHERE c.visibility <> 'public'`,
      reviews: `SELECT count(*) AS n FROM cocktail_reviews r JOIN cocktails c ON c.id = r.cocktail_id
                  WHERE c.visibility <> 'public' OR c.creator_id = r.user_id`,
      interest: `SELECT count(*) AS n FROM gig_interests i JOIN users u ON u.id = i.user_id WHERE u.profile_type <> 'bartender'`,
      future: `SELECT count(*) AS n FROM (
                 SELECT created_at FROM cocktail_likes UNION ALL SELECT created_at FROM repours UNION ALL SELECT created_at FROM follows
                 UNION ALL SELECT notified_at FROM notifications) a
               WHERE created_at >= '${new Date(TEST_ANCHOR).toISOString()}'`,
    };
    const found: Record<string, number> = {};
    for (const [rule, sql] of Object.entries(broken)) found[rule] = await count(sql);
    expect(found).toEqual({ likes: 0, repours: 0, reviews: 0, interest: 0, future: 0 });
  });

  it('writes the same activity for the same seed and day', async () => {
    const again = await createTestBenchDatabase(0.005);
    const other = new pg.Client({ connectionString: again.url });
    await other.connect();
    try {
      const digest = async (on: pg.Client) =>
        (
          await on.query(`SELECT
            (SELECT md5(string_agg(follower_id || ':' || following_id || ':' || created_at, ',' ORDER BY follower_id, following_id)) FROM follows) AS follows,
            (SELECT md5(string_agg(user_id || ':' || cocktail_id || ':' || created_at, ',' ORDER BY user_id, cocktail_id)) FROM cocktail_likes) AS likes,
            (SELECT md5(string_agg(id || ':' || recipient_id || ':' || kind || ':' || coalesce(read_at::text, ''), ',' ORDER BY id)) FROM notifications) AS notifications`)
        ).rows[0];
      expect(await digest(other)).toEqual(await digest(client));
    } finally {
      await other.end();
      await again.drop();
    }
  }, 120_000);
});
