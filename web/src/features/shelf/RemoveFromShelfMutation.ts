import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { readFailure } from '@/relay/mutation-result';
import { writeShelfTotal } from './shelf-total';
import type { RemoveFromShelfMutation } from './__generated__/RemoveFromShelfMutation.graphql';

const mutation = graphql`
  mutation RemoveFromShelfMutation($input: RemoveFromShelfInput!, $connections: [ID!]!) {
    removeFromShelf(input: $input) {
      __typename
      ... on RemoveFromShelfPayload {
        shelfTotal
        removedIngredientId @deleteEdge(connections: $connections)
        # Off the shelf in the lists that show it (search, a category), not only out of the shelf's.
        ingredient {
          id
          viewerHasOnShelf
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Takes one ingredient off the shelf, in one tap; the row leaves the list at once. */
export function useRemoveFromShelfMutation(connectionId: string): [(ingredientId: string, onDone?: () => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<RemoveFromShelfMutation>(mutation);
  const remove = useCallback(
    (ingredientId: string, onDone?: () => void) => {
      commit({
        variables: { input: { ingredientId }, connections: [connectionId] },
        updater: (store, data) => {
          const result = data?.removeFromShelf;
          if (result?.__typename === 'RemoveFromShelfPayload') writeShelfTotal(store, connectionId, result.shelfTotal);
        },
        onCompleted: ({ removeFromShelf: result }) => {
          const failure = readFailure(result, 'RemoveFromShelfPayload');
          if (failure) toast.error(failure.message);
          else onDone?.();
        },
        onError: () => void toast.error('Could not change your shelf. Please try again.'),
      });
    },
    [commit, connectionId],
  );
  return [remove, isInFlight];
}
