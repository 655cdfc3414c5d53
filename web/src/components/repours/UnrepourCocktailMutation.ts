import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { REPOUR_MESSAGES } from '@common/repours';
import { failureOf } from '@/relay/mutation-result';
import type { UnrepourCocktailMutation } from './__generated__/UnrepourCocktailMutation.graphql';
import { optimisticRepourUpdater, ownRepoursConnection, type RepourTarget } from './repour-store';

const mutation = graphql`
  mutation UnrepourCocktailMutation($input: UnrepourCocktailInput!, $connections: [ID!]!) {
    unrepourCocktail(input: $input) {
      __typename
      ... on UnrepourCocktailPayload {
        deletedRepourId @deleteEdge(connections: $connections)
        cocktail {
          id
          repoursCount
          viewerHasRepoured
          creator {
            id
            totalRepours
          }
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Takes back a re-pour: the button and the count change at once; the server's answer confirms them (and
 * takes it out of the member's own Re-pours list), or puts them back with a toast.
 */
export function useUnrepourCocktailMutation(): [(target: RepourTarget) => void, boolean] {
  const [commit, isInFlight] = useMutation<UnrepourCocktailMutation>(mutation);
  const run = useCallback(
    (target: RepourTarget) => {
      commit({
        variables: { input: { cocktailId: target.cocktailId }, connections: [ownRepoursConnection(target)] },
        optimisticUpdater: optimisticRepourUpdater(target, false),
        onError: () => {
          toast.error(REPOUR_MESSAGES.undoFailed);
        },
        onCompleted: ({ unrepourCocktail: result }) => {
          if (!result.cocktail) toast.error(failureOf(result)?.message ?? REPOUR_MESSAGES.undoFailed);
          else toast.success(REPOUR_MESSAGES.undone);
        },
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
