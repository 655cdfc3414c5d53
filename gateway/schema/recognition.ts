// Badges and the verified tick (issue 23, docs/decisions/0050): a member's tick and badges as every
// profile, list and /api shape reads them, and the two admin mutations that grant and remove them.
import { type Badge, BADGES, RECOGNITION_MESSAGES } from '../../common/recognition';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import { sql } from '../read/sql';
import { setMemberBadge, setMemberVerified } from '../domain/recognition';
import { databaseIdIn, wrongIdIsNotFound } from './global-id';
import { UserNode } from './user';

export const MemberBadgeEnum = builder.enumType('MemberBadge', {
  description: 'A badge an admin grants: og shows "OG Crew", identity_verified shows "Can Confirm".',
  values: {
    og: { description: 'Shows "OG Crew".' },
    identity_verified: { description: 'Shows "Can Confirm".' },
  } satisfies Record<(typeof BADGES)[number], { description: string }>,
});

builder.prismaObjectFields(UserNode, (t) => ({
  // The tick and the badges are columns PostgreSQL computes (users.verified_tick and users.shown_badges,
  // decision 69), so every path reads the one rule.
  isVerified: t.exposeBoolean('verifiedTick', {
    description:
      'The verified tick: an admin granted it, or the member holds a current position its organisation verified (decision 50). ' +
      'Both are columns of the member (the second kept by a trigger), so a list of members costs no statement more.',
  }),
  verifiedByAdmin: t.exposeBoolean('isVerified', {
    description: 'An admin granted the tick; it stays until an admin removes it.',
  }),
  verifiedByPosition: t.exposeBoolean('verifiedPosition', {
    description:
      'A current position (flagged current, no end date) is verified by its organisation: the tick comes with it and goes when it ends or loses its verification.',
  }),
  badges: t.field({
    type: [MemberBadgeEnum],
    description: 'The badges an admin granted, in the order profiles show them.',
    maxItems: BADGES.length,
    select: { shownBadges: true },
    // Prisma types the column string[]; member_shown_badges keeps only MemberBadge values in it.
    resolve: (user) => user.shownBadges as Badge[],
    sql: (user) => sql`to_json(${user.col('shownBadges')})`,
  }),
}));

const SetMemberBadgeInput = builder.inputType('SetMemberBadgeInput', {
  fields: (t) => ({
    userId: t.globalID({
      description: 'The member (a User id). NotFoundError when there is none.',
      for: UserNode,
      ...wrongIdIsNotFound(RECOGNITION_MESSAGES.memberNotFound),
    }),
    badge: t.field({ description: 'The badge to grant or remove.', type: MemberBadgeEnum }),
    granted: t.boolean({ description: 'true grants the badge, false removes it; either is idempotent.' }),
  }),
});

const SetMemberVerifiedInput = builder.inputType('SetMemberVerifiedInput', {
  fields: (t) => ({
    userId: t.globalID({
      description: 'The member (a User id). NotFoundError when there is none.',
      for: UserNode,
      ...wrongIdIsNotFound(RECOGNITION_MESSAGES.memberNotFound),
    }),
    verified: t.boolean({
      description: "true grants the tick, false removes the admins' grant (a verified current position still gives it).",
    }),
  }),
});

function memberPayload(name: string, description: string) {
  return builder.objectRef<{ userId: number }>(name).implement({
    description,
    fields: (t) => ({
      user: t.prismaField({
        type: UserNode,
        description: 'The member with their tick and badges as they now are.',
        sql: byParent('userId'),
        resolve: (query, payload, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
    }),
  });
}

const SetMemberBadgePayload = memberPayload('SetMemberBadgePayload', 'The badge is now as asked.');
const SetMemberVerifiedPayload = memberPayload('SetMemberVerifiedPayload', "The admins' grant of the tick is now as asked.");

builder.mutationFields((t) => ({
  setMemberBadge: t.field({
    type: SetMemberBadgePayload,
    description: 'Admins only: grants or removes a badge of another member, recording who and when.',
    args: { input: t.arg({ type: SetMemberBadgeInput }) },
    errors: {},
    resolve: (_root, { input }, context) =>
      setMemberBadge(context, context.viewer, { userId: databaseIdIn(input.userId), badge: input.badge, granted: input.granted }),
  }),
  setMemberVerified: t.field({
    type: SetMemberVerifiedPayload,
    description: "Admins only: grants or removes the admins' grant of another member's verified tick, recording who and when.",
    args: { input: t.arg({ type: SetMemberVerifiedInput }) },
    errors: {},
    resolve: (_root, { input }, context) =>
      setMemberVerified(context, context.viewer, { userId: databaseIdIn(input.userId), verified: input.verified }),
  }),
}));
