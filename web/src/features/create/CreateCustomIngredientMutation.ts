import { graphql, useMutation } from 'react-relay';
import type { CreateCustomIngredientMutation } from './__generated__/CreateCustomIngredientMutation.graphql';

/** Saves a custom ingredient of the member's and adds it to "Your Custom Ingredients". */
export function useCreateCustomIngredientMutation() {
  return useMutation<CreateCustomIngredientMutation>(graphql`
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
  `);
}
