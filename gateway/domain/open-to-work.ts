// Open to work (issue 24, docs/decisions/0051): a bartender switches it on with the roles they want, the
// cities they would work in and a note; venue and brand accounts (and admins) search those members, the
// ones with a verified position first. The row is there while it is on: switching off deletes it, so
// search and profile lose it in the same statement. What the search ranks and filters by that comes from
// other tables (a verified position, the specialties) is kept on the row by triggers (the migration).
import { canBeOpenToWork, cityKey, isHiringAccount, PEOPLE_TEXTS, type WorkRole } from '../../common/hiring';
import {
  OPEN_TO_WORK_MESSAGES,
  type OpenToWorkInput,
  openToWorkSchema,
  type PeopleSearchInput,
  peopleSearchSchema,
  specialtyKey,
} from '../../common/open-to-work';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, parseInput, ValidationError } from '../errors';
import type { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { pageSize, type PageArgs } from './keyset';
import { requireViewer } from './profiles';

export type { OpenToWorkInput, PeopleSearchInput };

/**
 * Sets the caller's own availability (there is no member to name: nobody sets anyone else's). Only
 * bartender accounts may; on, it needs a role and a city; off, the row goes. Returns whether it is on.
 */
export async function setOpenToWork(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  input: OpenToWorkInput,
): Promise<{ userId: number; open: boolean }> {
  const viewer = requireViewer(viewerOrNull);
  if (!canBeOpenToWork(viewer.profileType)) throw new NotAuthorizedError(OPEN_TO_WORK_MESSAGES.bartendersOnly);
  await limits.consumeForMember(viewer.id, 'openToWorkWritesPerMember');
  const data = parseInput(openToWorkSchema, input);
  if (!data.open) {
    await prisma.openToWork.deleteMany({ where: { userId: viewer.id } });
    return { userId: viewer.id, open: false };
  }
  // One statement. The member's row is share-locked, so an admin changing the account's type waits
  // or is waited for (its trigger deletes the row of a member who is no longer a bartender); so are the
  // member's work entries, so a verification being decided is seen (has_verified_position is right).
  // `since` stays what it was when the row is already there: editing does not move anyone up the list.
  const written = await prisma.$queryRaw<Array<{ userId: number }>>`
    INSERT INTO "open_to_work" ("user_id", "roles", "cities", "city_keys", "note", "specialty_keys", "has_verified_position", "updated_at")
    SELECT u."id", ${data.roles}::text[]::"WorkRole"[], ${data.cities}::text[], ${data.cities.map(cityKey)}::text[], ${data.note},
           "open_to_work_specialty_keys"(u."specialties"),
           EXISTS (
             SELECT 1 FROM (SELECT "verification_status" FROM "work_entries" WHERE "user_id" = u."id" FOR SHARE) w
             WHERE w."verification_status" = 'verified'
           ),
           now()
    FROM "users" u
    WHERE u."id" = ${viewer.id}::int AND u."profile_type" = 'bartender'
    FOR SHARE OF u
    ON CONFLICT ("user_id") DO UPDATE SET
      "roles" = EXCLUDED."roles", "cities" = EXCLUDED."cities", "city_keys" = EXCLUDED."city_keys",
      "note" = EXCLUDED."note", "updated_at" = EXCLUDED."updated_at"
    RETURNING "user_id" AS "userId"`;
  // The account stopped being a bartender's between the session check and the write.
  if (written.length === 0) throw new NotAuthorizedError(OPEN_TO_WORK_MESSAGES.bartendersOnly);
  return { userId: viewer.id, open: true };
}

/** Searching people open to work: venue and brand accounts and admins; signed out, UNAUTHENTICATED. */
export function requirePeopleFinder(viewerOrNull: Viewer | null): Viewer {
  const viewer = requireViewer(viewerOrNull, PEOPLE_TEXTS.signInToSearch);
  if (!isHiringAccount(viewer)) throw new NotAuthorizedError(PEOPLE_TEXTS.searchForbidden);
  return viewer;
}

/**
 * The members open to work for a role in a city: what the people search filters by, and what a gig (a
 * role in a city) will match. Either may be left out.
 */
export function openToWorkMatching({ role, city }: { role?: WorkRole | null; city?: string | null }): Prisma.OpenToWorkWhereInput {
  return {
    ...(role ? { roles: { has: role } } : {}),
    ...(city ? { cityKeys: { has: cityKey(city) } } : {}),
  };
}

/** The search's filters as a where: a role, a city and a specialty preset, each optional. */
export function peopleSearchWhere(filters: PeopleSearchInput): Prisma.OpenToWorkWhereInput {
  const { city, role, specialty } = parseInput(peopleSearchSchema, filters);
  return {
    ...openToWorkMatching({ role, city }),
    ...(specialty ? { specialtyKeys: { has: specialtyKey(specialty) } } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------
// The order and its keyset cursors: members with a verified position first, then the most recently
// switched on, then the higher id (unique, so every row has one place). A cursor is the row's key.
// ---------------------------------------------------------------------------------------------------

export interface OpenToWorkKey {
  hasVerifiedPosition: boolean;
  since: Date;
  userId: number;
}

export const openToWorkOrder: Prisma.OpenToWorkOrderByWithRelationInput[] = [
  { hasVerifiedPosition: 'desc' },
  { since: 'desc' },
  { userId: 'desc' },
];

/** `otw:<0|1>:<millis>:<id>` in base64url: opaque to clients, and not a follow's or a like's cursor. */
export function encodeOpenToWorkCursor(key: OpenToWorkKey): string {
  return Buffer.from(`otw:${key.hasVerifiedPosition ? 1 : 0}:${key.since.getTime()}:${key.userId}`).toString('base64url');
}

export function decodeOpenToWorkCursor(cursor: string): OpenToWorkKey {
  const match = /^otw:([01]):(\d{1,15}):(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const since = match ? new Date(Number(match[2])) : null;
  const userId = match ? Number(match[3]) : NaN;
  if (!match || !since || Number.isNaN(since.getTime()) || !Number.isSafeInteger(userId)) {
    throw ValidationError.field('after', OPEN_TO_WORK_MESSAGES.badCursor);
  }
  return { hasVerifiedPosition: match[1] === '1', since, userId };
}

/** The rows after `after` in openToWorkOrder. */
export function afterOpenToWorkWhere(after: string | null | undefined): Prisma.OpenToWorkWhereInput {
  if (!after) return {};
  const key = decodeOpenToWorkCursor(after);
  const laterInGroup: Prisma.OpenToWorkWhereInput[] = [{ since: { lt: key.since } }, { since: key.since, userId: { lt: key.userId } }];
  // Verified members come first: after one of them come the rest of them, then every unverified one.
  return key.hasVerifiedPosition
    ? { OR: [{ hasVerifiedPosition: false }, { hasVerifiedPosition: true, OR: laterInGroup }] }
    : { hasVerifiedPosition: false, OR: laterInGroup };
}

/** How many a page shows (forwards only). */
export function peoplePageSize(args: PageArgs, defaultSize: number, maxSize: number): number {
  return pageSize(args, defaultSize, maxSize, OPEN_TO_WORK_MESSAGES.backwardsPaging);
}
