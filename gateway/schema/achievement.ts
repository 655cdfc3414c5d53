// Awards, competitions and certificates (bartender and brand accounts) and venue awards (bar accounts).
import { ACCOUNT_CAPS } from '../../common/account-caps';
import { ACHIEVEMENT_TEXT_MAX, CERTIFICATE_URL_MAX } from '../../common/achievements';
import { YEAR_MAX, YEAR_MIN } from '../../common/constants';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import { addAchievement, addVenueAward, removeAchievement, removeVenueAward } from '../domain/achievements';
import { AchievementTypeEnum } from './enums';
import { databaseIdIn, wrongIdIsFieldError } from './global-id';
import { VenueNode } from './venue';

const AchievementNode = builder.prismaNode('Achievement', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: 'An award (competition, place), a competition (organizer, result) or a certificate (issuer).',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    type: t.expose('type', {
      description: 'Award, competition or certificate: which of the other fields apply.',
      type: AchievementTypeEnum,
    }),
    title: t.exposeString('title', {
      description: `What it is called, as the member wrote it (at most ${ACHIEVEMENT_TEXT_MAX} characters).`,
    }),
    competition: t.exposeString('competition', { nullable: true, description: 'Awards: the competition it was won at.' }),
    place: t.exposeString('place', { nullable: true, description: 'Awards: the place won.' }),
    organizer: t.exposeString('organizer', { nullable: true, description: 'Competitions: who organised it.' }),
    result: t.exposeString('result', { nullable: true, description: 'Competitions: the result.' }),
    issuer: t.exposeString('issuer', { nullable: true, description: 'Certificates: who issued it.' }),
    year: t.exposeInt('year', { description: `The year it was won, entered or issued (${YEAR_MIN} to ${YEAR_MAX}).`, nullable: true }),
    certificateUrl: t.exposeString('certificateUrl', {
      description: 'A link to the certificate or a page about it (http or https).',
      nullable: true,
    }),
    createdAt: t.expose('createdAt', { description: 'When the member added it.', type: 'DateTime' }),
  }),
});

