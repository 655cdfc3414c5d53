// Route loaders start their query here (render-as-you-fetch): the page reads it with usePreloadedQuery.
import { loadQuery, type LoadQueryOptions, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from './environment';

const current = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Loads `query` for the route `routeKey` and releases the reference this route loaded before, so each
 * route retains one query at a time (a page never disposes its own reference while it still renders it).
 */
export function loadRouteQuery<TQuery extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
  options: LoadQueryOptions = { fetchPolicy: 'store-or-network' },
): PreloadedQuery<TQuery> {
  const reference = loadQuery<TQuery>(environment, query, variables, options);
  current.get(routeKey)?.dispose();
  current.set(routeKey, reference as unknown as PreloadedQuery<OperationType>);
  return reference;
}
