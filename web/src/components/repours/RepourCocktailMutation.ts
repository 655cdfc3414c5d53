import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { REPOUR_MESSAGES } from '@common/repours';
import { failureMessage, type MutationFailure, readFailure } from '@/relay/mutation-result';
import type { RepourCocktailMutation } from './__generated__/RepourCocktailMutation.graphql';
import { optimisticRepourUpdater, ownRepoursConnection, type RepourTarget } from './repour-store';

const mutation = graphql`
  mutation RepourCocktailMutation($input: RepourCocktailInput!, $connections: [ID!]!) {
    repourCocktail(input: $input) {
      __typename
      ... on RepourCocktailPayload {
        repour @prependNode(connections: $connections, edgeTypeName: "RepourEdge") {
          id
          note
          ...RepourCard_repour
        }
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
 * Re-pours a cocktail with an optional note: the button and the count change at once; the server's answer
 * confirms them (and the creator's Total Re-pours, and the member's own Re-pours list), or puts them back.
 * Toasts the outcome; a refusal also goes to `onFailed` (a note's field message for the form).
 */
export function useRepourCocktailMutation(): [
  (target: RepourTarget & { note: string | null }, on: { onDone(): void; onFailed(failure: MutationFailure): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<RepourCocktailMutation>(mutation);
  const run = useCallback(
    (target: RepourTarget & { note: string | null }, on: { onDone(): void; onFailed(failure: MutationFailure): void }) => {
      commit({
        variables: { input: { cocktailId: target.cocktailId, note: target.note }, connections: [ownRepoursConnection(target)] },
        optimisticUpdater: optimisticRepourUpdater(target, true),
        onError: () => {
          toast.error(REPOUR_MESSAGES.repourFailed);
        },
        onCompleted: ({ repourCocktail: result }) => {
          const failure = readFailure(result, 'RepourCocktailPayload');
          if (!failure) {
            toast.success(REPOUR_MESSAGES.repoured);
            on.onDone();
          } else {
            on.onFailed(failure);
            toast.error(failureMessage(failure, REPOUR_MESSAGES.repourFailed));
          }
        },
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
