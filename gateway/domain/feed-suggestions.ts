// People to follow, for a feed with nobody followed yet (issue 40, decision 0073): members in the same
// city, with the same specialties, verified bartenders and popular venues, by Find People's matching,
// the most followed first. The same city is the same `cityKey` (common/hiring.ts), the same specialty the
// same `specialtyKey` (common/open-to-work.ts): users.city_key and users.specialty_keys, which PostgreSQL
// keeps with their SQL twins (migration people_to_follow_keys).
import { FEED_SUGGESTIONS_MAX } from '../../common/feed';
import type { Viewer } from '../auth/sessions';
import type { RowRef } from '../read/declarations';
import { statementRequest } from '../read/compile';
import { raw, sql, type Sql } from '../read/sql';
import type { Services } from '../services';

/** Who may be suggested to `member`: another member (no admin), not followed or muted by them. */
export function suggestionWhere(candidate: RowRef, member: RowRef): Sql {
  return sql`${candidate.col('id')} <> ${member.col('id')} AND NOT ${candidate.col('isAdmin')}
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
    WHERE mem.id = ${viewer.id}::int AND ${suggestionWhere(candidate, member)}
    ORDER BY ${suggestionOrder(candidate, member)} LIMIT ${raw(String(FEED_SUGGESTIONS_MAX))}`;
  return rows.map((row) => row.id);
}
