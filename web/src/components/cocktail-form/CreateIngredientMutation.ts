import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { readFailure, type MutationFailure } from '@/relay/mutation-result';
import { failedWithFallback } from '@/relay/notify';
import type { CreateIngredientInput, CreateIngredientMutation } from './__generated__/CreateIngredientMutation.graphql';
import { INGREDIENT_SAVE_FAILED, INGREDIENT_SAVED } from './cocktail-form-text';

const mutation = graphql`
  mutation CreateIngredientMutation($input: CreateIngredientInput!) {
    createIngredient(input: $input) {
      __typename
      ... on CreateIngredientPayload {
        ingredient {
          id
          name
          category
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Adds an ingredient the database does not know (POST /api/ingredients of the spec) and toasts
 * "Ingredient saved". One that another member added meanwhile (ALREADY_EXISTS) counts as saved: it is
 * known, which is all a cocktail form needs. Otherwise toasts why not and hands the failure to `onFailed`.
 */
export function useCreateIngredientMutation(): [
  (input: CreateIngredientInput, on: { onSaved(): void; onFailed(failure: MutationFailure | null): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<CreateIngredientMutation>(mutation);
  const create = useCallback(
    (input: CreateIngredientInput, on: { onSaved(): void; onFailed(failure: MutationFailure | null): void }) => {
      commit({
        variables: { input },
        onCompleted: ({ createIngredient: result }) => {
          const failure = readFailure(result, 'CreateIngredientPayload');
          if (!failure || failure.code === 'ALREADY_EXISTS') {
            toast.success(INGREDIENT_SAVED);
            on.onSaved();
          } else {
            toast.error(failure.message ?? INGREDIENT_SAVE_FAILED);
            on.onFailed(failure);
          }
        },
        onError: (error) => {
          failedWithFallback(error, INGREDIENT_SAVE_FAILED);
          on.onFailed(null);
        },
      });
    },
    [commit],
  );
  return [create, isInFlight];
}
