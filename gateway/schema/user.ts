import { ACCOUNT_CAPS } from '../../common/account-caps';
import { NAME_MAX_LENGTH } from '../../common/auth';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_UPLOAD_BYTES,
  SPECIALTY_LIMIT_BARTENDER,
  SPECIALTY_LIMIT_OTHER,
  TOP_RATED_COCKTAILS_SHOWN,
} from '../../common/constants';
import { REVIEW_RATING_MAX } from '../../common/reviews';
import { builder } from '../builder';
import { sql } from '../read/sql';
import { prismaIdCursor, prismaPage } from '../read/cursors';
import { visibleCocktailCountOf, visibleCocktailCountSql, visibleCocktailsWhere } from '../domain/cocktails';
import {
  canSeeJourney,
  emailVisibleWhere,
  JOURNEY_FIGURES,
  journeyFigure,
  journeyVisibleWhere,
  profileStats,
  TOP_RATED_MIN_RATING,
  topRatedReviewsWhere,
  updateProfile,
  uploadAvatar,
} from '../domain/profiles';
import { rowMatches } from '../read/prisma-where';
import { venuesSpokenByWhere } from '../domain/venue-accounts';
import { AchievementTypeEnum, ProfileTypeEnum } from './enums';
import { VenueNode } from './venue';

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: 'A member: a barfly, bartender, venue, brand or admin account.',
  // Select mode: a member is loaded with the columns the request's fields read, not the whole row
  // (22 columns, the password hash among them). A field that reads a column it does not expose
  // declares it with `select`; the id is always there (global id, cursors, the fields that pass it on),
  // and the username, which the list's cards read on every row: a plain resolver reads it (decision 0035).
  select: { id: true, username: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id used in URLs (/profile/{id}) and the legacy /api.' }),
    username: t.exposeString('username', { description: "The member's username (shown with @ unless it holds an @ sign)." }),
    firstName: t.exposeString('firstName', { description: `First name (at most ${NAME_MAX_LENGTH} characters).` }),
    lastName: t.exposeString('lastName', { description: `Last name (at most ${NAME_MAX_LENGTH} characters).` }),
    // A column PostgreSQL computes (users.shown_name, decision 69), so every path reads the one rule.
    displayName: t.exposeString('shownName', {
      description: 'The chosen display name, else first and last name, else the username.',
    }),
    chosenDisplayName: t.exposeString('displayName', {
      nullable: true,
      description: 'The display name the member chose, if any (what Edit Profile shows).',
    }),
    avatarUrl: t.exposeString('avatarUrl', { description: 'The profile picture, when there is one (uploadAvatar).', nullable: true }),
    bio: t.exposeString('bio', { description: 'About You: the Bio section (at most the length updateProfile allows).', nullable: true }),
    location: t.exposeString('location', { description: 'Where the member is, as they wrote it.', nullable: true }),
    profileType: t.expose('profileType', {
      description: 'The account type: user (barfly), bartender, bar, brand or admin.',
      type: ProfileTypeEnum,
    }),
    isAdmin: t.exposeBoolean('isAdmin', { description: 'Whether the member is an admin.' }),
    // isVerified and badges: schema/recognition.ts (decision 50).
    specialties: t.exposeStringList('specialties', {
      description: `Specialties chips: up to ${SPECIALTY_LIMIT_BARTENDER} for a bartender, ${SPECIALTY_LIMIT_OTHER} for other non-user types.`,
      maxItems: SPECIALTY_LIMIT_BARTENDER,
    }),
    hours: t.exposeString('hours', { nullable: true, description: 'Bar accounts: opening hours as the venue writes them.' }),
    favoriteStyle: t.exposeString('favoriteStyle', { nullable: true, description: 'Barfly accounts: their favourite style.' }),
    createdAt: t.expose('createdAt', { description: 'When the member joined ("Joined {date}").', type: 'DateTime' }),
    email: t.string({
      nullable: true,
      description: 'Only for the member themself and admins.',
      select: { id: true, email: true },
      resolve: (user, _args, context) => (rowMatches(emailVisibleWhere(context.viewer), user) ? user.email : null),
      sql: (user, request) => sql`CASE WHEN ${request.holds(user, emailVisibleWhere(request.viewer))} THEN ${user.col('email')} END`,
    }),
    shareCheckIns: t.boolean({
      nullable: true,
      description:
        'Whether the members who follow this member see their check-ins (in their feeds and by id), past ones ' +
        'included; off unless the member turns it on. Only for the member themself and admins (null for anyone else).',
      select: { id: true, shareCheckIns: true },
      resolve: (user, _args, context) => (rowMatches(journeyVisibleWhere(context.viewer), user) ? user.shareCheckIns : null),
      sql: (user, request) =>
        sql`CASE WHEN ${request.holds(user, journeyVisibleWhere(request.viewer))} THEN ${user.col('shareCheckIns')} END`,
    }),
    followersCount: t.exposeInt('followersCount', { description: 'How many members follow this member.' }),
    followingCount: t.exposeInt('followingCount', { description: 'How many members this member follows.' }),

    cocktailCount: t.int({
      description: 'Cocktails this member created that the caller may see.',
      // The member's counters, kept with the writes (decision 32): no cocktail row is read.
      select: { publicCocktailsCount: true, privateCocktailsCount: true },
      resolve: (user, _args, context) => visibleCocktailCountOf(context.viewer, user),
      sql: visibleCocktailCountSql,
    }),
    cocktails: t.relatedConnection(
      'cocktails',
      {
        cursor: 'id',
        description: 'Cocktails this member created that the caller may see, newest first.',
        query: (_args, context) => ({ where: visibleCocktailsWhere(context.viewer), orderBy: { id: 'desc' } }),
        totalCount: true,
        sql: {
          connection: {
            model: 'Cocktail',
            where: (cocktail, user) => sql`${cocktail.col('creatorId')} = ${user!.col('id')}`,
            order: [{ key: (cocktail) => cocktail.col('id'), descending: true, cursorType: 'int' }],
            cursor: (cocktail) => prismaIdCursor(cocktail),
            page: (args) => prismaPage(args, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
            cursorRowMustExist: true,
            // What the caller may see of the member's cocktails, from the counters: the total as counted.
            totalCount: (user, request) => visibleCocktailCountSql(user!, request),
            maxSize: MAX_PAGE_SIZE,
          },
        },
      },
      { name: 'UserCocktailConnection' },
      { name: 'UserCocktailEdge' },
    ),
    workEntries: t.relation('workEntries', {
      description: `Work history in full (a member keeps at most ${ACCOUNT_CAPS.workEntries.max}): current positions first, then the most recent start.`,
      maxItems: ACCOUNT_CAPS.workEntries.max,
      query: { orderBy: [{ current: 'desc' }, { startDate: 'desc' }, { id: 'desc' }], take: ACCOUNT_CAPS.workEntries.max },
    }),
    currentPositions: t.relation('workEntries', {
      description: 'Work-history entries flagged current.',
      maxItems: ACCOUNT_CAPS.workEntries.max,
      query: { where: { current: true }, orderBy: [{ startDate: 'desc' }, { id: 'desc' }], take: ACCOUNT_CAPS.workEntries.max },
    }),
    workEntryCount: t.relationCount('workEntries', { description: 'How many work-history entries the member has.' }),
    achievements: t.relation('achievements', {
      description: `Awards, competitions and certificates (bartender and brand accounts; at most ${ACCOUNT_CAPS.achievements.max}), newest year first.`,
      maxItems: ACCOUNT_CAPS.achievements.max,
      args: { type: t.arg({ type: AchievementTypeEnum, required: false, description: 'Only this kind; omit it for all three.' }) },
      query: (args) => ({
        where: args.type ? { type: args.type } : {},
        orderBy: [{ year: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
        take: ACCOUNT_CAPS.achievements.max,
      }),
      sql: {
        rows: {
          where: (achievement, user, request) =>
            sql`${achievement.col('userId')} = ${user!.col('id')} AND (${request.arg('type')} IS NULL OR ${achievement.col('type')}::text = ${request.arg('type')})`,
          orderBy: (achievement) => sql`${achievement.col('year')} DESC NULLS LAST, ${achievement.col('id')} DESC`,
        },
      },
    }),
    venue: t.field({
      type: VenueNode,
      nullable: true,
      description: 'The venue a bar account speaks for.',
      select: (_args, _context, nestedSelection) => ({ venuesOwned: nestedSelection({ take: 1, orderBy: { id: 'asc' as const } }) }),
      resolve: (user) => user.venuesOwned[0] ?? null,
      sql: {
        rows: {
          where: (venue, user, request) => request.where(venue, venuesSpokenByWhere(user!.col('id'))),
          orderBy: (venue) => sql`${venue.col('id')} ASC`,
        },
      },
    }),
    campaigns: t.relation('campaigns', {
      description: `A brand's campaigns (at most ${ACCOUNT_CAPS.campaigns.max}), newest first; only active ones unless asked.`,
      maxItems: ACCOUNT_CAPS.campaigns.max,
      args: { includeEnded: t.arg.boolean({ required: false, description: 'Also the ended campaigns.' }) },
      query: (args) => ({ where: args.includeEnded ? {} : { active: true }, orderBy: { id: 'desc' }, take: ACCOUNT_CAPS.campaigns.max }),
      sql: {
        rows: {
          where: (campaign, user, request) =>
            sql`${campaign.col('brandUserId')} = ${user!.col('id')} AND (coalesce(${request.arg('includeEnded')}, false) OR ${campaign.col('active')})`,
          orderBy: (campaign) => sql`${campaign.col('id')} DESC`,
        },
      },
    }),
    partnerships: t.relation('partnerships', {
      description: `A brand's partner venues (active ones, at most ${ACCOUNT_CAPS.partnerVenues.max}), in the order they were added.`,
      maxItems: ACCOUNT_CAPS.partnerVenues.max,
      query: { where: { active: true }, orderBy: { id: 'asc' }, take: ACCOUNT_CAPS.partnerVenues.max },
    }),
    stats: t.field({
      type: ProfileStatsRef,
      description: 'Cocktails posted, their re-pours and Weekly Top 10 hits.',
      select: { publicCocktailsCount: true, privateCocktailsCount: true, totalRepours: true, weeklyTop10Hits: true },
      resolve: (user, _args, context) =>
        profileStats(visibleCocktailCountOf(context.viewer, user), user.totalRepours, user.weeklyTop10Hits),
      sql: { rows: { same: true } },
    }),
    journey: t.field({
      type: CocktailJourneyRef,
      nullable: true,
      description: "A barfly's Cocktail Journey: only for the member themself and admins (it tells where they drink).",
      select: { favoriteStyle: true },
      resolve: (user, _args, context) =>
        canSeeJourney(context.viewer, user.id) ? { userId: user.id, favoriteStyle: user.favoriteStyle } : null,
      sql: { rows: { same: true, when: (user, request) => request.where(user, journeyVisibleWhere(request.viewer)) } },
    }),
  }),
});

