// Brand campaigns (spec section 2: brand Campaigns "Active Campaigns", View) and partner venues
// (Partners: "Partner Venues", each "Active"). Only the brand account writes its own.
import { withinCap } from './account-caps';
import { ACCOUNT_CAPS } from '../../common/account-caps';
import { CAMPAIGN_MESSAGES, type CampaignInput, campaignSchema, PARTNER_MESSAGES, VENUE_MESSAGES } from '../../common/venue-accounts';
import type { Viewer } from '../auth/sessions';
import { isUniqueViolation } from '../db/errors';
import { NotAuthorizedError, NotFoundError, parseInput, ValidationError } from '../errors';
import type { Campaign, Partnership } from '../generated/prisma/client';
import { requireViewer } from './profiles';
import type { Services } from '../services';

export type { CampaignInput };

function requireBrand(viewer: Viewer, message: string): void {
  if (viewer.profileType !== 'brand') throw new NotAuthorizedError(message);
}

export async function createCampaign(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  input: CampaignInput,
): Promise<Campaign> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'hostingWritesPerMember');
  requireBrand(viewer, CAMPAIGN_MESSAGES.brandsOnly);
  const data = parseInput(campaignSchema, input);
  return withinCap(
    { prisma },
    ACCOUNT_CAPS.campaigns,
    { account: viewer.id },
    (tx) => tx.campaign.count({ where: { brandUserId: viewer.id } }),
    (tx) => tx.campaign.create({ data: { brandUserId: viewer.id, ...data } }),
  );
}

async function ownCampaign({ prisma }: Pick<Services, 'prisma'>, viewer: Viewer, id: number): Promise<Campaign> {
  const campaign = await prisma.campaign.findUnique({ where: { id } });
  if (!campaign || campaign.brandUserId !== viewer.id) throw new NotFoundError('Campaign not found');
  return campaign;
}

/** An ended campaign leaves "Active Campaigns" and stays on record. */
export async function endCampaign(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  id: number,
): Promise<Campaign> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'hostingWritesPerMember');
  await ownCampaign({ prisma }, viewer, id);
  return prisma.campaign.update({ where: { id }, data: { active: false } });
}

export async function removeCampaign(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  id: number,
): Promise<Campaign> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'hostingWritesPerMember');
  const campaign = await ownCampaign({ prisma }, viewer, id);
  await prisma.campaign.delete({ where: { id } });
  return campaign;
}

export async function addPartnerVenue(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  venueId: number,
): Promise<Partnership> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'hostingWritesPerMember');
  requireBrand(viewer, PARTNER_MESSAGES.brandsOnly);
  if (!(await prisma.venue.findUnique({ where: { id: venueId }, select: { id: true } }))) throw new NotFoundError(VENUE_MESSAGES.notListed);
  const existing = await prisma.partnership.findUnique({ where: { brandUserId_venueId: { brandUserId: viewer.id, venueId } } });
  if (existing?.active) throw ValidationError.field('venueId', PARTNER_MESSAGES.alreadyPartner);
  try {
    return await withinCap(
      { prisma },
      ACCOUNT_CAPS.partnerVenues,
      { account: viewer.id },
      (tx) => tx.partnership.count({ where: { brandUserId: viewer.id, active: true } }),
      (tx) =>
        existing
          ? tx.partnership.update({ where: { id: existing.id }, data: { active: true } })
          : tx.partnership.create({ data: { brandUserId: viewer.id, venueId } }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('venueId', PARTNER_MESSAGES.alreadyPartner);
    throw error;
  }
}

export async function removePartnerVenue(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  id: number,
): Promise<Partnership> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'hostingWritesPerMember');
  const partnership = await prisma.partnership.findUnique({ where: { id } });
  if (!partnership || partnership.brandUserId !== viewer.id) throw new NotFoundError('Partner venue not found');
  await prisma.partnership.delete({ where: { id } });
  return partnership;
}
