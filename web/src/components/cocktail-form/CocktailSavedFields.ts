import { graphql, useFragment } from 'react-relay/hooks';
import type {
  CocktailSavedFields_cocktail$data,
  CocktailSavedFields_cocktail$key,
} from './__generated__/CocktailSavedFields_cocktail.graphql';

/**
 * Everything the cocktail screens show of a cocktail: what the edit forms start from, and what the
 * create and update mutations return, so every screen updates without a refetch.
 */
export const cocktailSavedFields = graphql`
  fragment CocktailSavedFields_cocktail on Cocktail {
    id
    databaseId
    name
    isMocktail
    type
    visibility
    originalCreatorName
    sourceUrl
    year
    venue {
      name
      city
      state
      country
    }
    garnish
    directions
    notes
    glassware
    categories
    classicEra
    photoUrl
    likesCount
    repoursCount
    viewerCanEdit
    viewerIsCreator
    creator {
      username
    }
    ingredients {
      amount
      unit
      brand
      note
      optional
      ingredient {
        name
      }
    }
  }
`;

export type SavedCocktailData = CocktailSavedFields_cocktail$data;

export function useSavedCocktail(cocktail: CocktailSavedFields_cocktail$key): SavedCocktailData {
  return useFragment(cocktailSavedFields, cocktail);
}
