// What the create form looks up and adds: GET /api/garnishes, /api/ingredients, /api/venues,
// /api/brands, and POST /api/ingredients.
import type { Hono } from 'hono';
import { newIngredientSchema } from '../../common/cocktail-rules';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { graphql } from '../graphql';
import { bodyAs } from '../inputs';
import { operation, type OperationRunner } from '../operation';
import { dataOf, intQuery, jsonBody, MAX_INT, payloadOf, RestError } from '../respond';
import { ERROR_FIELDS, VENUE_FIELDS, venueJson } from '../shapes';

const GARNISHES = operation(
  graphql(`
    query RestGarnishes($search: String!) {
      garnishSuggestions(search: $search)
    }
  `),
);

const INGREDIENT_NAMES = operation(
  graphql(`
    query RestIngredientNames($search: String!) {
      ingredientNameSuggestions(search: $search)
    }
  `),
);

const CREATE_INGREDIENT = operation(
  graphql(
    `
      mutation RestCreateIngredient($input: CreateIngredientInput!) {
        createIngredient(input: $input) {
          __typename
          ... on CreateIngredientPayload {
            ingredient {
              databaseId
              name
              category
              description
              abv
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [ERROR_FIELDS],
  ),
);

const VENUES = operation(
  graphql(
    `
      query RestVenues($first: Int!, $offset: Int!) {
        venues(first: $first, offset: $offset) {
          totalCount
          edges {
            node {
              ...RestVenueFields
            }
          }
        }
      }
    `,
    [VENUE_FIELDS],
  ),
);

const VENUE_SUGGESTIONS = operation(
  graphql(
    `
      query RestVenueSuggestions($search: String!) {
        venueSuggestions(search: $search) {
          ...RestVenueFields
        }
      }
    `,
    [VENUE_FIELDS],
  ),
);

const BRANDS = operation(
  graphql(`
    query RestBrands($search: String) {
      brands(search: $search) {
        databaseId
        name
        websiteUrl
      }
    }
  `),
);

export function lookupRoutes(api: Hono, graphql: OperationRunner) {
  api.get('/garnishes', async (c) => {
    const { garnishSuggestions } = dataOf(await graphql.run(c, GARNISHES, { search: c.req.query('search') ?? '' }));
    return c.json(garnishSuggestions.map((name) => ({ name })));
  });

  api.get('/ingredients', async (c) => {
    const { ingredientNameSuggestions } = dataOf(await graphql.run(c, INGREDIENT_NAMES, { search: c.req.query('search') ?? '' }));
    return c.json(ingredientNameSuggestions.map((name) => ({ name })));
  });

  api.post('/ingredients', async (c) => {
    const body = await jsonBody(c);
    const input = bodyAs(newIngredientSchema, { name: body.name, category: body.category, description: body.description ?? null });
    const { createIngredient } = dataOf(await graphql.run(c, CREATE_INGREDIENT, { input }));
    const { ingredient } = payloadOf(createIngredient, 'CreateIngredientPayload');
    return c.json(
      {
        id: ingredient.databaseId,
        name: ingredient.name,
        category: ingredient.category,
        description: ingredient.description,
        abv: ingredient.abv,
      },
      201,
    );
  });

  // With ?search= (2 characters or more): the create form's suggestions; without: every venue, by name, a page at a time.
  api.get('/venues', async (c) => {
    const search = c.req.query('search') ?? c.req.query('q');
    if (search !== undefined) {
      const { venueSuggestions } = dataOf(await graphql.run(c, VENUE_SUGGESTIONS, { search }));
      return c.json({ venues: venueSuggestions.map(venueJson) });
    }
    const page = intQuery(c, 'page', { fallback: 1, min: 1 });
    const limit = intQuery(c, 'limit', { fallback: MAX_PAGE_SIZE, min: 1, max: MAX_PAGE_SIZE });
    const offset = (page - 1) * limit;
    if (offset > MAX_INT) throw new RestError(400, 'page is too large', 'page');
    const { venues } = dataOf(await graphql.run(c, VENUES, { first: limit, offset }));
    return c.json({
      venues: venues.edges.map((edge) => venueJson(edge.node)),
      pagination: { total: venues.totalCount, page, pages: Math.ceil(venues.totalCount / limit) },
    });
  });

  api.get('/brands', async (c) => {
    const { brands } = dataOf(await graphql.run(c, BRANDS, { search: c.req.query('search') ?? null }));
    return c.json({
      brands: brands.map((brand) => ({
        id: brand.databaseId,
        name: brand.name,
        website_url: brand.websiteUrl,
      })),
    });
  });
}
