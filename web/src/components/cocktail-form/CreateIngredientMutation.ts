import { graphql, useMutation } from 'react-relay';
import type { CreateIngredientMutation } from './__generated__/CreateIngredientMutation.graphql';

/** Adds an ingredient the database does not know (POST /api/ingredients of the spec). */
export function useCreateIngredientMutation() {
  return useMutation<CreateIngredientMutation>(graphql`
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
  `);
}
