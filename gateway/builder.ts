// The Pothos schema builder: configuration only. Types live in schema/<model>.ts.
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { decodeGlobalID } from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import type { ProfileType } from '../common/constants';
import { DEFAULT_PAGE_SIZE, MAX_LIST_ITEMS, MAX_PAGE_SIZE } from '../common/constants';
import type { Context } from './context';
import { NotAuthorizedError, NotFoundError, SIGN_IN_REQUIRED, ValidationError } from './errors';
import { getDatamodel } from './generated/pothos-prisma-types';
import type PrismaTypes from './generated/pothos-prisma-types';
// Registers the textInput plugin (NUL characters in text arguments are a validation error).
import './schema/text-input-plugin';
// Registers the globalIdArguments plugin (a wrong global ID argument gets the argument's own error).
import { isDatabaseId } from './schema/global-id';
// Registers the listBounds plugin (every list declares the most items it holds; the query cost multiplies by it).
import './schema/list-bounds';
// Registers the derivedDescriptions plugin (connections, edges, results, payloads and inputs described from their names).
import { relayDescriptions } from './schema/derived-descriptions';
// Registers the sqlRead plugin (the read path: every field read in SQL, decision 0065).
import './read/plugin';

/**
 * A node's global id as every node field reads it. Every node's id is a PostgreSQL integer: one that
 * cannot be (too large, not a number) points at nothing, like id 0, instead of making the database
 * refuse the lookup.
 */
function decodeNodeId(globalID: string): { typename: string; id: string } {
  const decoded = decodeGlobalID(globalID);
  return /^\d{1,10}$/.test(decoded.id) && isDatabaseId(Number(decoded.id)) ? decoded : { ...decoded, id: '0' };
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    authenticated: boolean;
    admin: boolean;
    accountType: ProfileType[];
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}>({
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  // sqlRead first: its field wrapper is the outermost, so an object built in SQL has its fields pass values through.
  plugins: [
    'sqlRead',
    RelayPlugin,
    ScopeAuthPlugin,
    ErrorsPlugin,
    PrismaPlugin,
    'textInput',
    'globalIdArguments',
    'listBounds',
    'sqlReadEntry',
    'derivedDescriptions',
  ],
  relay: {
    ...relayDescriptions,
    clientMutationId: 'omit',
    cursorType: 'String',
    // node(id) and nodes(ids) are read in SQL (decision 0065): each id's row, as its type declares.
    nodeQueryOptions: {
      nullable: true,
      description:
        'The node with this global id, of any type; null when there is none or the caller may not see it. A kind read only by the people it belongs to (a report, a notification, an access token, an invite...) answers an UNAUTHENTICATED or FORBIDDEN error instead.',
      args: { id: { description: 'A global id: the `id` of any node.' } },
      sql: { node: { decode: decodeNodeId } },
    },
    nodesQueryOptions: {
      nullable: { list: false, items: true },
      description: `The nodes with these global ids, in the order asked; null in the place of each that is not there or that the caller may not see.`,
      args: { ids: { description: `Global ids, at most ${MAX_LIST_ITEMS}.` } },
      sql: { node: { decode: decodeNodeId } },
    },
    decodeGlobalID: decodeNodeId,
  },
  scopeAuth: {
    authScopes: async (context) => ({
      authenticated: Boolean(context.viewer),
      admin: Boolean(context.viewer?.isAdmin),
      accountType: (types) => Boolean(context.viewer && types.includes(context.viewer.profileType)),
    }),
    // Queries: a GraphQL error whose code tells signed-out callers from forbidden ones.
    unauthorizedError: (_parent, context) =>
      context.viewer
        ? new GraphQLError('You are not allowed to do that.', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } })
        : new GraphQLError(SIGN_IN_REQUIRED, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } }),
  },
  errors: {
    // Every field that opts into typed errors can fail these ways.
    defaultTypes: [ValidationError, NotAuthorizedError, NotFoundError],
    directResult: true,
    // A wrong global ID argument is refused while arguments are read (schema/global-id.ts): typed too.
    unsafelyHandleInputErrors: true,
    defaultUnionOptions: {
      name: ({ parentTypeName, fieldName }) => `${parentTypeName === 'Mutation' ? '' : parentTypeName}${capitalize(fieldName)}Result`,
    },
    defaultResultOptions: {
      name: ({ parentTypeName, fieldName }) => `${parentTypeName === 'Mutation' ? '' : parentTypeName}${capitalize(fieldName)}Success`,
    },
  },
  prisma: {
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    maxConnectionSize: MAX_PAGE_SIZE,
    defaultConnectionSize: DEFAULT_PAGE_SIZE,
    // Every resolver must spread Pothos's `query`, so relations load without N+1 (tests make it an error).
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : process.env.NODE_ENV === 'test' ? 'error' : 'warn',
  },
});

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

builder.queryType({
  description:
    'What can be read. Most reads are open to visitors; a field that needs a signed-in member (or an admin) says so, and ' +
    'answers a GraphQL error with extensions.code UNAUTHENTICATED or FORBIDDEN otherwise.',
});
builder.mutationType({
  description:
    'What can be changed. Each mutation answers a union: its payload, or a typed error (ValidationError, ' +
    'NotAuthorizedError, NotFoundError, ...) when nothing changed. Repeatable writes are rate limited ' +
    '(a GraphQL error with extensions.code RATE_LIMITED).',
});
builder.subscriptionType({
  description:
    'Live updates, over server-sent events (POST /graphql with "Accept: text/event-stream"; the GraphQL over SSE protocol\'s ' +
    'distinct connections mode). Each subscription sends its current value first, so a client that reconnects is up to date.',
});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO-8601 string in UTC.',
  // A Date; or already its ISO string, as the read path builds it in SQL.
  serialize: (value) => (typeof value === 'string' ? value : value.toISOString()),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return date;
  },
});

builder.scalarType('File', {
  description: 'A file sent in a GraphQL multipart request (graphql-multipart-request-spec).',
  serialize: () => {
    throw new GraphQLError('File is an input-only scalar');
  },
});
