import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { toast } from 'sonner';
import { readFailure, type MutationFailure } from '@/relay/mutation-result';
import { COCKTAIL_MESSAGES } from '@common/cocktail-rules';
import type { CreateCustomIngredientInput, CreateCustomIngredientMutation } from './__generated__/CreateCustomIngredientMutation.graphql';
import { CUSTOM_INGREDIENT_SAVED } from './create-text';
import { CUSTOM_INGREDIENTS_CONNECTION } from './YourCustomIngredients';

const mutation = graphql`
  mutation CreateCustomIngredientMutation($input: CreateCustomIngredientInput!, $connections: [ID!]!) {
    createCustomIngredient(input: $input) {
      __typename
      ... on CreateCustomIngredientPayload {
        customIngredient @prependNode(connections: $connections, edgeTypeName: "CustomIngredientEdge") {
          id
          name
          category
          ...YourCustomIngredients_item
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Saves a custom ingredient of the member's: it heads "Your Custom Ingredients", with the spec's toast,
 * and `onSaved` gets its name; or toasts why not and hands the failure (its field messages) to `onFailed`.
 */
export function useCreateCustomIngredientMutation(): [
  (input: CreateCustomIngredientInput, on: { onSaved(name: string): void; onFailed(failure: MutationFailure | null): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<CreateCustomIngredientMutation>(mutation);
  const create = useCallback(
    (input: CreateCustomIngredientInput, on: { onSaved(name: string): void; onFailed(failure: MutationFailure | null): void }) => {
      commit({
        variables: { input, connections: [ConnectionHandler.getConnectionID(ROOT_ID, CUSTOM_INGREDIENTS_CONNECTION)] },
        onCompleted: ({ createCustomIngredient: result }) => {
          const failure = readFailure(result, 'CreateCustomIngredientPayload');
          if (!failure && result.customIngredient) {
            toast.success(CUSTOM_INGREDIENT_SAVED);
            on.onSaved(result.customIngredient.name);
            return;
          }
          toast.error(failure?.message ?? COCKTAIL_MESSAGES.customIngredientRequired);
          on.onFailed(failure);
        },
        onError: (error) => {
          toast.error(error.message);
          on.onFailed(null);
        },
      });
    },
    [commit],
  );
  return [create, isInFlight];
}
