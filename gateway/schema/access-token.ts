// Personal access tokens (issue 42, docs/decisions/0079): the AccessToken node, the list of a member's
// tokens, and making and revoking one. Managed from a signed-in session only (domain/access-tokens.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  ACCESS_TOKEN_MESSAGES,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKENS_PER_MEMBER_MAX,
  DEFAULT_ACCESS_TOKEN_EXPIRY_DAYS,
} from '../../common/access-tokens';
import { builder } from '../builder';
import { accessTokenOwnerOf, accessTokensSeenWhere, createAccessToken, requireSession, revokeAccessToken } from '../domain/access-tokens';
import { AccessTokenScope } from '../generated/prisma/enums';
import { rowMatches } from '../read/prisma-where';
import { byParent } from '../read/sources';
import { databaseIdIn, wrongIdIsNotFound } from './global-id';
import { UserNode } from './user';

export const AccessTokenScopeEnum = builder.enumType(AccessTokenScope, {
  name: 'AccessTokenScope',
  description: 'What a personal access token lets a program do.',
  values: {
    read: { description: 'Queries and subscriptions only: every mutation (and every /api write) is refused with FORBIDDEN.' },
    read_write: {
      description: 'Everything its member may do, except managing access tokens and changing the password, which need a signed-in session.',
    },
  },
});

export const AccessTokenNode = builder.prismaNode('AccessToken', {
  id: { field: 'id' },
  // node(id) of a token that was revoked (or never was) is null; of someone else's, FORBIDDEN.
  nullable: true,
  description:
    'A personal access token: a key a member makes in Settings for a program, sent as "Authorization: Bearer repour_pat_...". Only its member and admins see it, from a signed-in session (never through a token); its secret is shown once, when it is made.',
  authScopes: (token, context) => rowMatches(accessTokensSeenWhere(context.viewer), { id: token.id, userId: token.userId }),
  sqlVisible: (token, request) => request.where(token, accessTokensSeenWhere(request.viewer)),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The token's number (its id in /api terms)." }),
    name: t.exposeString('name', { description: `What its member called it (at most ${ACCESS_TOKEN_NAME_MAX} characters).` }),
    scope: t.expose('scope', { type: AccessTokenScopeEnum, description: 'What it may do.' }),
    hint: t.exposeString('hint', {
      description: `The first characters of its secret after "${ACCESS_TOKEN_PREFIX}", to tell tokens apart; the secret itself is never shown again.`,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it stops working; null when it never expires.',
    }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a request last used it, to the minute (it is written at most once a minute); null when never used.',
    }),
    user: t.relation('user', { description: 'The member it acts as.' }),
  }),
});

const CreateAccessTokenInput = builder.inputType('CreateAccessTokenInput', {
  description: 'A new personal access token.',
  fields: (t) => ({
    name: t.string({ description: `What the program that will hold it is called: 1 to ${ACCESS_TOKEN_NAME_MAX} characters.` }),
    scope: t.field({ type: AccessTokenScopeEnum, description: 'What it may do.' }),
    expiresInDays: t.int({
      required: false,
      description: `Days until it stops working: ${ACCESS_TOKEN_EXPIRY_DAYS.join(', ')}; null for a token that never expires; ${DEFAULT_ACCESS_TOKEN_EXPIRY_DAYS} when omitted.`,
    }),
  }),
});

const RevokeAccessTokenInput = builder.inputType('RevokeAccessTokenInput', {
  description: 'The token to revoke.',
  fields: (t) => ({
    id: t.globalID({
      for: AccessTokenNode,
      description: "The AccessToken to revoke (the caller's own; any member's for an admin).",
      ...wrongIdIsNotFound(ACCESS_TOKEN_MESSAGES.notFound),
    }),
  }),
});

const CreateAccessTokenPayload = builder.objectRef<{ tokenId: number; secret: string }>('CreateAccessTokenPayload').implement({
  description: 'The new token, and its secret: shown this once and never again (only its SHA-256 is kept).',
  fields: (t) => ({
    secret: t.exposeString('secret', {
      description: `The token to send as "Authorization: Bearer <secret>"; it starts with "${ACCESS_TOKEN_PREFIX}". Copy it now: it cannot be read again.`,
    }),
    accessToken: t.prismaField({
      type: AccessTokenNode,
      description: 'The token as lists show it.',
      sql: byParent('tokenId'),
      resolve: (query, result, _args, context) => context.prisma.accessToken.findUniqueOrThrow({ ...query, where: { id: result.tokenId } }),
    }),
  }),
});

const RevokeAccessTokenPayload = builder.objectRef<{ id: number }>('RevokeAccessTokenPayload').implement({
  description: 'The token was revoked: requests with it are refused from now on (on other server instances within 5 seconds).',
  fields: (t) => ({
    revokedAccessTokenId: t.id({
      description: 'The global id of the revoked AccessToken.',
      resolve: (result) => encodeGlobalID('AccessToken', result.id),
    }),
  }),
});

builder.queryFields((t) => ({
  accessTokens: t.prismaConnection(
    {
      type: AccessTokenNode,
      cursor: 'id',
      description: `A member's personal access tokens, newest first (at most ${ACCESS_TOKENS_PER_MEMBER_MAX} each): the caller's own, or with userId another member's (admins only). From a signed-in session only: FORBIDDEN through an access token, UNAUTHENTICATED signed out.`,
      args: {
        userId: t.arg.globalID({
          for: UserNode,
          required: false,
          description: "Whose tokens: the caller's when omitted; another member's for admins only.",
          ...wrongIdIsNotFound('Member not found'),
        }),
      },
      resolve: (query, _root, args, context) => {
        const userId = accessTokenOwnerOf(context.viewer, args.userId ? databaseIdIn(args.userId) : null);
        return context.prisma.accessToken.findMany({ ...query, where: { userId }, orderBy: { id: 'desc' } });
      },
      totalCount: (_root, args, context) => {
        const userId = accessTokenOwnerOf(context.viewer, args.userId ? databaseIdIn(args.userId) : null);
        return context.prisma.accessToken.count({ where: { userId } });
      },
    },
    { name: 'AccessTokenConnection', description: 'A page of personal access tokens.' },
    { name: 'AccessTokenEdge', description: 'A personal access token in a list.' },
  ),
}));

builder.mutationFields((t) => ({
  createAccessToken: t.field({
    type: CreateAccessTokenPayload,
    description: `Makes a personal access token for the caller and answers its secret, once. At most ${ACCESS_TOKENS_PER_MEMBER_MAX} per member; from a signed-in session only (FORBIDDEN through an access token).`,
    args: { input: t.arg({ type: CreateAccessTokenInput, description: 'The name, scope and expiry.' }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      requireSession(context.viewer);
      const expiresInDays = input.expiresInDays === undefined ? DEFAULT_ACCESS_TOKEN_EXPIRY_DAYS : input.expiresInDays;
      const { token, secret } = await createAccessToken(context, context.viewer, { name: input.name, scope: input.scope, expiresInDays });
      return { tokenId: token.id, secret };
    },
  }),
  revokeAccessToken: t.field({
    type: RevokeAccessTokenPayload,
    description:
      "Revokes one personal access token (the caller's own; any member's for an admin). The member's other tokens and sessions go on working. From a signed-in session only.",
    args: { input: t.arg({ type: RevokeAccessTokenInput, description: 'The token to revoke.' }) },
    errors: {},
    resolve: async (_root, { input }, context) => revokeAccessToken(context, context.viewer, databaseIdIn(input.id)),
  }),
}));
