import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { readFailure, type MutationFailure } from '@/relay/mutation-result';
import { failedWithFallback } from '@/relay/notify';
import type { CocktailInput, UpdateCocktailMutation } from './__generated__/UpdateCocktailMutation.graphql';
import { UPDATE_FAILED, UPDATED } from './cocktail-form-text';

const mutation = graphql`
  mutation UpdateCocktailMutation($input: UpdateCocktailInput!) {
    updateCocktail(input: $input) {
      __typename
      ... on CocktailPayload {
        cocktail {
          id
          databaseId
          ...CocktailSavedFields_cocktail
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export interface UpdateCocktailHandlers {
  /** Saved: its number, for its URL. */
  onSaved(databaseId: number): void;
  /** Refused (the failure, with its field messages) or not sent (null); the toast is shown already. */
  onFailed(failure: MutationFailure | null): void;
}

/**
 * Saves changes to a cocktail with the spec's toast, or toasts why not. The payload carries the
 * cocktail as the detail screen and the list show it, so both update in place.
 */
export function useUpdateCocktailMutation(): [(id: string, input: CocktailInput, on: UpdateCocktailHandlers) => void, boolean] {
  const [commit, isInFlight] = useMutation<UpdateCocktailMutation>(mutation);
  const update = useCallback(
    (id: string, input: CocktailInput, on: UpdateCocktailHandlers) => {
      commit({
        variables: { input: { id, cocktail: input } },
        onCompleted: ({ updateCocktail: result }) => {
          const failure = readFailure(result, 'CocktailPayload');
          if (!failure && result.cocktail) {
            toast.success(UPDATED);
            on.onSaved(result.cocktail.databaseId);
            return;
          }
          toast.error(failure?.message ?? UPDATE_FAILED);
          on.onFailed(failure);
        },
        onError: (error) => {
          failedWithFallback(error, UPDATE_FAILED);
          on.onFailed(null);
        },
      });
    },
    [commit],
  );
  return [update, isInFlight];
}
