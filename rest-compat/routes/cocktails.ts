// The cocktail database: GET /api/cocktails (the list, the feed and the per-creator count) and
// GET /api/cocktails/{id}.
import type { Hono } from 'hono';
import { FEED_LIMIT, MAX_PAGE_SIZE } from '../../common/constants';
import { toUserGlobalId } from '../ids';
import { operation, type OperationRunner } from '../operation';
import { booleanQuery, dataOf, idParam, intQuery, MAX_INT, oneOf, RestError } from '../respond';
import { COCKTAIL_FIELDS, cocktailJson, type CocktailFields, INGREDIENT_LINE_FIELDS } from '../shapes';

const COCKTAIL_NOT_FOUND = 'Cocktail not found';

/** The list is alphabetical: `sort=alpha` names the one order there is. */
const SORTS = ['alpha'] as const;

// Page n of the legacy API is an offset into the same alphabetical order the cursors walk: one request
// whatever the page.
const COCKTAILS = operation(/* GraphQL */ `
  query RestCocktails($first: Int!, $offset: Int!, $filter: CocktailFilter, $withIngredients: Boolean!) {
    cocktails(first: $first, offset: $offset, filter: $filter) {
      totalCount
      edges {
        node {
          ${COCKTAIL_FIELDS}
          ingredients @include(if: $withIngredients) { ${INGREDIENT_LINE_FIELDS} }
        }
      }
    }
  }
`);

const COCKTAIL = operation(/* GraphQL */ `
  query RestCocktail($databaseId: Int!) {
    cocktail(databaseId: $databaseId) {
      ${COCKTAIL_FIELDS}
      ingredients { ${INGREDIENT_LINE_FIELDS} }
    }
  }
`);

export function cocktailRoutes(api: Hono, graphql: OperationRunner) {
  api.get('/cocktails', async (c) => {
    const page = intQuery(c, 'page', { fallback: 1, min: 1 });
    const limit = intQuery(c, 'limit', { fallback: FEED_LIMIT, min: 1, max: MAX_PAGE_SIZE });
    if (c.req.query('sort')) oneOf(c.req.query('sort'), 'sort', SORTS);
    const creatorId = c.req.query('creator_id') ? intQuery(c, 'creator_id', { fallback: 0, min: 1 }) : null;
    const filter = creatorId ? { creator: toUserGlobalId(creatorId) } : null;
    const withIngredients = booleanQuery(c, 'include_ingredients');
    const offset = (page - 1) * limit;
    if (offset > MAX_INT) throw new RestError(400, 'page is too large', 'page');
    const { cocktails } = dataOf(await graphql.run(c, COCKTAILS, { first: limit, offset, filter, withIngredients }));
    const total: number = cocktails.totalCount;
    return c.json({
      cocktails: cocktails.edges.map((edge: { node: CocktailFields }) => cocktailJson(edge.node)),
      pagination: { total, page, pages: Math.ceil(total / limit) },
    });
  });

  api.get('/cocktails/:id', async (c) => {
    const databaseId = idParam(c, 'id', 'Cocktail');
    const { cocktail } = dataOf(await graphql.run(c, COCKTAIL, { databaseId }));
    if (!cocktail) throw new RestError(404, COCKTAIL_NOT_FOUND);
    return c.json(cocktailJson(cocktail));
  });
}
