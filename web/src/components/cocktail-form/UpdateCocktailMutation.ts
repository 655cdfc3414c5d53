import { graphql, useMutation } from 'react-relay';
import type { UpdateCocktailMutation } from './__generated__/UpdateCocktailMutation.graphql';

/**
 * Saves changes to a cocktail. The payload carries the cocktail as the detail screen and the list show
 * it, so both update in place.
 */
export function useUpdateCocktailMutation() {
  return useMutation<UpdateCocktailMutation>(graphql`
    mutation UpdateCocktailMutation($id: ID!, $input: CocktailInput!) {
      updateCocktail(id: $id, input: $input) {
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
  `);
}
