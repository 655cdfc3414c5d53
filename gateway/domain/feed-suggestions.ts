// People to follow, for a feed with nobody followed yet (issue 40, decision 0073): members in the same
// city, with the same specialties, verified bartenders and popular venues, by Find People's matching
// (a city by its folded key, specialties by theirs: common/open-to-work.ts), the most followed first.
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
 * Best first: the same city (folded as Find People folds a city: lower case, no accents, spaces
 * collapsed), shared specialties (folded alike), a verified bartender, a venue; then the most followed.
 */
export function suggestionOrder(candidate: RowRef, member: RowRef): Sql {
  const city = (location: Sql) => sql`lower(btrim(regexp_replace(split_part(coalesce(${location}, ''), ',', 1), '\\s+', ' ', 'g')))`;
  return sql`(CASE WHEN ${member.col('location')} IS NOT NULL AND ${city(candidate.col('location'))} = ${city(member.col('location'))} THEN 4 ELSE 0 END
    + CASE WHEN ${candidate.col('specialties')} && ${member.col('specialties')} THEN 2 ELSE 0 END
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
