// Profiles: the rules of spec section 5 for editing one's own profile, the avatar, the search text,
// and the figures profiles show (stats, the barfly's Cocktail Journey).
import type { ProfileType } from '../../common/constants';
import { normalizeSpecialties, PROFILE_MESSAGES, type ProfileInput, profileInputSchema, specialtiesError } from '../../common/profile';
import { userSearchText } from '../../common/search-text';
import { forgetViewersOf, type Viewer } from '../auth/sessions';
import { NotAuthorizedError, parseInput, SIGN_IN_REQUIRED, ValidationError } from '../errors';
import type { Prisma, User } from '../generated/prisma/client';
import { assertOwnUpload, storeImage } from './images';
import { rowMatches } from '../read/prisma-where';
import { type Sql, sql } from '../read/sql';
import type { Services } from '../services';

/** The signed-in member, or UNAUTHENTICATED saying `message` (what signing in would let them do). */
export function requireViewer(viewer: Viewer | null, message: string = SIGN_IN_REQUIRED): Viewer {
  if (!viewer) throw new NotAuthorizedError(message, 'UNAUTHENTICATED');
  return viewer;
}

/**
 * users.search_text: the one place it is computed, so every profile write keeps people search current.
 * (The search engineer may swap in a shared function; the inputs stay these.)
 */
/** users.search_text after a profile change: the same text sign-up writes (common/search-text.ts). */
export function profileSearchText(
  user: Pick<User, 'firstName' | 'lastName' | 'displayName' | 'username' | 'location' | 'specialties'>,
): string {
  return userSearchText(user);
}

export type { ProfileInput };

/**
 * Who may set which account type: the invite decided it, so its owner cannot change it; admins may
 * choose any type, the admin type included (docs/decisions: account types).
 */
export function accountTypeError(viewer: Viewer, current: ProfileType, wanted: ProfileType): string | null {
  if (wanted === current) return null;
  if (viewer.isAdmin) return null;
  return wanted === 'admin' ? PROFILE_MESSAGES.adminTypeOnlyForAdmins : PROFILE_MESSAGES.accountTypeLocked;
}

/**
 * Updates the viewer's own profile. Fields left out keep their value; first and last name cannot be
 * emptied, bio and location can (they count towards completeness only). Nothing is written unless
 * every rule passes.
 */
export async function updateProfile(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  input: ProfileInput,
): Promise<User> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'profileWritesPerMember');
  const data = parseInput(profileInputSchema, input);
  const user = await prisma.user.findUniqueOrThrow({ where: { id: viewer.id } });

  const profileType = data.profileType ?? user.profileType;
  const typeError = accountTypeError(viewer, user.profileType, profileType);
  if (typeError) throw ValidationError.field('profileType', typeError);

  const merged = {
    firstName: data.firstName ?? user.firstName,
    lastName: data.lastName ?? user.lastName,
    bio: data.bio == null ? user.bio : data.bio || null,
    location: data.location == null ? user.location : data.location || null,
  };

  // A barfly has no specialties: an admin switching an account to user clears them.
  let specialties = normalizeSpecialties(data.specialties ?? user.specialties);
  if (profileType === 'user' && !data.specialties) specialties = [];
  const specialtyError = specialtiesError(specialties, profileType);
  if (specialtyError) throw ValidationError.field('specialties', specialtyError);

  if (data.hours && profileType !== 'bar') throw ValidationError.field('hours', PROFILE_MESSAGES.hoursOnlyForBars);
  if (data.favoriteStyle && profileType !== 'user')
    throw ValidationError.field('favoriteStyle', PROFILE_MESSAGES.favoriteStyleOnlyForBarflies);
  if (data.avatarUrl) await assertOwnUpload({ prisma }, viewer, data.avatarUrl, 'avatar', 'avatarUrl');

  const update: Prisma.UserUpdateInput = {
    firstName: merged.firstName,
    lastName: merged.lastName,
    bio: merged.bio,
    location: merged.location,
    specialties,
    profileType,
  };
  if (data.displayName !== undefined) update.displayName = data.displayName;
  if (data.avatarUrl !== undefined) update.avatarUrl = data.avatarUrl;
  if (data.hours !== undefined) update.hours = data.hours;
  if (data.favoriteStyle !== undefined) update.favoriteStyle = data.favoriteStyle;
  if (data.shareCheckIns != null) update.shareCheckIns = data.shareCheckIns;

  const next = { ...user, ...merged, specialties, displayName: data.displayName !== undefined ? data.displayName : user.displayName };
  update.searchText = profileSearchText(next);
  const updated = await prisma.user.update({ where: { id: viewer.id }, data: update });
  // The profile type decides what the member may do: no cached viewer keeps the old one.
  forgetViewersOf(viewer.id);
  return updated;
}

