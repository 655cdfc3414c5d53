// The members' activity of the benchmark data, made by PostgreSQL itself: INSERT ... SELECT over
// generate_series, so that tens of millions of rows never travel from Node. Deterministic for a seed:
// every draw is a hash of (the seed and what is drawn, the row's key), never random(). Rows are distinct
// by construction where a unique key demands it: each member's picks fall in distinct strata of a
// popularity order (bench_data.pick), so no pair is drawn twice and nothing is deduplicated.
//
// The stored counters (likes_count, repours_count, the ratings, followers and following, the members'
// cocktail counts and Total Re-pours, the verified tick's position, check-ins, going) are then counted
// from the rows, by the rule the app's triggers and domain code keep them with (COUNTERS); the loader
// runs with triggers off, so nothing else would.
import { GIG_INTEREST_NOTES, REPOUR_NOTES, REVIEW_TEXTS } from './words';

/** Per member (or event, or gig) on average; the same at every scale. */
export const ACTIVITY = {
  likesPerMember: 10,
  repoursPerMember: 1.5,
  /** Share of re-pours with a note. */
  repourNotes: 0.3,
  reviewsPerMember: 2,
  /** Share of reviews with text besides their stars. */
  reviewTexts: 0.6,
  checkInsPerMember: 2,
  goingPerEvent: 12,
  interestsPerGig: 5,
  /** Notifications exist for the activity of this many days before the anchor (the inbox is recent). */
  notificationDays: 90,
  /** Days over which follows were made. */
  followDays: 700,
} as const;

/**
 * bench_data: the helpers the statements below use, in a schema of their own (dropped when the data is
 * written, so the app's schema and the PostGraphile peer's see nothing of them).
 *  - r(stream, key): a float in [0, 1), a hash of the two;
 *  - perm(rank, n, salt): 1..n, a fixed shuffle of the ranks 0..n-1 (2^31-1 is prime, so it is prime to n);
 *  - pick(i, m, len, u): the rank of the i-th of m picks among len ranks, ordered by popularity: the i-th
 *    of m strata whose widths grow as the cube of i (the first few ranks share a stratum, so everyone
 *    picks one of them; the tail is wide), and within it the point u. Strata do not overlap: m picks
 *    are m distinct ranks.
 */
export const HELPERS = `
  CREATE SCHEMA bench_data;
  CREATE FUNCTION bench_data.r(stream bigint, key bigint) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT (hashint8extended(key, stream) & 9007199254740991)::float8 / 9007199254740992 $$;
  CREATE FUNCTION bench_data.perm(rank bigint, n bigint, salt bigint) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT (1 + (rank * 2147483647 + salt) % n)::int $$;
  CREATE FUNCTION bench_data.pick(i bigint, m bigint, len bigint, u float8) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT i + floor((len - m) * (i::float8 / m) ^ 3)::bigint
      + floor(u * (1 + floor((len - m) * ((i + 1)::float8 / m) ^ 3) - floor((len - m) * (i::float8 / m) ^ 3)))::bigint $$;
`;

export interface ActivityContext {
  seed: string;
  /** The moment the data is written as of (ms since the epoch): every row is before it. */
  anchor: number;
  members: number;
  cocktails: number;
  venues: number;
  follows: number;
}

export interface Statement {
  label: string;
  table: string;
  text: string;
  values: unknown[];
}

/** A draw's stream: the seed and its name, hashed once per statement ($1 is the seed). */
const stream = (name: string) => `hashtextextended($1 || ':${name}', 0)`;
const r = (name: string, key: string) => `bench_data.r(${stream(name)}, ${key})`;
/** How many of something a member makes: `mean` on average, skewed (a quarter make none, a few make 4×). */
const howMany = (name: string, key: string, mean: number, max: string) =>
  `least(${max}, floor(${4 * mean} * power(${r(name, key)}, 3)))::bigint`;
/** $2: the anchor, a timestamp (UTC, as the app's columns hold them). */
const ANCHOR = '$2::timestamp(3)';

