// Brand accounts: campaigns and partner venues.
import { encodeGlobalID } from '@pothos/plugin-relay';
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
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    active: t.exposeBoolean('active'),
    startsOn: t.exposeString('startsOn', { nullable: true, description: '"YYYY-MM-DD".' }),
    endsOn: t.exposeString('endsOn', { nullable: true, description: '"YYYY-MM-DD".' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PartnershipNode = builder.prismaNode('Partnership', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: "A brand's partner venue.",
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    active: t.exposeBoolean('active'),
    venue: t.relation('venue'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CampaignInput = builder.inputType('CampaignInput', {
  fields: (t) => ({
    name: t.string(),
    description: t.string({ required: false }),
    startsOn: t.string({ required: false, description: '"YYYY-MM-DD".' }),
    endsOn: t.string({ required: false, description: '"YYYY-MM-DD".' }),
  }),
});

const CampaignPayload = builder.objectRef<{ campaignId: number; brandUserId: number }>('CampaignPayload').implement({
  fields: (t) => ({
    campaign: t.prismaField({
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
    removedCampaignId: t.id({ resolve: (result) => encodeGlobalID('Campaign', result.campaignId) }),
    brand: t.prismaField({
      type: 'User',
      sql: byParent('brandUserId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.brandUserId } }),
    }),
  }),
});

const PartnershipPayload = builder.objectRef<{ partnershipId: number; brandUserId: number }>('PartnershipPayload').implement({
  fields: (t) => ({
    partnership: t.prismaField({
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
    removedPartnershipId: t.id({ resolve: (result) => encodeGlobalID('Partnership', result.partnershipId) }),
    brand: t.prismaField({
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
    type: RemovePartnershipPayload,
    args: { input: t.arg({ type: RemovePartnerVenueInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const partnership = await removePartnerVenue(context, context.viewer, databaseIdIn(input.id));
      return { partnershipId: partnership.id, brandUserId: partnership.brandUserId };
    },
  }),
}));
