import { graphql, useMutation } from 'react-relay';
import type { CreateCocktailMutation } from './__generated__/CreateCocktailMutation.graphql';

/**
 * Adds a cocktail. The list, its totals and profiles count cocktails, so everything read from the root
 * is marked stale and refetched when next shown.
 */
export function useCreateCocktailMutation() {
  return useMutation<CreateCocktailMutation>(graphql`
    mutation CreateCocktailMutation($input: CocktailInput!) {
      createCocktail(input: $input) {
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
