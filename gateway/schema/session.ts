// Invites, accounts and sessions: validateInvite, signUp, logIn, logOut, changePassword, and for admins
// createInvites and the invites list.
import { INVITE_EXPIRY_DAYS_DEFAULT, INVITE_EXPIRY_DAYS_MAX, INVITE_EXPIRY_DAYS_MIN, INVITES_PER_BATCH_MAX } from '../../common/invites';
import { builder } from '../builder';
import { SESSION_TTL_DAYS_DEFAULT } from '../config';
import { byParent } from '../read/sources';
import { revokeSession, type Viewer } from '../auth/sessions';
import type { User } from '../generated/prisma/client';
import { EMAIL_MAX_LENGTH, INVITE_ERROR_CODES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../common/auth';
import { INVITE_CODE_LENGTH, PASSWORD_MIN_LENGTH_CHANGE, PASSWORD_MIN_LENGTH_SIGNUP } from '../../common/constants';
import { inviteBatchSchema } from '../../common/invites';
import { changePassword, FRESH_SESSION_MS, logIn, signUp, validateInvite } from '../domain/auth';
import { requireSession } from '../domain/access-tokens';
import { canSeeInvites, createInvites } from '../domain/invites';
import { NotAuthorizedError, parseInput } from '../errors';
import { ProfileTypeEnum } from './enums';
import { UserNode } from './user';

/** After signing in, the rest of the operation (the payload's viewer) runs as the new member. */
function viewerOf(user: User, sessionId: string): Viewer {
  return { id: user.id, sessionId, username: user.username, profileType: user.profileType, isAdmin: user.isAdmin };
}

const InviteErrorCodeEnum = builder.enumType('InviteErrorCode', {
  description: `Why an invite code cannot be used: malformed (not ${INVITE_CODE_LENGTH} letters and digits), unknown, used or expired.`,
  values: {
    malformed: { description: `Not ${INVITE_CODE_LENGTH} letters and digits.` },
    unknown: { description: 'No invite has this code.' },
    used: { description: 'The code was used already (codes are one-time use).' },
    expired: { description: 'The code expired.' },
  } satisfies Record<(typeof INVITE_ERROR_CODES)[number], { description: string }>,
});

const InviteValidationRef = builder.objectRef<Awaited<ReturnType<typeof validateInvite>>>('InviteValidation').implement({
  description: 'Whether an invite code can be used, and the account type it makes.',
  fields: (t) => ({
    valid: t.exposeBoolean('valid', { description: 'Whether the code can be used to sign up.' }),
    profileType: t.field({
      description: 'The account type the code creates; null when it is not valid.',
      type: ProfileTypeEnum,
      nullable: true,
      resolve: (v) => v.profileType as never,
    }),
    isAdmin: t.exposeBoolean('isAdmin', { description: 'Whether the account it creates is an admin.' }),
    error: t.exposeString('error', { nullable: true, description: 'Why the code cannot be used.' }),
    errorCode: t.expose('errorCode', { type: InviteErrorCodeEnum, nullable: true, description: 'Why, for clients: null when valid.' }),
  }),
});

builder.prismaNode('Invite', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description:
    'A one-time code that lets one person join, as the account type it names. Only admins see it, from a signed-in session (never through an access token).',
  // The type's rule, so every way to an invite (node, nodes, the list, a payload) applies it.
  authScopes: (_invite, context) => canSeeInvites(context.viewer),
  fields: (t) => ({
    code: t.exposeString('code', { description: `The ${INVITE_CODE_LENGTH}-character code.` }),
    profileType: t.expose('profileType', { description: 'The account type it creates.', type: ProfileTypeEnum }),
    isAdmin: t.exposeBoolean('isAdmin', { description: 'Whether the account it creates is an admin.' }),
    createdAt: t.expose('createdAt', { description: 'When it was made.', type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'After this the code no longer signs anyone up.' }),
    createdBy: t.relation('createdBy', { description: 'The admin who made it; null for codes made at start.', nullable: true }),
    usedBy: t.relation('usedBy', { description: 'The member who signed up with it; null while unused.', nullable: true }),
    usedAt: t.expose('usedAt', { description: 'When it was used; null while unused.', type: 'DateTime', nullable: true }),
  }),
});

