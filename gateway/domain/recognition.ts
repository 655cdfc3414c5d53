// Badges and the verified tick (issue 23, docs/decisions/0050): admins grant and remove the badges and
// their own grant of the tick; the tick's other source, a verified current position, is kept by a trigger
// on work_entries (users.verified_position) and is not theirs to switch off here.
import {
  type MemberBadgeInput,
  memberBadgeSchema,
  type MemberVerifiedInput,
  memberVerifiedSchema,
  RECOGNITION_MESSAGES,
} from '../../common/recognition';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, NotFoundError, parseInput } from '../errors';
import type { Services } from '../services';

export type { MemberBadgeInput, MemberVerifiedInput };

/** Admins only: signed out is UNAUTHENTICATED, any other member FORBIDDEN. */
function requireAdmin(viewer: Viewer | null): Viewer {
  if (!viewer) throw new NotAuthorizedError(RECOGNITION_MESSAGES.signInRequired, 'UNAUTHENTICATED');
  if (!viewer.isAdmin) throw new NotAuthorizedError(RECOGNITION_MESSAGES.forbidden, 'FORBIDDEN');
  return viewer;
}

/**
 * The checks both changes share, once the caller is known to be an admin: not about themself (as nobody decides their own verification
 * request), under the per-admin limit, about a member who exists.
 */
async function checkChange({ prisma, limits }: Pick<Services, 'prisma' | 'limits'>, admin: Viewer, userId: number): Promise<void> {
  if (userId === admin.id) throw new NotAuthorizedError(RECOGNITION_MESSAGES.ownRecognition, 'FORBIDDEN');
  await limits.consumeForMember(admin.id, 'recognitionChangesPerAdmin');
  const member = await prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!member) throw new NotFoundError(RECOGNITION_MESSAGES.memberNotFound);
}

/**
 * Grants or removes one badge. One statement: the member's row changes only if the badge is not already
 * as asked, and only then is the change recorded (who, what, when), so repeating a call, or two admins
 * tapping at once, records one change and never lists a badge twice.
 */
export async function setMemberBadge(
  services: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  input: MemberBadgeInput,
): Promise<{ userId: number }> {
  const admin = requireAdmin(viewerOrNull);
  const { userId, badge, granted } = parseInput(memberBadgeSchema, input);
  await checkChange(services, admin, userId);
  await services.prisma.$executeRaw`
    WITH "changed" AS (
      UPDATE "users"
      SET "badges" = CASE WHEN ${granted} THEN array_append("badges", ${badge}::text) ELSE array_remove("badges", ${badge}::text) END,
          "updated_at" = now()
      WHERE "id" = ${userId} AND (${badge}::text = ANY("badges")) <> ${granted}
      RETURNING "id"
    )
    INSERT INTO "recognition_changes" ("user_id", "changed_by_id", "recognition", "granted")
    SELECT "id", ${admin.id}, ${badge}::"Recognition", ${granted} FROM "changed"`;
  return { userId };
}

/**
 * Grants or removes the admin's grant of the verified tick, recorded as a badge change is. A member whose
 * current position is verified keeps the tick whatever this says (decision 50).
 */
export async function setMemberVerified(
  services: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  input: MemberVerifiedInput,
): Promise<{ userId: number }> {
  const admin = requireAdmin(viewerOrNull);
  const { userId, verified } = parseInput(memberVerifiedSchema, input);
  await checkChange(services, admin, userId);
  await services.prisma.$executeRaw`
    WITH "changed" AS (
      UPDATE "users" SET "is_verified" = ${verified}, "updated_at" = now()
      WHERE "id" = ${userId} AND "is_verified" <> ${verified}
      RETURNING "id"
    )
    INSERT INTO "recognition_changes" ("user_id", "changed_by_id", "recognition", "granted")
    SELECT "id", ${admin.id}, 'verified'::"Recognition", ${verified} FROM "changed"`;
  return { userId };
}