interface ProfileStatsShape {
  posts: number;
  totalRepours: number;
  weeklyTop10Appearances: number;
}

const ProfileStatsRef = builder.objectRef<ProfileStatsShape>('ProfileStats').implement({
  description: "The numbers of a profile's stats row.",
  fields: (t) => ({
    posts: t.exposeInt('posts', { description: 'Cocktails posted.', sql: visibleCocktailCountSql }),
    totalRepours: t.exposeInt('totalRepours', { description: 'Re-pours of those cocktails.', sql: (user) => user.col('totalRepours') }),
    weeklyTop10Appearances: t.exposeInt('weeklyTop10Appearances', {
      description:
        'The legacy name of User.weeklyTop10Hits (the same number): closed weeks in which one of their cocktails was in the Weekly Top 10.',
      sql: (user) => user.col('weeklyTop10Hits'),
    }),
  }),
});

const CocktailJourneyRef = builder.objectRef<{ userId: number; favoriteStyle: string | null }>('CocktailJourney').implement({
  description: "A barfly's Cocktail Journey card: bars visited, reviews, check-ins, favourite style and top rated cocktails.",
  fields: (t) => ({
    barsVisited: t.int({
      description: 'Distinct venues checked in at.',
      resolve: ({ userId }, _args, context) => journeyFigure(context, 'barsVisited', userId),
      sql: (user) => JOURNEY_FIGURES.barsVisited(user.col('id')),
    }),
    reviews: t.int({
      description: 'Reviews the member wrote.',
      resolve: ({ userId }, _args, context) => journeyFigure(context, 'reviews', userId),
      sql: (user) => JOURNEY_FIGURES.reviews(user.col('id')),
    }),
    checkIns: t.int({
      description: 'Check-ins the member made.',
      resolve: ({ userId }, _args, context) => journeyFigure(context, 'checkIns', userId),
      sql: (user) => JOURNEY_FIGURES.checkIns(user.col('id')),
    }),
    favoriteStyle: t.exposeString('favoriteStyle', {
      nullable: true,
      description: 'Null when not specified.',
      sql: (user) => user.col('favoriteStyle'),
    }),
    topRatedCocktails: t.prismaField({
      type: ['Cocktail'],
      description: `The cocktails this member rated highest (${TOP_RATED_MIN_RATING} or ${REVIEW_RATING_MAX}), best first, at most ${TOP_RATED_COCKTAILS_SHOWN}.`,
      maxItems: TOP_RATED_COCKTAILS_SHOWN,
      // Each member reviews a cocktail once: the review read per cocktail is this member's.
      sql: {
        rows: {
          where: (cocktail, user, request) => request.where(cocktail, { reviews: { some: topRatedReviewsWhere(user!.col('id')) } }),
          orderBy: (cocktail, user) => {
            const review = sql`FROM cocktail_reviews r WHERE r.cocktail_id = ${cocktail.col('id')} AND r.user_id = ${user!.col('id')}`;
            return sql`(SELECT r.rating ${review}) DESC, (SELECT r.created_at ${review}) DESC`;
          },
        },
      },
      resolve: async (query, { userId }, _args, context) => {
        const reviews = await context.prisma.cocktailReview.findMany({
          where: { ...topRatedReviewsWhere(userId), cocktail: visibleCocktailsWhere(context.viewer) },
          orderBy: [{ rating: 'desc' }, { createdAt: 'desc' }],
          take: TOP_RATED_COCKTAILS_SHOWN,
          select: { cocktailId: true },
        });
        const order = reviews.map((review) => review.cocktailId);
        const cocktails = await context.prisma.cocktail.findMany({ ...query, where: { id: { in: order } } });
        return order.map((id) => cocktails.find((cocktail) => cocktail.id === id)).filter((cocktail) => cocktail !== undefined);
      },
    }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: 'Fields left out keep their value. First and last name cannot be emptied; an empty bio or location clears it.',
  fields: (t) => ({
    firstName: t.string({
      description: `Required on the profile ("Please fill in your first name"), at most ${NAME_MAX_LENGTH} characters.`,
      required: false,
    }),
    lastName: t.string({ description: `At most ${NAME_MAX_LENGTH} characters.`, required: false }),
    displayName: t.string({ required: false, description: 'Empty or null: first and last name are shown.' }),
    bio: t.string({ description: 'At most the bio length the profile form allows; empty clears it.', required: false }),
    location: t.string({ description: 'Where you are; empty clears it.', required: false }),
    specialties: t.stringList({
      required: false,
      description: `Trimmed, duplicates dropped. Bartenders up to ${SPECIALTY_LIMIT_BARTENDER}, bar, brand and admin accounts ${SPECIALTY_LIMIT_OTHER}, barflies none.`,
    }),
    profileType: t.field({
      type: ProfileTypeEnum,
      required: false,
      description: 'The invite decided it: only admins may change it (and only they may choose admin).',
    }),
    avatarUrl: t.string({ required: false, description: 'One of your own avatar uploads, or null to remove the picture.' }),
    hours: t.string({ required: false, description: 'Bar accounts: opening hours.' }),
    favoriteStyle: t.string({ required: false, description: 'Barfly accounts: favourite style.' }),
    shareCheckIns: t.boolean({
      required: false,
      description:
        'Share my check-ins with the people who follow me: true lets your followers see your check-ins (past ones ' +
        'included) in their feeds and by id; false keeps them to you (and admins), and takes them out of their feeds at once.',
    }),
  }),
});

/** A payload that hands back the member as saved (what changed, so the client needs no refetch). */
function userPayload(name: string, description: string) {
  return builder.objectRef<{ userId: number }>(name).implement({
    fields: (t) => ({
      user: t.prismaField({
        type: 'User',
        description,
        resolve: (query, payload, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
    }),
  });
}

const ProfilePayload = userPayload('UpdateProfilePayload', 'The member, as saved.');
const UploadAvatarPayload = userPayload('UploadAvatarPayload', 'The member with the new avatarUrl.');

const UploadAvatarInput = builder.inputType('UploadAvatarInput', {
  description: 'A new profile picture.',
  fields: (t) => ({
    avatar: t.field({
      type: 'File',
      description: `The image, under ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB, sent as a part of a multipart request.`,
    }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in member, or null without a valid token.',
    sql: { rows: { where: (user, _row, request) => sql`${user.col('id')} = ${request.viewerId}` } },
    resolve: (query, _root, _args, context) => {
      if (context.viewer) return context.prisma.user.findUnique({ ...query, where: { id: context.viewer.id } });
      // Signed out there is nothing to load; reading the selection tells the unused-query check so.
      void { ...query };
      return null;
    },
  }),
  user: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'A member by the numeric id of their profile URL.',
    args: { databaseId: t.arg.int({ description: "The number of the profile's URL (/profile/{databaseId})." }) },
    sql: { rows: { where: (user, _row, request) => sql`${user.col('id')} = ${request.arg('databaseId')}` } },
    resolve: (query, _root, { databaseId }, context) => context.prisma.user.findUnique({ ...query, where: { id: databaseId } }),
  }),
}));

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: ProfilePayload,
    description: "Edits the caller's own profile (spec section 5's rules).",
    args: { input: t.arg({ type: UpdateProfileInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const user = await updateProfile(context, context.viewer, input);
      return { userId: user.id };
    },
  }),
  uploadAvatar: t.field({
    type: UploadAvatarPayload,
    description: `A new profile picture (an image under ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB), checked and re-encoded like cocktail photos; shown at once.`,
    args: { input: t.arg({ type: UploadAvatarInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const user = await uploadAvatar(context, context.viewer, input.avatar);
      return { userId: user.id };
    },
  }),
}));
