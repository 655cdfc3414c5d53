// rest-compat's GraphQL documents, typed from schema.graphql by gql.tada: a renamed field, or one that
// becomes nullable, fails the typecheck where a route reads it. The introspection in __generated__ is
// rewritten by `npm run schema`. Fragments are not masked: a route reads what its fragments select.
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './__generated__/graphql-env';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  scalars: { DateTime: string; File: File };
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';
