import { graphql } from 'react-relay/hooks';

// What the import screen shows of a preview and of a result: the same fields, one fragment.
export const ImportFieldsFragment = graphql`
  fragment ImportFields_import on CocktailImport {
    format
    createdCount
    skippedCount
    recipes {
      name
      status
      reason
      cocktailDatabaseId
      lines {
        written
        amount
        unit
        ingredient
        note
        changed
        newIngredient
      }
    }
    newIngredients {
      name
      category
      recipes
    }
  }
`;
