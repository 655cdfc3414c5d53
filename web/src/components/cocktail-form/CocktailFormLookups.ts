// The create and edit forms' look-ups: ingredient names, garnishes, venues, brands, unknown ingredient
// names and the duplicate-name check. Failures are silent where the spec says so (section 8).
import { fetchQuery, graphql } from 'react-relay/hooks';
import { environment } from '@/relay/environment';
import type { CocktailFormLookupsBrandsQuery } from './__generated__/CocktailFormLookupsBrandsQuery.graphql';
import type { CocktailFormLookupsGarnishesQuery } from './__generated__/CocktailFormLookupsGarnishesQuery.graphql';
import type { CocktailFormLookupsIngredientNamesQuery } from './__generated__/CocktailFormLookupsIngredientNamesQuery.graphql';
import type { CocktailFormLookupsNameTakenQuery } from './__generated__/CocktailFormLookupsNameTakenQuery.graphql';
import type { CocktailFormLookupsUnknownIngredientsQuery } from './__generated__/CocktailFormLookupsUnknownIngredientsQuery.graphql';
import type {
  CocktailFormLookupsVenuesQuery,
  CocktailFormLookupsVenuesQuery$data,
} from './__generated__/CocktailFormLookupsVenuesQuery.graphql';

export type VenueSuggestion = CocktailFormLookupsVenuesQuery$data['venueSuggestions'][number];

const options = { fetchPolicy: 'network-only' } as const;

export async function ingredientNameSuggestions(search: string): Promise<readonly string[]> {
  const data = await fetchQuery<CocktailFormLookupsIngredientNamesQuery>(
    environment,
    graphql`
      query CocktailFormLookupsIngredientNamesQuery($search: String!) {
        ingredientNameSuggestions(search: $search)
      }
    `,
    { search },
    options,
  ).toPromise();
  return data?.ingredientNameSuggestions ?? [];
}

export async function garnishSuggestions(search: string): Promise<readonly string[]> {
  const data = await fetchQuery<CocktailFormLookupsGarnishesQuery>(
    environment,
    graphql`
      query CocktailFormLookupsGarnishesQuery($search: String!) {
        garnishSuggestions(search: $search)
      }
    `,
    { search },
    options,
  ).toPromise();
  return data?.garnishSuggestions ?? [];
}

export async function venueSuggestions(search: string): Promise<readonly VenueSuggestion[]> {
  const data = await fetchQuery<CocktailFormLookupsVenuesQuery>(
    environment,
    graphql`
      query CocktailFormLookupsVenuesQuery($search: String!) {
        venueSuggestions(search: $search) {
          id
          name
          city
          state
          country
        }
      }
    `,
    { search },
    options,
  ).toPromise();
  return data?.venueSuggestions ?? [];
}

export async function brandSuggestions(search: string): Promise<readonly string[]> {
  const data = await fetchQuery<CocktailFormLookupsBrandsQuery>(
    environment,
    graphql`
      query CocktailFormLookupsBrandsQuery($search: String) {
        brands(search: $search) {
          name
        }
      }
    `,
    { search },
    options,
  ).toPromise();
  return data?.brands.map((brand) => brand.name) ?? [];
}

/** Which of these ingredient names the database does not know yet. */
export async function unknownIngredientNames(names: readonly string[]): Promise<readonly string[]> {
  const data = await fetchQuery<CocktailFormLookupsUnknownIngredientsQuery>(
    environment,
    graphql`
      query CocktailFormLookupsUnknownIngredientsQuery($names: [String!]!) {
        unknownIngredientNames(names: $names)
      }
    `,
    { names: [...names] },
    options,
  ).toPromise();
  return data?.unknownIngredientNames ?? [];
}

/** Whether another cocktail has this name (the non-blocking duplicate warning); false when unsure. */
export async function isNameTaken(name: string, excluding: string | null): Promise<boolean> {
  const data = await fetchQuery<CocktailFormLookupsNameTakenQuery>(
    environment,
    graphql`
      query CocktailFormLookupsNameTakenQuery($name: String!, $excluding: ID) {
        cocktailNameTaken(name: $name, excluding: $excluding)
      }
    `,
    { name, excluding },
    options,
  ).toPromise();
  return data?.cocktailNameTaken ?? false;
}
