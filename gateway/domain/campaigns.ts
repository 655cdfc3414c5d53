// Brand campaigns (spec section 2: brand Campaigns "Active Campaigns", View) and partner venues
// (Partners: "Partner Venues", each "Active"). Only the brand account writes its own.
import { CAMPAIGN_MESSAGES, isCalendarDate, PARTNER_MESSAGES } from '../../common/venue-accounts';
import type { Viewer } from '../auth/sessions';
import { prisma } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { NotAuthorizedError, NotFoundError, ValidationError } from '../errors';
import type { Campaign, Partnership } from '../generated/prisma/client';
import { requireViewer } from './profiles';

export interface CampaignInput {
  name: string;
  description?: string | null;
  startsOn?: string | null;
  endsOn?: string | null;
}

function requireBrand(viewer: Viewer, message: string): void {
  if (viewer.profileType !== 'brand') throw new NotAuthorizedError(message);
}

export async function createCampaign(viewerOrNull: Viewer | null, input: CampaignInput): Promise<Campaign> {
  const viewer = requireViewer(viewerOrNull);
  requireBrand(viewer, CAMPAIGN_MESSAGES.brandsOnly);
  const name = input.name.trim().replace(/\s+/g, ' ');
  const description = input.description?.trim() || null;
  const startsOn = input.startsOn?.trim() || null;
  const endsOn = input.endsOn?.trim() || null;
  const errors: Array<{ path: string; message: string }> = [];
  if (!name) errors.push({ path: 'name', message: CAMPAIGN_MESSAGES.nameRequired });
  else if (name.length > 120) errors.push({ path: 'name', message: 'At most 120 characters' });
  if (description && description.length > 2000) errors.push({ path: 'description', message: 'At most 2000 characters' });
  if (startsOn && !isCalendarDate(startsOn)) errors.push({ path: 'startsOn', message: CAMPAIGN_MESSAGES.dateFormat });
  if (endsOn && !isCalendarDate(endsOn)) errors.push({ path: 'endsOn', message: CAMPAIGN_MESSAGES.dateFormat });
  if (startsOn && endsOn && isCalendarDate(startsOn) && isCalendarDate(endsOn) && endsOn < startsOn) {
    errors.push({ path: 'endsOn', message: CAMPAIGN_MESSAGES.endBeforeStart });
  }
  if (errors.length) throw new ValidationError(errors[0].message, errors);
  return prisma.campaign.create({ data: { brandUserId: viewer.id, name, description, startsOn, endsOn } });
}

async function ownCampaign(viewer: Viewer, id: number): Promise<Campaign> {
  const campaign = await prisma.campaign.findUnique({ where: { id } });
  if (!campaign || campaign.brandUserId !== viewer.id) throw new NotFoundError('Campaign not found');
  return campaign;
}

/** An ended campaign leaves "Active Campaigns" and stays on record. */
export async function endCampaign(viewerOrNull: Viewer | null, id: number): Promise<Campaign> {
  const viewer = requireViewer(viewerOrNull);
  await ownCampaign(viewer, id);
  return prisma.campaign.update({ where: { id }, data: { active: false } });
}

export async function removeCampaign(viewerOrNull: Viewer | null, id: number): Promise<Campaign> {
  const viewer = requireViewer(viewerOrNull);
  const campaign = await ownCampaign(viewer, id);
  await prisma.campaign.delete({ where: { id } });
  return campaign;
}

export async function addPartnerVenue(viewerOrNull: Viewer | null, venueId: number): Promise<Partnership> {
  const viewer = requireViewer(viewerOrNull);
  requireBrand(viewer, PARTNER_MESSAGES.brandsOnly);
  if (!(await prisma.venue.findUnique({ where: { id: venueId }, select: { id: true } }))) throw new NotFoundError('That venue is not listed');
  const existing = await prisma.partnership.findUnique({ where: { brandUserId_venueId: { brandUserId: viewer.id, venueId } } });
  if (existing?.active) throw ValidationError.field('venueId', PARTNER_MESSAGES.alreadyPartner);
  if (existing) return prisma.partnership.update({ where: { id: existing.id }, data: { active: true } });
  try {
    return await prisma.partnership.create({ data: { brandUserId: viewer.id, venueId } });
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('venueId', PARTNER_MESSAGES.alreadyPartner);
    throw error;
  }
}

export async function removePartnerVenue(viewerOrNull: Viewer | null, id: number): Promise<Partnership> {
  const viewer = requireViewer(viewerOrNull);
  const partnership = await prisma.partnership.findUnique({ where: { id } });
  if (!partnership || partnership.brandUserId !== viewer.id) throw new NotFoundError('Partner venue not found');
  await prisma.partnership.delete({ where: { id } });
  return partnership;
}
