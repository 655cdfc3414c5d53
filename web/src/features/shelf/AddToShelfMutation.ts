import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { SHELF_MESSAGES, SHELF_TEXT } from '@common/shelf';
import { shelfAddSchema } from '@common/shelf-input';
import { readFailure } from '@/relay/mutation-result';
import { writeShelfTotal } from './shelf-total';
import type { AddToShelfMutation } from './__generated__/AddToShelfMutation.graphql';

const mutation = graphql`
  mutation AddToShelfMutation($input: AddToShelfInput!, $connections: [ID!]!) {
    addToShelf(input: $input) {
      __typename
      ... on AddToShelfPayload {
        shelfTotal
        addedIngredients @appendNode(connections: $connections, edgeTypeName: "ShelfEdge") {
          id
          databaseId
          name
          category
          viewerHasOnShelf
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export interface ShelfPick {
  /** The Ingredient's global id (what the API takes) and its database id (what the shared schema checks). */
  id: string;
  databaseId: number;
  name: string;
}

/** Puts ingredients on the shelf (checked by the shared schema first); toasts what was added or why not. */
export function useAddToShelfMutation(connectionId: string): [(picks: ShelfPick[], onDone?: () => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<AddToShelfMutation>(mutation);
  const add = useCallback(
    (picks: ShelfPick[], onDone?: () => void) => {
      const checked = shelfAddSchema.safeParse({ ingredientIds: picks.map((pick) => pick.databaseId) });
      if (!checked.success) {
        toast.error(checked.error.issues[0]?.message ?? SHELF_MESSAGES.pickOne);
        return;
      }
      commit({
        variables: { input: { ingredientIds: picks.map((pick) => pick.id) }, connections: [connectionId] },
        updater: (store, data) => {
          const result = data?.addToShelf;
          if (result?.__typename === 'AddToShelfPayload') writeShelfTotal(store, connectionId, result.shelfTotal);
        },
        onCompleted: ({ addToShelf: result }) => {
          const failure = readFailure(result, 'AddToShelfPayload');
          if (failure) {
            toast.error(failure.message);
            return;
          }
          const added = (result.__typename === 'AddToShelfPayload' ? result.addedIngredients : null) ?? [];
          if (added.length === 1) toast.success(SHELF_TEXT.added(added[0].name));
          else if (added.length > 1) toast.success(SHELF_TEXT.addedMany(added.length));
          onDone?.();
        },
        onError: () => void toast.error('Could not change your shelf. Please try again.'),
      });
    },
    [commit, connectionId],
  );
  return [add, isInFlight];
}
