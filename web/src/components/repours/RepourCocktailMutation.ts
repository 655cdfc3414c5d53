import { graphql } from 'react-relay/hooks';
import { REPOUR_MESSAGES } from '@common/repours';
import { type ToggleSpec, useToggleMutation } from '@/relay/toggle-mutation';
import type { RepourCocktailMutation } from './__generated__/RepourCocktailMutation.graphql';
import type { UnrepourCocktailMutation } from './__generated__/UnrepourCocktailMutation.graphql';
import { optimisticRepourUpdater, ownRepoursConnection, type RepourTarget } from './repour-store';
import { unrepourCocktailMutation } from './UnrepourCocktailMutation';

const repourCocktailMutation = graphql`
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

/** A re-pour's cocktail and member; the note goes with a re-pour only. */
export type RepourToggleTarget = RepourTarget & { note?: string | null };

const repourToggle: ToggleSpec<RepourCocktailMutation, UnrepourCocktailMutation, RepourToggleTarget> = {
  on: {
    mutation: repourCocktailMutation,
    result: (response) => response.repourCocktail,
    payload: 'RepourCocktailPayload',
    failed: REPOUR_MESSAGES.repourFailed,
    done: REPOUR_MESSAGES.repoured,
  },
  off: {
    mutation: unrepourCocktailMutation,
    result: (response) => response.unrepourCocktail,
    payload: 'UnrepourCocktailPayload',
    failed: REPOUR_MESSAGES.undoFailed,
    done: REPOUR_MESSAGES.undone,
  },
  variables: (target, on) => ({
    input: on ? { cocktailId: target.cocktailId, note: target.note ?? null } : { cocktailId: target.cocktailId },
    connections: [ownRepoursConnection(target)],
  }),
  optimisticUpdater: optimisticRepourUpdater,
};

/**
 * Re-pours a cocktail with an optional note (`toggle(true, target, callbacks)`) or takes it back
 * (`toggle(false, target)`): the button and the count change at once; the server's answer confirms them
 * (and the creator's Total Re-pours, and the member's own Re-pours list), or puts them back. Toasts the
 * outcome; a refusal also goes to `onFailed` (a note's field message for the form).
 */
export function useRepourCocktailMutation() {
  return useToggleMutation(repourToggle);
}
