// Awards, competitions and certificates of bartender and brand accounts; venue awards of bar accounts,
// added only to the venue the account speaks for (spec sections 3, 5, 6).
import {
  ACHIEVEMENT_FIELDS,
  ACHIEVEMENT_MESSAGES,
  type AchievementType,
  canHaveAchievements,
  canHaveVenueAwards,
  isHttpUrl,
} from '../../common/achievements';
import { YEAR_MAX, YEAR_MIN } from '../../common/constants';
import type { Viewer } from '../auth/sessions';
import { prisma } from '../db/client';
import { NotAuthorizedError, NotFoundError, ValidationError } from '../errors';
import type { Achievement, VenueAward } from '../generated/prisma/client';
import { requireViewer } from './profiles';

export interface AchievementInput {
  type: AchievementType;
  title: string;
  competition?: string | null;
  organizer?: string | null;
  issuer?: string | null;
  place?: string | null;
  result?: string | null;
  year?: number | null;
  certificateUrl?: string | null;
}

const text = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ') || null;

type FieldError = { path: string; message: string };

function checkCommon(input: { title: string; year?: number | null; certificateUrl?: string | null }, errors: FieldError[]) {
  const title = text(input.title);
  if (!title) errors.push({ path: 'title', message: ACHIEVEMENT_MESSAGES.titleRequired });
  else if (title.length > 150) errors.push({ path: 'title', message: 'At most 150 characters' });
  const year = input.year ?? null;
  if (year !== null && (!Number.isInteger(year) || year < YEAR_MIN || year > YEAR_MAX)) errors.push({ path: 'year', message: ACHIEVEMENT_MESSAGES.year });
  const certificateUrl = text(input.certificateUrl);
  if (certificateUrl && (!isHttpUrl(certificateUrl) || certificateUrl.length > 500)) {
    errors.push({ path: 'certificateUrl', message: ACHIEVEMENT_MESSAGES.certificateUrl });
  }
  return { title: title ?? '', year, certificateUrl };
}

function fail(errors: FieldError[]): never {
  throw new ValidationError(errors[0].message, errors);
}

/** Adds an award, competition or certificate; each type keeps only its own fields. */
export async function addAchievement(viewerOrNull: Viewer | null, input: AchievementInput): Promise<Achievement> {
  const viewer = requireViewer(viewerOrNull);
  if (!canHaveAchievements(viewer.profileType)) throw new NotAuthorizedError(ACHIEVEMENT_MESSAGES.personalOnly);
  const errors: FieldError[] = [];
  const common = checkCommon(input, errors);
  const details: Record<string, string | null> = { competition: null, organizer: null, issuer: null, place: null, result: null };
  for (const { name } of ACHIEVEMENT_FIELDS[input.type]) {
    const value = text(input[name]);
    if (value && value.length > 150) errors.push({ path: name, message: 'At most 150 characters' });
    details[name] = value;
  }
  if (errors.length) fail(errors);
  return prisma.achievement.create({ data: { userId: viewer.id, type: input.type, ...common, ...details } });
}

export async function removeAchievement(viewerOrNull: Viewer | null, id: number): Promise<Achievement> {
  const viewer = requireViewer(viewerOrNull);
  const achievement = await prisma.achievement.findUnique({ where: { id } });
  if (!achievement || achievement.userId !== viewer.id) throw new NotFoundError('Award not found');
  await prisma.achievement.delete({ where: { id } });
  return achievement;
}

export interface VenueAwardInput {
  venueId: number | null;
  title: string;
  competition?: string | null;
  place?: string | null;
  year?: number | null;
  certificateUrl?: string | null;
}

/** A venue award needs a selected venue and a title; a bar account adds them to its own venue. */
export async function addVenueAward(viewerOrNull: Viewer | null, input: VenueAwardInput): Promise<VenueAward> {
  const viewer = requireViewer(viewerOrNull);
  if (!canHaveVenueAwards(viewer.profileType) && !viewer.isAdmin) throw new NotAuthorizedError(ACHIEVEMENT_MESSAGES.venueAwardsOnly);
  const errors: FieldError[] = [];
  if (input.venueId === null) errors.push({ path: 'venueId', message: ACHIEVEMENT_MESSAGES.venueRequired });
  const common = checkCommon(input, errors);
  const competition = text(input.competition);
  const place = text(input.place);
  for (const [path, value] of [['competition', competition], ['place', place]] as const) {
    if (value && value.length > 150) errors.push({ path, message: 'At most 150 characters' });
  }
  if (errors.length) fail(errors);
  const venue = await prisma.venue.findUnique({ where: { id: input.venueId as number }, select: { ownerId: true } });
  if (!venue) throw ValidationError.field('venueId', ACHIEVEMENT_MESSAGES.venueRequired);
  if (venue.ownerId !== viewer.id && !viewer.isAdmin) throw new NotAuthorizedError(ACHIEVEMENT_MESSAGES.notYourVenue);
  return prisma.venueAward.create({
    data: { venueId: input.venueId as number, createdById: viewer.id, ...common, competition, place },
  });
}

/** Removed by the venue's account or an admin. */
export async function removeVenueAward(viewerOrNull: Viewer | null, id: number): Promise<VenueAward> {
  const viewer = requireViewer(viewerOrNull);
  const award = await prisma.venueAward.findUnique({ where: { id }, include: { venue: { select: { ownerId: true } } } });
  if (!award || (award.venue.ownerId !== viewer.id && !viewer.isAdmin)) throw new NotFoundError('Award not found');
  await prisma.venueAward.delete({ where: { id } });
  return award;
}