/** The statements that write the activity, in an order that respects what each reads. */
export function activityStatements(context: ActivityContext): {
  follows: Statement;
  going: Statement;
  interest: Statement;
  byCocktail: Statement[];
  notifications: Statement;
} {
  const { seed, members: n, cocktails: c, venues: v, follows: t } = context;
  if (t < n || t > (n * (n - 1)) / 4) throw new Error(`follows (${t}) must be between the members (${n}) and a quarter of their pairs`);
  const anchor = new Date(context.anchor).toISOString().replace('T', ' ').replace('Z', '');
  const values = [seed, anchor];
  const salt = (name: string, of: number) => `floor(${r(name, '-1')} * ${of})::bigint`;

  // Every member follows the most popular one (rank 0: 99,999 followers at scale 1, a huge list to page)
  // and k - 1 others in k - 1 strata of the rest. k is each member's fair share of the total, moved
  // between the two members of a pair by a random amount, so the total is exact and the degrees vary.
  const follows: Statement = {
    label: 'follows',
    table: 'follows',
    values,
    text: `
      INSERT INTO follows (follower_id, following_id, created_at)
      SELECT f.id, bench_data.perm(p.rank, ${n}, ${salt('follows:salt', n)}), ${ANCHOR} - ${r('follows:at', 'f.id::bigint * 65536 + p.j')} * interval '${ACTIVITY.followDays} days'
      FROM generate_series(1::bigint, ${n}) AS f(id),
        LATERAL (SELECT (${t}::bigint * f.id) / ${n} - (${t}::bigint * (f.id - 1)) / ${n}
          + CASE WHEN f.id % 2 = 1 AND f.id = ${n} THEN 0
                 ELSE (CASE WHEN f.id % 2 = 1 THEN 1 ELSE -1 END) * floor(${r('follows:k', '(f.id + 1) / 2')} * greatest(0, ${Math.floor(t / n)} - 1))::bigint
            END AS k OFFSET 0) k,
        LATERAL (SELECT j, CASE WHEN j = 0 THEN 0 ELSE 1 + bench_data.pick(j - 1, k.k - 1, ${n - 1}, ${r('follows:rank', 'f.id::bigint * 65536 + j')}) END AS rank
                 FROM generate_series(0, k.k - 1) AS j) p
      WHERE bench_data.perm(p.rank, ${n}, ${salt('follows:salt', n)}) <> f.id`,
  };

  // Likes, re-pours and reviews: member by member, of cocktails in popularity strata (a few cocktails get
  // most of them), only where the app allows them: likes of cocktails the member may see, re-pours of
  // public ones, reviews of public cocktails of others. Each made between the cocktail's creation and the anchor.
  const byMember = (name: string, mean: number) => `
      FROM (
        SELECT u.id AS uid, p.j, bench_data.perm(bench_data.pick(p.j, k.k, ${c}, ${r(`${name}:rank`, 'u.id * 65536 + p.j')}), ${c}, ${salt(`${name}:salt`, c)}) AS cid
        FROM generate_series(1::bigint, ${n}) AS u(id),
          LATERAL (SELECT ${howMany(`${name}:k`, 'u.id', mean, String(c))} AS k OFFSET 0) k,
          LATERAL generate_series(0, k.k - 1) AS p(j)
      ) x
      JOIN cocktails c ON c.id = x.cid`;
  const madeAt = (name: string) => `c.created_at + (${ANCHOR} - c.created_at) * ${r(`${name}:at`, 'x.uid * 65536 + x.j')}`;
  const likes: Statement = {
    label: 'likes',
    table: 'cocktail_likes',
    values,
    text: `
      INSERT INTO cocktail_likes (user_id, cocktail_id, created_at)
      SELECT x.uid, c.id, ${madeAt('likes')}
      ${byMember('likes', ACTIVITY.likesPerMember)}
      WHERE c.visibility = 'public' OR c.creator_id = x.uid`,
  };
  const repours: Statement = {
    label: 'repours',
    table: 'repours',
    values: [...values, REPOUR_NOTES],
    text: `
      INSERT INTO repours (id, user_id, cocktail_id, note, created_at)
      SELECT row_number() OVER (ORDER BY x.uid, x.j), x.uid, c.id,
        CASE WHEN ${r('repours:noted', 'x.uid * 65536 + x.j')} < ${ACTIVITY.repourNotes}
          THEN ($3::text[])[1 + floor(${r('repours:note', 'x.uid * 65536 + x.j')} * cardinality($3::text[]))::int] END,
        ${madeAt('repours')}
      ${byMember('repours', ACTIVITY.repoursPerMember)}
      WHERE c.visibility = 'public'`,
  };
  const reviews: Statement = {
    label: 'reviews',
    table: 'cocktail_reviews',
    values: [...values, REVIEW_TEXTS],
    text: `
      INSERT INTO cocktail_reviews (id, user_id, cocktail_id, rating, text, created_at, updated_at)
      SELECT row_number() OVER (ORDER BY w.user_id, w.cocktail_id), w.user_id, w.cocktail_id,
        CASE WHEN w.roll < 0.05 THEN 1 WHEN w.roll < 0.12 THEN 2 WHEN w.roll < 0.27 THEN 3 WHEN w.roll < 0.6 THEN 4 ELSE 5 END,
        w.text, w.created_at, least(${ANCHOR}, w.created_at + w.edit * interval '30 days')
      FROM (
        SELECT x.uid AS user_id, c.id AS cocktail_id, ${r('reviews:rating', 'x.uid * 65536 + x.j')} AS roll,
          CASE WHEN ${r('reviews:texted', 'x.uid * 65536 + x.j')} < ${ACTIVITY.reviewTexts}
            THEN ($3::text[])[1 + floor(${r('reviews:text', 'x.uid * 65536 + x.j')} * cardinality($3::text[]))::int] END AS text,
          ${madeAt('reviews')} AS created_at,
          -- One review in ten was edited later.
          CASE WHEN ${r('reviews:edited', 'x.uid * 65536 + x.j')} < 0.1 THEN ${r('reviews:edit', 'x.uid * 65536 + x.j')} ELSE 0 END AS edit
        ${byMember('reviews', ACTIVITY.reviewsPerMember)}
        WHERE c.visibility = 'public' AND c.creator_id IS DISTINCT FROM x.uid
      ) w`,
  };
  // Check-ins: at venues skewed by popularity, two in five naming a public cocktail, over the last year.
  const checkIns: Statement = {
    label: 'check-ins',
    table: 'check_ins',
    values,
    text: `
      INSERT INTO check_ins (id, user_id, venue_id, cocktail_id, created_at)
      SELECT row_number() OVER (ORDER BY x.uid, x.j), x.uid,
        bench_data.perm(floor(${v} * power(${r('check-ins:venue', 'x.uid * 65536 + x.j')}, 2))::bigint, ${v}, ${salt('check-ins:salt', v)}),
        c.id, ${ANCHOR} - ${r('check-ins:at', 'x.uid * 65536 + x.j')} * interval '365 days'
      FROM (
        SELECT u.id AS uid, p.j,
          CASE WHEN ${r('check-ins:drink', 'u.id * 65536 + p.j')} < 0.4
            THEN bench_data.perm(floor(${c} * power(${r('check-ins:cocktail', 'u.id * 65536 + p.j')}, 3))::bigint, ${c}, ${salt('check-ins:salt', c)}) END AS cid
        FROM generate_series(1::bigint, ${n}) AS u(id),
          LATERAL (SELECT ${howMany('check-ins:k', 'u.id', ACTIVITY.checkInsPerMember, '1000')} AS k OFFSET 0) k,
          LATERAL generate_series(0, k.k - 1) AS p(j)
      ) x
      LEFT JOIN cocktails c ON c.id = x.cid AND c.visibility = 'public'`,
  };
  // Going: members in popularity strata for each event, said between its announcement and the anchor or its day.
  const going: Statement = {
    label: 'going',
    table: 'event_attendees',
    values,
    text: `
      INSERT INTO event_attendees (event_id, user_id, created_at)
      SELECT e.id, bench_data.perm(bench_data.pick(p.j, k.k, ${n}, ${r('going:rank', 'e.id::bigint * 65536 + p.j')}), ${n}, ${salt('going:salt', n)}),
        e.created_at + (least(${ANCHOR}, e.date::timestamp(3)) - e.created_at) * ${r('going:at', 'e.id::bigint * 65536 + p.j')}
      FROM events e,
        LATERAL (SELECT ${howMany('going:k', 'e.id', ACTIVITY.goingPerEvent, String(n))} AS k OFFSET 0) k,
        LATERAL generate_series(0, k.k - 1) AS p(j)`,
  };
  // Interest: bartenders (numbered 0.. in id order) in popularity strata for each gig, with a note for half.
  const interest: Statement = {
    label: 'gig interest',
    table: 'gig_interests',
    values: [...values, GIG_INTEREST_NOTES],
    text: `
      WITH bartenders AS MATERIALIZED (
        SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM users WHERE profile_type = 'bartender'
      ), counted AS (SELECT count(*) AS b FROM bartenders)
      INSERT INTO gig_interests (id, gig_id, user_id, poster_id, note, created_at, updated_at)
      SELECT row_number() OVER (ORDER BY x.gid, x.j), x.gid, b.id, x.poster_id,
        CASE WHEN ${r('interest:noted', 'x.gid * 65536 + x.j')} < 0.5
          THEN ($3::text[])[1 + floor(${r('interest:note', 'x.gid * 65536 + x.j')} * cardinality($3::text[]))::int] END,
        x.at, x.at
      FROM (
        SELECT g.id::bigint AS gid, g.poster_id, p.j,
          bench_data.perm(bench_data.pick(p.j, k.k, counted.b, ${r('interest:rank', 'g.id::bigint * 65536 + p.j')}), counted.b, 0) - 1 AS n,
          g.created_at + (least(${ANCHOR}, g.closes_on::timestamp(3)) - g.created_at) * ${r('interest:at', 'g.id::bigint * 65536 + p.j')} AS at
        FROM gigs g CROSS JOIN counted,
          LATERAL (SELECT least(counted.b, ${howMany('interest:k', 'g.id', ACTIVITY.interestsPerGig, '1000')}) AS k OFFSET 0) k,
          LATERAL generate_series(0, k.k - 1) AS p(j)
        WHERE g.created_at < ${ANCHOR}
      ) x
      JOIN bartenders b ON b.n = x.n`,
  };

  // What the app notifies of, for the activity of the last days: each row as the app writes it
  // (gateway/domain/notifications.ts: one per actor, kind, subject and recipient, never to oneself),
  // notified when it happened; most of those older than two days have been read.
  const since = `${ANCHOR} - interval '${ACTIVITY.notificationDays} days'`;
  const notifications: Statement = {
    label: 'notifications',
    table: 'notifications',
    values,
    text: `
      INSERT INTO notifications (id, recipient_id, actor_id, kind, subject_id, cocktail_id, review_id, verification_request_id, gig_id, notified_at, read_at)
      SELECT o.id, o.recipient_id, o.actor_id, o.kind, o.subject_id, o.cocktail_id, o.review_id, o.verification_request_id, o.gig_id, o.notified_at,
        CASE WHEN o.notified_at < ${ANCHOR} - interval '2 days' AND ${r('notifications:read', 'o.id')} < 0.9
          THEN o.notified_at + interval '3 hours' END
      FROM (
        SELECT row_number() OVER (ORDER BY a.notified_at, a.kind, a.actor_id, a.subject_id, a.recipient_id) AS id, a.*
        FROM (
          SELECT f.following_id AS recipient_id, f.follower_id AS actor_id, 'follow'::"NotificationKind" AS kind, 0 AS subject_id,
            NULL::int AS cocktail_id, NULL::int AS review_id, NULL::int AS verification_request_id, NULL::int AS gig_id, f.created_at AS notified_at
          FROM follows f WHERE f.created_at >= ${since}
          UNION ALL
          SELECT c.creator_id, l.user_id, 'like', l.cocktail_id, l.cocktail_id, NULL, NULL, NULL, l.created_at
          FROM cocktail_likes l JOIN cocktails c ON c.id = l.cocktail_id WHERE l.created_at >= ${since} AND c.creator_id <> l.user_id
          UNION ALL
          SELECT c.creator_id, x.user_id, 'repour', x.cocktail_id, x.cocktail_id, NULL, NULL, NULL, x.created_at
          FROM repours x JOIN cocktails c ON c.id = x.cocktail_id WHERE x.created_at >= ${since} AND c.creator_id <> x.user_id
          UNION ALL
          SELECT c.creator_id, w.user_id, 'review', w.id, w.cocktail_id, w.id, NULL, NULL, w.created_at
          FROM cocktail_reviews w JOIN cocktails c ON c.id = w.cocktail_id WHERE w.created_at >= ${since} AND c.creator_id <> w.user_id
          UNION ALL
          SELECT i.poster_id, i.user_id, 'gig_interest', i.gig_id, NULL, NULL, NULL, i.gig_id, i.created_at
          FROM gig_interests i WHERE i.created_at >= ${since}
          UNION ALL
          SELECT v.owner_id, q.requester_id, 'verification_requested', q.id, NULL, NULL, q.id, NULL, q.created_at
          FROM verification_requests q JOIN venues v ON v.id = q.venue_id
          WHERE q.created_at >= ${since} AND v.owner_id IS NOT NULL AND v.owner_id <> q.requester_id
          UNION ALL
          SELECT q.requester_id, q.decided_by_id, 'verification_decided', q.id, NULL, NULL, q.id, NULL, q.decided_at
          FROM verification_requests q
          WHERE q.decided_at >= ${since} AND q.decided_by_id IS NOT NULL AND q.decided_by_id <> q.requester_id
        ) a
      ) o`,
  };
  return { follows, going, interest, byCocktail: [likes, reviews, repours, checkIns], notifications };
}

