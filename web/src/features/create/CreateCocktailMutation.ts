import { useCallback, useRef } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { toast } from 'sonner';
import { useSession } from '@/app/session/useSession';
import { CREATE_FAILED, CREATED } from '@/components/cocktail-form/cocktail-form-text';
import { isUnauthenticated, readFailure, type MutationFailure } from '@/relay/mutation-result';
import { COCKTAIL_MESSAGES } from '@common/cocktail-rules';
import { FEED_LIMIT } from '@common/constants';
import { toSearchText } from '@common/search-text';
import type { CocktailInput, CreateCocktailMutation } from './__generated__/CreateCocktailMutation.graphql';

const mutation = graphql`
  mutation CreateCocktailMutation($input: CocktailInput!, $profileConnections: [ID!]!) {
    createCocktail(input: $input) {
      __typename
      ... on CocktailPayload {
        cocktail @prependNode(connections: $profileConnections, edgeTypeName: "UserCocktailEdge") {
          id
          databaseId
          name
          ...CocktailSavedFields_cocktail
          ...CocktailCard_cocktail
          creator {
            id
            cocktailCount
          }
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** The cocktail database's list without filters (`CocktailList_cocktails`, filtered by `filter`). */
const CATALOG_CONNECTION = 'CocktailList_cocktails';

/**
 * The new cocktail in the loaded pages of the unfiltered list, at its place by name (the list's order),
 * and one more in its total. A name past the last loaded card comes with a later page. Filtered lists
 * load afresh for each filter, and the feed's newest cocktails are read again when next shown.
 */
export function addCreatedCocktailToLists(store: RecordSourceSelectorProxy) {
  const cocktail = store.getRootField('createCocktail')?.getLinkedRecord('cocktail');
  if (!cocktail) return;
  const root = store.getRoot();
  root.getLinkedRecord('latestCocktails', { first: FEED_LIMIT })?.invalidateRecord();
  const catalog = ConnectionHandler.getConnection(root, CATALOG_CONNECTION, { filter: null });
  if (!catalog) return;
  const total = catalog.getValue('totalCount');
  if (typeof total === 'number') catalog.setValue(total + 1, 'totalCount');
  const key = toSearchText(String(cocktail.getValue('name') ?? ''));
  const edges = catalog.getLinkedRecords('edges') ?? [];
  const next = edges.find((edge) => toSearchText(String(edge?.getLinkedRecord('node')?.getValue('name') ?? '')) > key);
  const edge = ConnectionHandler.createEdge(store, catalog, cocktail, 'CocktailEdge');
  if (next) ConnectionHandler.insertEdgeBefore(catalog, edge, String(next.getValue('cursor')));
  else if (catalog.getLinkedRecord('pageInfo')?.getValue('hasNextPage') !== true) ConnectionHandler.insertEdgeAfter(catalog, edge);
}

export interface SaveCocktailHandlers {
  /** Saved: its number, for its URL. */
  onSaved(databaseId: number): void;
  /** Refused (the failure, with its field messages) or not sent (null); the toast is shown already. */
  onFailed(failure: MutationFailure | null): void;
}

/**
 * Adds a cocktail: it joins the member's own cocktails (and their count) and the database's list at
 * once, with the spec's toast; or toasts why not ("Please log in to create cocktails" once signed out).
 */
export function useCreateCocktailMutation(): [(input: CocktailInput, on: SaveCocktailHandlers) => void, boolean] {
  const [commit, isInFlight] = useMutation<CreateCocktailMutation>(mutation);
  const viewerId = useSession().viewer?.id;
  // A second tap before the page re-renders with the button disabled must not send a second cocktail.
  const sending = useRef(false);
  const create = useCallback(
    (input: CocktailInput, on: SaveCocktailHandlers) => {
      if (sending.current) return;
      sending.current = true;
      commit({
        variables: {
          input,
          profileConnections: viewerId ? [ConnectionHandler.getConnectionID(viewerId, 'ProfileCocktails_cocktails')] : [],
        },
        updater: addCreatedCocktailToLists,
        onCompleted: ({ createCocktail: result }) => {
          sending.current = false;
          const failure = readFailure(result, 'CocktailPayload');
          if (!failure && result.cocktail) {
            toast.success(CREATED);
            on.onSaved(result.cocktail.databaseId);
            return;
          }
          toast.error(isUnauthenticated(failure) ? COCKTAIL_MESSAGES.signInRequired : (failure?.message ?? CREATE_FAILED));
          on.onFailed(failure);
        },
        onError: () => {
          sending.current = false;
          toast.error(CREATE_FAILED);
          on.onFailed(null);
        },
      });
    },
    [commit, viewerId],
  );
  return [create, isInFlight];
}