/** Stores a new profile picture (checked and re-encoded like cocktail photos) and shows it at once. */
export async function uploadAvatar(
  { prisma, storage, limits }: Pick<Services, 'prisma' | 'storage' | 'limits'>,
  viewerOrNull: Viewer | null,
  file: File | Blob | null | undefined,
): Promise<User> {
  const viewer = requireViewer(viewerOrNull);
  const stored = await storeImage({ prisma, storage, limits }, viewer, file, 'avatar', 'avatar');
  return prisma.user.update({ where: { id: viewer.id }, data: { avatarUrl: stored.url } });
}

export interface ProfileStats {
  posts: number;
  totalRepours: number;
  weeklyTop10Appearances: number;
}

/**
 * Cocktails posted, re-pours of them, and the closed weeks in which one of them was in the Weekly Top 10.
 * All three are the member's counters: `posts` their visible count (decision 32), `totalRepours` the
 * re-pours of their public cocktails (users.total_repours, decision 47, the same for every caller),
 * `weeklyTop10Hits` moved when a week is frozen (decision 49). No statement of its own.
 */
export function profileStats(posts: number, totalRepours: number, weeklyTop10Hits: number): ProfileStats {
  return { posts, totalRepours, weeklyTop10Appearances: weeklyTop10Hits };
}

/**
 * The Cocktail Journey's figures, each as SQL of the member's id (a parameter, or the read path's column
 * of their row), so both paths count alike.
 */
export const JOURNEY_FIGURES = {
  /** Distinct venues the member checked in at. */
  barsVisited: (userId: Sql) => sql`(SELECT count(DISTINCT k.venue_id)::int FROM check_ins k WHERE k.user_id = ${userId})`,
  /** Reviews the member wrote. */
  reviews: (userId: Sql) => sql`(SELECT count(*)::int FROM cocktail_reviews r WHERE r.user_id = ${userId})`,
  /** Check-ins the member made. */
  checkIns: (userId: Sql) => sql`(SELECT count(*)::int FROM check_ins k WHERE k.user_id = ${userId})`,
} satisfies Record<string, (userId: Sql) => Sql>;

/** One figure of a member's Cocktail Journey, on the Prisma path. */
export async function journeyFigure(
  { prisma }: Pick<Services, 'prisma'>,
  figure: keyof typeof JOURNEY_FIGURES,
  userId: number,
): Promise<number> {
  const [row] = await prisma.$queryRaw<Array<{ n: number }>>`SELECT ${JOURNEY_FIGURES[figure](sql`${userId}::int`)} AS n`;
  return row.n;
}

/** The fewest stars a review gives for its cocktail to count among the member's top rated. */
export const TOP_RATED_MIN_RATING = 4;

/**
 * The reviews that put a cocktail among a member's top rated on their Cocktail Journey: theirs, of
 * TOP_RATED_MIN_RATING stars or more. `userId` is a number, or the SQL of the member's id column where
 * the read path writes it.
 */
export function topRatedReviewsWhere(userId: number | Sql): Prisma.CocktailReviewWhereInput {
  return { userId: userId as number, rating: { gte: TOP_RATED_MIN_RATING } };
}

/** What only the member themself reads of their profile (their liked cocktails, their feed): the members a viewer is. */
export function onlyTheMemberWhere(viewer: Viewer | null): Prisma.UserWhereInput {
  return viewer ? { id: viewer.id } : { id: { in: [] } };
}

/** onlyTheMemberWhere for one member: whether the viewer is that member (and so reads what only they read). */
export function isTheMember(viewer: Viewer | null, userId: number): boolean {
  return rowMatches(onlyTheMemberWhere(viewer), { id: userId });
}

/** Check-ins and reviews tell where and what a member drinks: only they and admins see them (the members whose journey a viewer sees). */
export function journeyVisibleWhere(viewer: Viewer | null): Prisma.UserWhereInput {
  if (!viewer) return { id: { in: [] } };
  if (viewer.isAdmin) return {};
  return { id: viewer.id };
}

/**
 * Who sees a check-in (decision 0046 as amended for issue 40): the member who checked in, admins, and,
 * while the member shares their check-ins (users.share_check_ins, off by default), the members who
 * follow them. The members whose check-ins a viewer sees: the CheckIn type and the feed's check-in acts
 * both apply it, on the read path's SQL and on the Prisma path alike.
 */
export function checkInSharersWhere(viewer: Viewer | null): Prisma.UserWhereInput {
  if (!viewer) return { id: { in: [] } };
  if (viewer.isAdmin) return {};
  return { OR: [{ id: viewer.id }, { shareCheckIns: true, followers: { some: { followerId: viewer.id } } }] };
}

/** checkInSharersWhere as a filter on check-ins: the check-ins a viewer sees. */
export function checkInVisibleWhere(viewer: Viewer | null): Prisma.CheckInWhereInput {
  return { user: checkInSharersWhere(viewer) };
}

/** A member's email is read by the member themself and admins: the members whose email a viewer reads. */
export function emailVisibleWhere(viewer: Viewer | null): Prisma.UserWhereInput {
  return journeyVisibleWhere(viewer);
}

/** journeyVisibleWhere for one member. */
export function canSeeJourney(viewer: Viewer | null, userId: number): boolean {
  return rowMatches(journeyVisibleWhere(viewer), { id: userId });
}