const AuthPayload = builder.objectRef<{ token: string; userId: number }>('AuthPayload').implement({
  description: 'A new session: send the token as "Authorization: Bearer <token>".',
  fields: (t) => ({
    token: t.exposeString('token', {
      description: `The session token: send it as "Authorization: Bearer <token>". It lasts the server's session lifetime (${SESSION_TTL_DAYS_DEFAULT} days unless the server is set otherwise; its JWT \`exp\` claim says when it ends), or until logOut.`,
    }),
    viewer: t.prismaField({
      description: 'The signed-in member.',
      type: UserNode,
      sql: byParent('userId'),
      resolve: (query, payload, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
    }),
  }),
});

const ChangePasswordPayload = builder.objectRef<{ sessionsEnded: number }>('ChangePasswordPayload').implement({
  fields: (t) => ({
    sessionsEnded: t.exposeInt('sessionsEnded', { description: 'Other sessions of the member that were signed out.' }),
  }),
});

const LogOutPayload = builder.objectRef<{ loggedOut: boolean }>('LogOutPayload').implement({
  description: 'The session was ended; its token no longer works.',
  fields: (t) => ({ loggedOut: t.exposeBoolean('loggedOut', { description: 'True: the session of the token sent has ended.' }) }),
});

const CreateInvitesPayload = builder.objectRef<{ ids: number[] }>('CreateInvitesPayload').implement({
  fields: (t) => ({
    invites: t.prismaField({
      description: 'The invites made, with their codes.',
      type: ['Invite'],
      maxItems: INVITES_PER_BATCH_MAX,
      resolve: (query, payload, _args, context) =>
        context.prisma.invite.findMany({ ...query, where: { id: { in: payload.ids } }, orderBy: { id: 'asc' } }),
    }),
  }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    inviteCode: t.string({ description: `The invite code (${INVITE_CODE_LENGTH} letters and digits), which decides the account type.` }),
    firstName: t.string({ description: `Required, at most ${NAME_MAX_LENGTH} characters.` }),
    lastName: t.string({ description: `Required, at most ${NAME_MAX_LENGTH} characters.` }),
    email: t.string({ description: `An email address, at most ${EMAIL_MAX_LENGTH} characters; ALREADY_EXISTS when an account has it.` }),
    password: t.string({
      description: `At least ${PASSWORD_MIN_LENGTH_SIGNUP} characters (at most ${PASSWORD_MAX_LENGTH}), with an uppercase and a lowercase letter, a number and a special character.`,
    }),
  }),
});

const LogInInput = builder.inputType('LogInInput', {
  fields: (t) => ({
    emailOrUsername: t.string({ description: 'An email address (any case) or a username.' }),
    password: t.string({ description: 'The password.' }),
  }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({
      required: false,
      description: `Required unless the session was started in the last ${FRESH_SESSION_MS / 60_000} minutes.`,
    }),
    newPassword: t.string({ description: `At least ${PASSWORD_MIN_LENGTH_CHANGE} characters.` }),
  }),
});

const CreateInvitesInput = builder.inputType('CreateInvitesInput', {
  fields: (t) => ({
    profileType: t.field({ description: 'The account type the codes create.', type: ProfileTypeEnum }),
    isAdmin: t.boolean({ required: false, description: 'Admin invites make is_admin accounts (implied by the admin type).' }),
    count: t.int({ required: false, description: `1 to ${INVITES_PER_BATCH_MAX}; 1 by default.` }),
    expiresInDays: t.int({
      required: false,
      description: `How long the codes stay usable: ${INVITE_EXPIRY_DAYS_MIN} to ${INVITE_EXPIRY_DAYS_MAX} days; ${INVITE_EXPIRY_DAYS_DEFAULT} by default.`,
    }),
  }),
});

