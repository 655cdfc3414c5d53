// People to follow, for a feed with nobody followed yet (issue 40, decision 0073): members in the same
// city, with the same specialties, verified bartenders and popular venues, by Find People's matching,
// the most followed first. The same city is the same `cityKey` (common/hiring.ts), the same specialty the
// same `specialtyKey` (common/open-to-work.ts): users.city_key and users.specialty_keys, which PostgreSQL
// keeps with their SQL twins (migration people_to_follow_keys). Read from indexes (migration
// people_to_follow_indexes), so what a request reads does not grow with the members: the candidates are
// the first rows of a few index ranges, and the rule ranks those.
import { FEED_SUGGESTIONS_MAX } from '../../common/feed';
import type { Viewer } from '../auth/sessions';
import type { RequestSql, RowRef } from '../read/declarations';
import { statementRequest } from '../read/compile';
import { empty, join, literal, raw, sql, type Sql } from '../read/sql';
import type { Services } from '../services';

/** Rows each range of candidates gives (its most followed): a request ranks at most six ranges of them. */
export const SUGGESTION_CANDIDATES_PER_RANGE = 50;

/**
 * Members sharing a specialty read at most (their GIN index has no followers order: the range's most
 * followed are those of the first this many found).
 */
export const SUGGESTION_SPECIALTY_SHARERS_READ = 500;

/**
 * The candidates for `member`, as an int[]: the most followed members of their city, sharing one of their
 * specialties, verified bartenders, venues, and members of any kind. Each is read from an index of users
 * in followers order (the specialties' from their GIN index, SUGGESTION_SPECIALTY_SHARERS_READ at most),
 * SUGGESTION_CANDIDATES_PER_RANGE rows each, whoever the member follows.
 */
function suggestionCandidates(member: RowRef, request: Pick<RequestSql, 'row'>): Sql {
  const other = request.row('User', 'ptf');
  const per = raw(String(SUGGESTION_CANDIDATES_PER_RANGE));
  const mostFollowed = (condition: Sql) =>
    sql`(SELECT ${other.col('id')} FROM users ptf WHERE ${condition} ORDER BY ${other.col('followersCount')} DESC, ${other.col('id')} LIMIT ${per})`;
  const kind = (profileType: 'bartender' | 'bar', verified: boolean) =>
    sql`${other.col('profileType')} = ${literal(profileType)} AND ${verified ? empty : raw('NOT ')}${other.col('verifiedTick')}`;
  // The sharers are a CTE, which PostgreSQL plans for reading whole (through the GIN index's bitmap, never
  // the table), then stops reading at the cap: in one query, the cap would make scanning the table until
  // that many were found look cheaper, and the generic plan would do that for a specialty nobody shares.
  const sharers = sql`(WITH ptf_sharers AS MATERIALIZED (SELECT ${other.col('id')}, ${other.col('followersCount')} FROM users ptf
      WHERE ${other.col('specialtyKeys')} && ${member.col('specialtyKeys')})
    SELECT * FROM ptf_sharers LIMIT ${raw(String(SUGGESTION_SPECIALTY_SHARERS_READ))})`;
  return sql`ARRAY(${join(
    [
      mostFollowed(sql`${other.col('cityKey')} = ${member.col('cityKey')}`),
      sql`(SELECT ${other.col('id')} FROM ${sharers} ptf ORDER BY ${other.col('followersCount')} DESC, ${other.col('id')} LIMIT ${per})`,
      mostFollowed(kind('bartender', true)),
      // Venues in both of the index's ranges (a venue's tick is not the rule's).
      mostFollowed(kind('bar', true)),
      mostFollowed(kind('bar', false)),
      mostFollowed(sql`true`),
    ],
    ' UNION ALL ',
  )})`;
}

/**
 * Who may be suggested to `member`: one of their candidates, another member (no admin), not followed or
 * muted by them.
 */
export function suggestionWhere(candidate: RowRef, member: RowRef, request: Pick<RequestSql, 'row'>): Sql {
  return sql`${candidate.col('id')} = ANY(${suggestionCandidates(member, request)})
    AND ${candidate.col('id')} <> ${member.col('id')} AND NOT ${candidate.col('isAdmin')}
    AND NOT EXISTS (SELECT 1 FROM follows sf WHERE sf.follower_id = ${member.col('id')} AND sf.following_id = ${candidate.col('id')})
    AND NOT EXISTS (SELECT 1 FROM mutes sm WHERE sm.muter_id = ${member.col('id')} AND sm.muted_id = ${candidate.col('id')})`;
}

/**
 * Best first: the same city (Find People's: the city key), a shared specialty (its specialty keys), a
 * verified bartender, a venue; then the most followed.
 */
export function suggestionOrder(candidate: RowRef, member: RowRef): Sql {
  return sql`(CASE WHEN ${candidate.col('cityKey')} = ${member.col('cityKey')} THEN 4 ELSE 0 END
    + CASE WHEN ${candidate.col('specialtyKeys')} && ${member.col('specialtyKeys')} THEN 2 ELSE 0 END
    + CASE WHEN ${candidate.col('verifiedTick')} AND ${candidate.col('profileType')} = 'bartender' THEN 2 ELSE 0 END
    + CASE WHEN ${candidate.col('profileType')} = 'bar' THEN 1 ELSE 0 END) DESC,
    ${candidate.col('followersCount')} DESC, ${candidate.col('id')} ASC`;
}

/** The suggestions' ids, best first (the Prisma path; the read path writes the same where and order). */
export async function suggestedMemberIds({ prisma }: Pick<Services, 'prisma'>, viewer: Viewer): Promise<number[]> {
  const request = statementRequest(prisma, viewer);
  const candidate = request.row('User', 'cand');
  const member = request.row('User', 'mem');
  const rows = await prisma.$queryRaw<Array<{ id: number }>>`
    SELECT cand.id FROM users cand, users mem
    WHERE mem.id = ${viewer.id}::int AND ${suggestionWhere(candidate, member, request)}
    ORDER BY ${suggestionOrder(candidate, member)} LIMIT ${raw(String(FEED_SUGGESTIONS_MAX))}`;
  return rows.map((row) => row.id);
}
