// The cocktail database: GET /api/cocktails (the list, the feed and the per-creator count),
// GET /api/cocktails/{id}, POST /api/cocktails, PUT /api/cocktails/{id} and POST /api/cocktails/photo.
import type { Hono } from 'hono';
import { COCKTAIL_MESSAGES, cocktailShape } from '../../common/cocktail-rules';
import { FEED_LIMIT, MAX_PAGE_SIZE } from '../../common/constants';
import { toCocktailGlobalId, toUserGlobalId } from '../ids';
import { graphql } from '../graphql';
import { bodyAs, cocktailInput } from '../inputs';
import { operation, type OperationRunner } from '../operation';
import {
  booleanQuery,
  dataOf,
  fileField,
  idParam,
  intQuery,
  jsonBody,
  MAX_INT,
  oneOf,
  payloadOf,
  RestError,
  snakeCaseFields,
} from '../respond';
import { COCKTAIL_FIELDS, cocktailJson, ERROR_FIELDS, INGREDIENT_LINE_FIELDS } from '../shapes';

const COCKTAIL_NOT_FOUND = COCKTAIL_MESSAGES.notFound;

/** The schema's input paths in the legacy JSON's names: "isMocktail" -> "is_mocktail", "attribution.sourceUrl" -> "attribution.source_link". */
const COCKTAIL_FIELD_NAMES = snakeCaseFields({
  glasswareOther: 'glassware',
  sourceUrl: 'source_link',
  originalCreatorName: 'original_creator_name',
});

/** The list is alphabetical: `sort=alpha` names the one order there is. */
const SORTS = ['alpha'] as const;

// Page n of the legacy API is an offset into the same alphabetical order the cursors walk: one request
// whatever the page.
const COCKTAILS = operation(
  graphql(
    `
      query RestCocktails($first: Int!, $offset: Int!, $filter: CocktailFilter, $withIngredients: Boolean!) {
        cocktails(first: $first, offset: $offset, filter: $filter) {
          totalCount
          edges {
            node {
              ...RestCocktailFields
              ingredients @include(if: $withIngredients) {
                ...RestIngredientLineFields
              }
            }
          }
        }
      }
    `,
    [COCKTAIL_FIELDS, INGREDIENT_LINE_FIELDS],
  ),
);

const CREATE_COCKTAIL = operation(
  graphql(
    `
      mutation RestCreateCocktail($input: CocktailInput!) {
        createCocktail(input: $input) {
          __typename
          ... on CocktailPayload {
            cocktail {
              ...RestCocktailFields
              ingredients {
                ...RestIngredientLineFields
              }
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [COCKTAIL_FIELDS, INGREDIENT_LINE_FIELDS, ERROR_FIELDS],
  ),
);

const UPDATE_COCKTAIL = operation(
  graphql(
    `
      mutation RestUpdateCocktail($input: UpdateCocktailInput!) {
        updateCocktail(input: $input) {
          __typename
          ... on CocktailPayload {
            cocktail {
              ...RestCocktailFields
              ingredients {
                ...RestIngredientLineFields
              }
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [COCKTAIL_FIELDS, INGREDIENT_LINE_FIELDS, ERROR_FIELDS],
  ),
);

const UPLOAD_COCKTAIL_PHOTO = operation(
  graphql(
    `
      mutation RestUploadCocktailPhoto($photo: File!) {
        uploadCocktailPhoto(input: { photo: $photo }) {
          __typename
          ... on CocktailPhotoPayload {
            photoUrl
            width
            height
          }
          ...RestErrorFields
        }
      }
    `,
    [ERROR_FIELDS],
  ),
);

const COCKTAIL = operation(
  graphql(
    `
      query RestCocktail($databaseId: Int!) {
        cocktail(databaseId: $databaseId) {
          ...RestCocktailFields
          ingredients {
            ...RestIngredientLineFields
          }
        }
      }
    `,
    [COCKTAIL_FIELDS, INGREDIENT_LINE_FIELDS],
  ),
);

export function cocktailRoutes(api: Hono, graphql: OperationRunner) {
  api.get('/cocktails', async (c) => {
    const page = intQuery(c, 'page', { fallback: 1, min: 1 });
    const limit = intQuery(c, 'limit', { fallback: FEED_LIMIT, min: 1, max: MAX_PAGE_SIZE });
    if (c.req.query('sort')) oneOf(c.req.query('sort'), 'sort', SORTS);
    const creatorId = c.req.query('creator_id') ? intQuery(c, 'creator_id', { fallback: 0, min: 1 }) : null;
    const search = c.req.query('search');
    const filter =
      creatorId || search ? { ...(creatorId ? { creator: toUserGlobalId(creatorId) } : {}), ...(search ? { search } : {}) } : null;
    const withIngredients = booleanQuery(c, 'include_ingredients');
    const offset = (page - 1) * limit;
    if (offset > MAX_INT) throw new RestError(400, 'page is too large', 'page');
    const { cocktails } = dataOf(await graphql.run(c, COCKTAILS, { first: limit, offset, filter, withIngredients }));
    const total = cocktails.totalCount;
    return c.json({
      cocktails: cocktails.edges.map((edge) => cocktailJson(edge.node)),
      pagination: { total, page, pages: Math.ceil(total / limit) },
    });
  });

  // Registered before /cocktails/:id/... routes; "photo" is no cocktail id.
  api.post('/cocktails/photo', async (c) => {
    const photo = await fileField(c, 'photo');
    const { uploadCocktailPhoto } = dataOf(await graphql.run(c, UPLOAD_COCKTAIL_PHOTO, { photo }));
    const payload = payloadOf(uploadCocktailPhoto, 'CocktailPhotoPayload');
    return c.json({ photo_url: payload.photoUrl, width: payload.width, height: payload.height }, 201);
  });

  api.post('/cocktails', async (c) => {
    const input = bodyAs(cocktailShape, cocktailInput(await jsonBody(c)), COCKTAIL_FIELD_NAMES);
    const { createCocktail } = dataOf(await graphql.run(c, CREATE_COCKTAIL, { input }));
    return c.json(cocktailJson(payloadOf(createCocktail, 'CocktailPayload', COCKTAIL_FIELD_NAMES).cocktail), 201);
  });

  api.put('/cocktails/:id', async (c) => {
    const id = toCocktailGlobalId(idParam(c, 'id', 'Cocktail'));
    const input = bodyAs(cocktailShape, cocktailInput(await jsonBody(c)), COCKTAIL_FIELD_NAMES);
    const { updateCocktail } = dataOf(await graphql.run(c, UPDATE_COCKTAIL, { input: { id, cocktail: input } }));
    return c.json(cocktailJson(payloadOf(updateCocktail, 'CocktailPayload', COCKTAIL_FIELD_NAMES).cocktail));
  });

  api.get('/cocktails/:id', async (c) => {
    const databaseId = idParam(c, 'id', 'Cocktail');
    const { cocktail } = dataOf(await graphql.run(c, COCKTAIL, { databaseId }));
    if (!cocktail) throw new RestError(404, COCKTAIL_NOT_FOUND);
    return c.json(cocktailJson(cocktail));
  });
}