builder.queryFields((t) => ({
  validateInvite: t.field({
    type: InviteValidationRef,
    description: 'Checks an invite code before sign-up. Rate-limited per client address.',
    args: { code: t.arg.string({ description: `The code as typed (${INVITE_CODE_LENGTH} characters).` }) },
    resolve: (_root, { code }, context) => validateInvite(context, code, context.clientAddress),
  }),
  invites: t.prismaConnection(
    {
      type: 'Invite',
      cursor: 'id',
      authScopes: (_root, _args, context) => canSeeInvites(context.viewer),
      description:
        'Every invite, newest first (admins only, from a signed-in session: FORBIDDEN through an access token, UNAUTHENTICATED signed out).',
      resolve: (query, _root, _args, context) => context.prisma.invite.findMany({ ...query, orderBy: { id: 'desc' } }),
      totalCount: (_parent, _args, context) => context.prisma.invite.count(),
    },
    { name: 'InviteConnection' },
    { name: 'InviteEdge' },
  ),
}));

builder.mutationFields((t) => ({
  signUp: t.field({
    type: AuthPayload,
    description: 'Joins with an invite code, which is then used up, and starts a session.',
    args: { input: t.arg({ type: SignUpInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const { token, user, session } = await signUp(context, context.sessions, input, context.clientAddress);
      context.viewer = viewerOf(user, session.id);
      return { token, userId: user.id };
    },
  }),
  logIn: t.field({
    type: AuthPayload,
    description: 'Signs in by email or username. Failures are throttled per account and address (RATE_LIMITED with retryAfterSeconds).',
    args: { input: t.arg({ type: LogInInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const { token, user, session } = await logIn(context, context.sessions, input.emailOrUsername, input.password, context.clientAddress);
      context.viewer = viewerOf(user, session.id);
      return { token, userId: user.id };
    },
  }),
  logOut: t.field({
    type: LogOutPayload,
    description: 'Ends the session of the token sent with this request (FORBIDDEN with an access token: revoke it instead).',
    errors: {},
    resolve: async (_root, _args, context) => {
      // An access token has no session to end: it is revoked in Settings (decision 0079).
      requireSession(context.viewer);
      await revokeSession(context, context.viewer.sessionId);
      return { loggedOut: true };
    },
  }),
  changePassword: t.field({
    type: ChangePasswordPayload,
    description: `Sets a new password (${PASSWORD_MIN_LENGTH_CHANGE}+ characters) and signs out the member's other sessions.`,
    args: { input: t.arg({ type: ChangePasswordInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const { sessionsEnded } = await changePassword(context, context.viewer, input);
      return { sessionsEnded };
    },
  }),
  createInvites: t.field({
    type: CreateInvitesPayload,
    description: `Makes new invite codes (admins only), usable until they expire (${INVITE_EXPIRY_DAYS_DEFAULT} days unless expiresInDays says otherwise).`,
    args: { input: t.arg({ type: CreateInvitesInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      // A session's only: an account made from a leaked token's invite would outlive the token (decision 0079).
      requireSession(context.viewer);
      if (!context.viewer.isAdmin) throw new NotAuthorizedError('Only admins can create invites.');
      await context.limits.consumeForMember(context.viewer.id, 'moderationPerAdmin');
      const batch = parseInput(inviteBatchSchema, {
        profileType: input.profileType,
        isAdmin: input.isAdmin ?? undefined,
        count: input.count ?? undefined,
        expiresInDays: input.expiresInDays ?? undefined,
      });
      const invites = await createInvites(context, { ...batch, createdById: context.viewer.id });
      return { ids: invites.map((invite) => invite.id) };
    },
  }),
}));
