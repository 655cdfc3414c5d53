// Awards, competitions and certificates of bartender and brand accounts; venue awards of bar accounts,
// added only to the venue the account speaks for (spec sections 3, 5, 6).
import { withinCap } from './account-caps';
import { ACCOUNT_CAPS } from '../../common/account-caps';
import {
  ACHIEVEMENT_MESSAGES,
  type AchievementInput,
  achievementSchema,
  canHaveAchievements,
  canHaveVenueAwards,
  type VenueAwardInput,
  venueAwardSchema,
} from '../../common/achievements';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, NotFoundError, parseInput, ValidationError } from '../errors';
import type { Achievement, VenueAward } from '../generated/prisma/client';
import { requireViewer } from './profiles';
import type { Services } from '../services';

export type { AchievementInput, VenueAwardInput };

/** Adds an award, competition or certificate; each type keeps only its own fields. */
export async function addAchievement(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  input: AchievementInput,
): Promise<Achievement> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'profileWritesPerMember');
  if (!canHaveAchievements(viewer.profileType)) throw new NotAuthorizedError(ACHIEVEMENT_MESSAGES.personalOnly);
  const data = parseInput(achievementSchema, input);
  const none = { competition: null, organizer: null, issuer: null, place: null, result: null };
  return withinCap(
    { prisma },
    ACCOUNT_CAPS.achievements,
    { account: viewer.id },
    (tx) => tx.achievement.count({ where: { userId: viewer.id } }),
    (tx) => tx.achievement.create({ data: { userId: viewer.id, ...none, ...data } }),
  );
}

export async function removeAchievement(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  id: number,
): Promise<Achievement> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'profileWritesPerMember');
  const achievement = await prisma.achievement.findUnique({ where: { id } });
  if (!achievement || achievement.userId !== viewer.id) throw new NotFoundError('Award not found');
  await prisma.achievement.delete({ where: { id } });
  return achievement;
}

/** A venue award needs a selected venue and a title; a bar account adds them to its own venue. */
export async function addVenueAward(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  input: VenueAwardInput,
): Promise<VenueAward> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'profileWritesPerMember');
  if (!canHaveVenueAwards(viewer.profileType) && !viewer.isAdmin) throw new NotAuthorizedError(ACHIEVEMENT_MESSAGES.venueAwardsOnly);
  const data = parseInput(venueAwardSchema, input);
  const venue = await prisma.venue.findUnique({ where: { id: data.venueId }, select: { ownerId: true } });
  if (!venue) throw ValidationError.field('venueId', ACHIEVEMENT_MESSAGES.venueRequired);
  if (venue.ownerId !== viewer.id && !viewer.isAdmin) throw new NotAuthorizedError(ACHIEVEMENT_MESSAGES.notYourVenue);
  return withinCap(
    { prisma },
    ACCOUNT_CAPS.venueAwards,
    { venue: data.venueId },
    (tx) => tx.venueAward.count({ where: { venueId: data.venueId } }),
    (tx) => tx.venueAward.create({ data: { ...data, createdById: viewer.id } }),
  );
}

/** Removed by the venue's account or an admin. */
export async function removeVenueAward(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  id: number,
): Promise<VenueAward> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'profileWritesPerMember');
  const award = await prisma.venueAward.findUnique({ where: { id }, include: { venue: { select: { ownerId: true } } } });
  if (!award || (award.venue.ownerId !== viewer.id && !viewer.isAdmin)) throw new NotFoundError('Award not found');
  await prisma.venueAward.delete({ where: { id } });
  return award;
}