/**
 * Every stored counter, from the rows, by the rule that keeps it in the app: the triggers of decisions 32
 * (cocktail counts), 45 (ratings), 46 (check-ins), 47 (re-pours, Total Re-pours), 50 (verified position)
 * and the single statements of decisions 44 (likes), 53 (going) and the follows' domain code. Each table
 * is written once (the counts of a table in one UPDATE), then the whole-database row.
 */
export const COUNTERS: Array<{ label: string; table: string; text: string }> = [
  {
    label: 'cocktails: likes, re-pours, ratings',
    table: 'cocktails',
    text: `
      UPDATE cocktails c SET likes_count = x.likes, repours_count = x.repours, rating_count = x.ratings, rating_sum = x.stars
      FROM (
        SELECT m.id, coalesce(l.n, 0)::int AS likes, coalesce(p.n, 0)::int AS repours, coalesce(w.n, 0)::int AS ratings, coalesce(w.s, 0)::int AS stars
        FROM cocktails m
        LEFT JOIN (SELECT cocktail_id, count(*) AS n FROM cocktail_likes GROUP BY 1) l ON l.cocktail_id = m.id
        LEFT JOIN (SELECT cocktail_id, count(*) AS n FROM repours GROUP BY 1) p ON p.cocktail_id = m.id
        LEFT JOIN (SELECT cocktail_id, count(*) AS n, sum(rating) AS s FROM cocktail_reviews GROUP BY 1) w ON w.cocktail_id = m.id
      ) x
      WHERE c.id = x.id AND (c.likes_count, c.repours_count, c.rating_count, c.rating_sum) IS DISTINCT FROM (x.likes, x.repours, x.ratings, x.stars)`,
  },
  {
    label: 'members: followers, following, cocktails, Total Re-pours, verified position',
    table: 'users',
    text: `
      UPDATE users u SET followers_count = x.followers, following_count = x.following,
        public_cocktails_count = x.public, private_cocktails_count = x.private, total_repours = x.repours, verified_position = x.verified
      FROM (
        SELECT m.id, coalesce(fr.n, 0)::int AS followers, coalesce(fg.n, 0)::int AS following,
          coalesce(c.public, 0)::int AS public, coalesce(c.private, 0)::int AS private, coalesce(t.n, 0)::int AS repours,
          w.user_id IS NOT NULL AS verified
        FROM users m
        LEFT JOIN (SELECT following_id, count(*) AS n FROM follows GROUP BY 1) fr ON fr.following_id = m.id
        LEFT JOIN (SELECT follower_id, count(*) AS n FROM follows GROUP BY 1) fg ON fg.follower_id = m.id
        LEFT JOIN (
          SELECT creator_id, count(*) FILTER (WHERE visibility = 'public') AS public, count(*) FILTER (WHERE visibility <> 'public') AS private
          FROM cocktails WHERE creator_id IS NOT NULL GROUP BY 1
        ) c ON c.creator_id = m.id
        -- Total Re-pours: the re-pours of the member's public cocktails (the sum of their repours_count),
        -- counted from the rows, so that this runs beside the cocktails' own count.
        LEFT JOIN (
          SELECT c.creator_id, count(*) AS n FROM repours r JOIN cocktails c ON c.id = r.cocktail_id
          WHERE c.visibility = 'public' AND c.creator_id IS NOT NULL GROUP BY 1
        ) t ON t.creator_id = m.id
        LEFT JOIN (
          SELECT DISTINCT user_id FROM work_entries WHERE current AND end_date IS NULL AND verification_status = 'verified'
        ) w ON w.user_id = m.id
      ) x
      WHERE u.id = x.id AND (u.followers_count, u.following_count, u.public_cocktails_count, u.private_cocktails_count, u.total_repours, u.verified_position)
        IS DISTINCT FROM (x.followers, x.following, x.public, x.private, x.repours, x.verified)`,
  },
  {
    label: 'venues: check-ins',
    table: 'venues',
    text: `
      UPDATE venues v SET check_ins_count = x.n
      FROM (SELECT venue_id, count(*)::int AS n FROM check_ins GROUP BY 1) x
      WHERE v.id = x.venue_id AND v.check_ins_count <> x.n`,
  },
  {
    label: 'events: going',
    table: 'events',
    text: `
      UPDATE events e SET going_count = x.n
      FROM (SELECT event_id, count(*)::int AS n FROM event_attendees GROUP BY 1) x
      WHERE e.id = x.event_id AND e.going_count <> x.n`,
  },
  {
    // The whole-database row, by the migration's own recount (its per-member part then finds nothing to change).
    label: 'the cocktail counts row',
    table: 'cocktail_counts',
    text: `SELECT cocktail_counts_recount()`,
  },
];