const VenueAwardNode = builder.prismaNode('VenueAward', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: "An award of a venue, added by the venue's account.",
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    title: t.exposeString('title', { description: `What the award is called (at most ${ACHIEVEMENT_TEXT_MAX} characters).` }),
    competition: t.exposeString('competition', { description: 'The competition it was won at.', nullable: true }),
    place: t.exposeString('place', { description: 'The place won (for example "1st").', nullable: true }),
    year: t.exposeInt('year', { description: `The year it was won (${YEAR_MIN} to ${YEAR_MAX}).`, nullable: true }),
    certificateUrl: t.exposeString('certificateUrl', {
      description: 'A link to the certificate or a page about it (http or https).',
      nullable: true,
    }),
    venue: t.relation('venue', { description: 'The venue that won it.' }),
    createdAt: t.expose('createdAt', { description: 'When the venue account added it.', type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('Venue', (t) => ({
  awards: t.relation('awards', {
    description: `Awards of this venue, newest year first (a venue keeps at most ${ACCOUNT_CAPS.venueAwards.max}).`,
    maxItems: ACCOUNT_CAPS.venueAwards.max,
    query: { orderBy: [{ year: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }], take: ACCOUNT_CAPS.venueAwards.max },
  }),
}));

const AddAchievementInput = builder.inputType('AddAchievementInput', {
  description:
    'A non-empty title; the other fields of the type (award: competition, place; competition: organizer, result; certificate: issuer).',
  fields: (t) => ({
    type: t.field({ description: 'Award, competition or certificate.', type: AchievementTypeEnum }),
    title: t.string({ description: `Required, at most ${ACHIEVEMENT_TEXT_MAX} characters: "An achievement needs a non-empty title".` }),
    competition: t.string({
      description: `Awards: the competition it was won at (at most ${ACHIEVEMENT_TEXT_MAX} characters).`,
      required: false,
    }),
    place: t.string({ description: `Awards: the place won (at most ${ACHIEVEMENT_TEXT_MAX} characters).`, required: false }),
    organizer: t.string({ description: `Competitions: who organised it (at most ${ACHIEVEMENT_TEXT_MAX} characters).`, required: false }),
    result: t.string({ description: `Competitions: the result (at most ${ACHIEVEMENT_TEXT_MAX} characters).`, required: false }),
    issuer: t.string({ description: `Certificates: who issued it (at most ${ACHIEVEMENT_TEXT_MAX} characters).`, required: false }),
    year: t.int({ required: false, description: `${YEAR_MIN} to ${YEAR_MAX}.` }),
    certificateUrl: t.string({ required: false, description: 'An http(s) link.' }),
  }),
});

const AddVenueAwardInput = builder.inputType('AddVenueAwardInput', {
  description: 'A selected venue (the one your account speaks for) and a title.',
  fields: (t) => ({
    venue: t.globalID({
      description: 'The venue (a Venue id) your bar account speaks for; required: "A venue award needs a selected venue and a title".',
      required: false,
      for: VenueNode,
      ...wrongIdIsFieldError('venue'),
    }),
    title: t.string({ description: `Required, at most ${ACHIEVEMENT_TEXT_MAX} characters.` }),
    competition: t.string({ description: `The competition it was won at (at most ${ACHIEVEMENT_TEXT_MAX} characters).`, required: false }),
    place: t.string({ description: `The place won (at most ${ACHIEVEMENT_TEXT_MAX} characters).`, required: false }),
    year: t.int({ description: `${YEAR_MIN} to ${YEAR_MAX}.`, required: false }),
    certificateUrl: t.string({ description: `An http(s) link, at most ${CERTIFICATE_URL_MAX} characters.`, required: false }),
  }),
});

const AddAchievementPayload = builder.objectRef<{ achievementId: number; userId: number }>('AddAchievementPayload').implement({
  fields: (t) => ({
    achievement: t.prismaField({
      description: 'The achievement added.',
      type: 'Achievement',
      sql: byParent('achievementId'),
      resolve: (query, result, _args, context) =>
        context.prisma.achievement.findUniqueOrThrow({ ...query, where: { id: result.achievementId } }),
    }),
    user: t.prismaField({
      type: 'User',
      description: 'The member, with their achievements as they now are.',
      sql: byParent('userId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.userId } }),
    }),
  }),
});

const RemoveAchievementPayload = builder.objectRef<{ achievementId: number; userId: number }>('RemoveAchievementPayload').implement({
  fields: (t) => ({
    removedAchievementId: t.id({
      description: 'The global id of the achievement removed, to drop it from a list.',
      resolve: (result) => encodeGlobalID('Achievement', result.achievementId),
    }),
    user: t.prismaField({
      description: 'The member, with their achievements as they now are.',
      type: 'User',
      sql: byParent('userId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.userId } }),
    }),
  }),
});

const AddVenueAwardPayload = builder.objectRef<{ awardId: number; venueId: number }>('AddVenueAwardPayload').implement({
  fields: (t) => ({
    venueAward: t.prismaField({
      description: 'The award added.',
      type: 'VenueAward',
      sql: byParent('awardId'),
      resolve: (query, result, _args, context) => context.prisma.venueAward.findUniqueOrThrow({ ...query, where: { id: result.awardId } }),
    }),
    venue: t.prismaField({
      type: VenueNode,
      description: 'The venue, with its awards as they now are.',
      sql: byParent('venueId'),
      resolve: (query, result, _args, context) => context.prisma.venue.findUniqueOrThrow({ ...query, where: { id: result.venueId } }),
    }),
  }),
});

const RemoveVenueAwardPayload = builder.objectRef<{ awardId: number; venueId: number }>('RemoveVenueAwardPayload').implement({
  fields: (t) => ({
    removedVenueAwardId: t.id({
      description: 'The global id of the award removed, to drop it from a list.',
      resolve: (result) => encodeGlobalID('VenueAward', result.awardId),
    }),
    venue: t.prismaField({
      description: 'The venue, with its awards as they now are.',
      type: VenueNode,
      sql: byParent('venueId'),
      resolve: (query, result, _args, context) => context.prisma.venue.findUniqueOrThrow({ ...query, where: { id: result.venueId } }),
    }),
  }),
});

const RemoveAchievementInput = builder.inputType('RemoveAchievementInput', {
  description: 'Which achievement to remove from your profile.',
  fields: (t) => ({
    id: t.globalID({ for: AchievementNode, description: 'One of your Achievements.', ...wrongIdIsFieldError('id') }),
  }),
});

const RemoveVenueAwardInput = builder.inputType('RemoveVenueAwardInput', {
  description: 'Which award to remove from your venue.',
  fields: (t) => ({
    id: t.globalID({
      for: VenueAwardNode,
      description: 'An award of the venue your bar account speaks for.',
      ...wrongIdIsFieldError('id'),
    }),
  }),
});

builder.mutationFields((t) => ({
  addAchievement: t.field({
    type: AddAchievementPayload,
    description: 'Adds an award, competition or certificate to your profile (bartender and brand accounts).',
    args: { input: t.arg({ type: AddAchievementInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const achievement = await addAchievement(context, context.viewer, input);
      return { achievementId: achievement.id, userId: achievement.userId };
    },
  }),
  removeAchievement: t.field({
    description: 'Removes one of your own achievements. NotFoundError when it is not yours or not there.',
    type: RemoveAchievementPayload,
    args: { input: t.arg({ type: RemoveAchievementInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const achievement = await removeAchievement(context, context.viewer, databaseIdIn(input.id));
      return { achievementId: achievement.id, userId: achievement.userId };
    },
  }),
  addVenueAward: t.field({
    type: AddVenueAwardPayload,
    description: 'Adds an award to the venue your bar account speaks for.',
    args: { input: t.arg({ type: AddVenueAwardInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const award = await addVenueAward(context, context.viewer, {
        ...input,
        venueId: input.venue ? databaseIdIn(input.venue) : null,
      });
      return { awardId: award.id, venueId: award.venueId };
    },
  }),
  removeVenueAward: t.field({
    description: "Removes an award of the venue your bar account speaks for. NotFoundError when it is not your venue's.",
    type: RemoveVenueAwardPayload,
    args: { input: t.arg({ type: RemoveVenueAwardInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const award = await removeVenueAward(context, context.viewer, databaseIdIn(input.id));
      return { awardId: award.id, venueId: award.venueId };
    },
  }),
}));
