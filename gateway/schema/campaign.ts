// Brand accounts: campaigns and partner venues.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_NAME_MAX } from '../../common/venue-accounts';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import { addPartnerVenue, createCampaign, endCampaign, removeCampaign, removePartnerVenue } from '../domain/campaigns';
import { databaseIdIn, wrongIdIsFieldError } from './global-id';
import { VenueNode } from './venue';

const CampaignNode = builder.prismaNode('Campaign', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: "A brand's campaign.",
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name', { description: `The campaign's name (at most ${CAMPAIGN_NAME_MAX} characters).` }),
    description: t.exposeString('description', {
      description: `What the campaign is about (at most ${CAMPAIGN_DESCRIPTION_MAX.toLocaleString('en-US')} characters).`,
      nullable: true,
    }),
    active: t.exposeBoolean('active', { description: 'True until the brand ends it; ended campaigns leave Active Campaigns.' }),
    startsOn: t.exposeString('startsOn', { nullable: true, description: '"YYYY-MM-DD".' }),
    endsOn: t.exposeString('endsOn', { nullable: true, description: '"YYYY-MM-DD".' }),
    createdAt: t.expose('createdAt', { description: 'When the brand started it.', type: 'DateTime' }),
  }),
});

const PartnershipNode = builder.prismaNode('Partnership', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: "A brand's partner venue.",
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    active: t.exposeBoolean('active', { description: 'Whether the partnership is current (shown as "Active").' }),
    venue: t.relation('venue', { description: 'The partner venue.' }),
    createdAt: t.expose('createdAt', { description: 'When the brand added the venue.', type: 'DateTime' }),
  }),
});

const CampaignInput = builder.inputType('CampaignInput', {
  fields: (t) => ({
    name: t.string({ description: `Required, at most ${CAMPAIGN_NAME_MAX} characters.` }),
    description: t.string({ description: `At most ${CAMPAIGN_DESCRIPTION_MAX.toLocaleString('en-US')} characters.`, required: false }),
    startsOn: t.string({ required: false, description: '"YYYY-MM-DD".' }),
    endsOn: t.string({ required: false, description: '"YYYY-MM-DD".' }),
  }),
});

const CampaignPayload = builder.objectRef<{ campaignId: number; brandUserId: number }>('CampaignPayload').implement({
  fields: (t) => ({
    campaign: t.prismaField({
      description: 'The campaign as it now is.',
      type: 'Campaign',
      sql: byParent('campaignId'),
      resolve: (query, result, _args, context) => context.prisma.campaign.findUniqueOrThrow({ ...query, where: { id: result.campaignId } }),
    }),
    brand: t.prismaField({
      type: 'User',
      description: 'The brand account, with its campaigns as they now are.',
      sql: byParent('brandUserId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.brandUserId } }),
    }),
  }),
});

const RemoveCampaignPayload = builder.objectRef<{ campaignId: number; brandUserId: number }>('RemoveCampaignPayload').implement({
  fields: (t) => ({
    removedCampaignId: t.id({
      description: 'The global id of the campaign removed, to drop it from a list.',
      resolve: (result) => encodeGlobalID('Campaign', result.campaignId),
    }),
    brand: t.prismaField({
      description: 'The brand account, with its campaigns as they now are.',
      type: 'User',
      sql: byParent('brandUserId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.brandUserId } }),
    }),
  }),
});

const PartnershipPayload = builder.objectRef<{ partnershipId: number; brandUserId: number }>('PartnershipPayload').implement({
  fields: (t) => ({
    partnership: t.prismaField({
      description: 'The partnership added.',
      type: 'Partnership',
      sql: byParent('partnershipId'),
      resolve: (query, result, _args, context) =>
        context.prisma.partnership.findUniqueOrThrow({ ...query, where: { id: result.partnershipId } }),
    }),
    brand: t.prismaField({
      type: 'User',
      description: 'The brand account, with its partner venues as they now are.',
      sql: byParent('brandUserId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.brandUserId } }),
    }),
  }),
});

const RemovePartnershipPayload = builder.objectRef<{ partnershipId: number; brandUserId: number }>('RemovePartnerVenuePayload').implement({
  fields: (t) => ({
    removedPartnershipId: t.id({
      description: 'The global id of the partnership removed, to drop it from a list.',
      resolve: (result) => encodeGlobalID('Partnership', result.partnershipId),
    }),
    brand: t.prismaField({
      description: 'The brand account, with its partner venues as they now are.',
      type: 'User',
      sql: byParent('brandUserId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.brandUserId } }),
    }),
  }),
});

const EndCampaignInput = builder.inputType('EndCampaignInput', {
  description: 'Which campaign to end.',
  fields: (t) => ({
    id: t.globalID({ for: CampaignNode, description: 'One of your Campaigns.', ...wrongIdIsFieldError('id') }),
  }),
});

const RemoveCampaignInput = builder.inputType('RemoveCampaignInput', {
  description: 'Which campaign to remove.',
  fields: (t) => ({
    id: t.globalID({ for: CampaignNode, description: 'One of your Campaigns.', ...wrongIdIsFieldError('id') }),
  }),
});

const AddPartnerVenueInput = builder.inputType('AddPartnerVenueInput', {
  description: 'Which venue to add to your partner venues.',
  fields: (t) => ({
    venue: t.globalID({ for: VenueNode, description: 'A listed Venue.', ...wrongIdIsFieldError('venue') }),
  }),
});

const RemovePartnerVenueInput = builder.inputType('RemovePartnerVenueInput', {
  description: 'Which partner venue to remove.',
  fields: (t) => ({
    id: t.globalID({ for: PartnershipNode, description: 'One of your Partnerships.', ...wrongIdIsFieldError('id') }),
  }),
});

builder.mutationFields((t) => ({
  createCampaign: t.field({
    type: CampaignPayload,
    description: 'Starts a campaign (brand accounts).',
    args: { input: t.arg({ type: CampaignInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const campaign = await createCampaign(context, context.viewer, input);
      return { campaignId: campaign.id, brandUserId: campaign.brandUserId };
    },
  }),
  endCampaign: t.field({
    type: CampaignPayload,
    description: 'Ends one of your campaigns: it leaves Active Campaigns.',
    args: { input: t.arg({ type: EndCampaignInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const campaign = await endCampaign(context, context.viewer, databaseIdIn(input.id));
      return { campaignId: campaign.id, brandUserId: campaign.brandUserId };
    },
  }),
  removeCampaign: t.field({
    description: 'Deletes one of your campaigns (brand accounts). NotFoundError when it is not yours.',
    type: RemoveCampaignPayload,
    args: { input: t.arg({ type: RemoveCampaignInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const campaign = await removeCampaign(context, context.viewer, databaseIdIn(input.id));
      return { campaignId: campaign.id, brandUserId: campaign.brandUserId };
    },
  }),
  addPartnerVenue: t.field({
    type: PartnershipPayload,
    description: 'Adds a listed venue to your partner venues (brand accounts).',
    args: { input: t.arg({ type: AddPartnerVenueInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const partnership = await addPartnerVenue(context, context.viewer, databaseIdIn(input.venue));
      return { partnershipId: partnership.id, brandUserId: partnership.brandUserId };
    },
  }),
  removePartnerVenue: t.field({
    description: 'Removes a venue from your partner venues (brand accounts). NotFoundError when it is not yours.',
    type: RemovePartnershipPayload,
    args: { input: t.arg({ type: RemovePartnerVenueInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const partnership = await removePartnerVenue(context, context.viewer, databaseIdIn(input.id));
      return { partnershipId: partnership.id, brandUserId: partnership.brandUserId };
    },
  }),
}));
