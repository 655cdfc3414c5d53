/**
 * @generated SignedSource<<fda2b16b8ec3f7a07c800fbc6d87ab8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Visibility = "private" | "public";
export type CocktailInput = {
  attribution?: CocktailAttributionInput | null | undefined;
  categories?: ReadonlyArray<string> | null | undefined;
  classicEra?: string | null | undefined;
  description?: string | null | undefined;
  directions?: string | null | undefined;
  garnish?: string | null | undefined;
  glassware?: string | null | undefined;
  glasswareOther?: string | null | undefined;
  ingredients?: ReadonlyArray<CocktailIngredientInput> | null | undefined;
  isMocktail?: boolean | null | undefined;
  method?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  photoUrl?: string | null | undefined;
  visibility?: Visibility | null | undefined;
};
export type CocktailAttributionInput = {
  iAmCreator?: boolean | null | undefined;
  originalCreatorName?: string | null | undefined;
  sourceUrl?: string | null | undefined;
  venue?: CocktailVenueInput | null | undefined;
  year?: number | null | undefined;
};
export type CocktailVenueInput = {
  city?: string | null | undefined;
  country?: string | null | undefined;
  name: string;
  state?: string | null | undefined;
};
export type CocktailIngredientInput = {
  amount?: number | null | undefined;
  brand?: string | null | undefined;
  category?: string | null | undefined;
  description?: string | null | undefined;
  ingredient: string;
  note?: string | null | undefined;
  optional?: boolean | null | undefined;
  unit?: string | null | undefined;
};
export type CreateCocktailMutation$variables = {
  input: CocktailInput;
  profileConnections: ReadonlyArray<string>;
};
export type CreateCocktailMutation$data = {
  readonly createCocktail: {
    readonly __typename: string;
    readonly cocktail?: {
      readonly creator: {
        readonly cocktailCount: number;
        readonly id: string;
      } | null | undefined;
      readonly databaseId: number;
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"CocktailCard_cocktail" | "CocktailSavedFields_cocktail">;
    };
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"ErrorFields">;
    } | null | undefined;
  };
};
export type CreateCocktailMutation = {
  response: CreateCocktailMutation$data;
  variables: CreateCocktailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "profileConnections"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cocktailCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        (v7/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateCocktailMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createCocktail",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Cocktail",
                "kind": "LinkedField",
                "name": "cocktail",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CocktailSavedFields_cocktail"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CocktailCard_cocktail"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "creator",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CocktailPayload",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "ErrorFields",
                  "selections": [
                    (v2/*:: as any*/),
                    (v7/*:: as any*/),
                    (v8/*:: as any*/),
                    (v9/*:: as any*/)
                  ],
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateCocktailMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createCocktail",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Cocktail",
                "kind": "LinkedField",
                "name": "cocktail",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isMocktail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "visibility",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "originalCreatorName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sourceUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "year",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Venue",
                    "kind": "LinkedField",
                    "name": "venue",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "city",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "state",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "country",
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "garnish",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "directions",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "notes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "glassware",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "categories",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "classicEra",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "photoUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "likesCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "repoursCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanEdit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerIsCreator",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "creator",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "username",
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CocktailIngredient",
                    "kind": "LinkedField",
                    "name": "ingredients",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "unit",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "brand",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "note",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "optional",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Ingredient",
                        "kind": "LinkedField",
                        "name": "ingredient",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerHasLiked",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerHasRepoured",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "cocktail",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "profileConnections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "UserCocktailEdge"
                  }
                ]
              }
            ],
            "type": "CocktailPayload",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0c81be8fde01b6266915fdc866604dfb",
    "id": null,
    "metadata": {},
    "name": "CreateCocktailMutation",
    "operationKind": "mutation",
    "text": "mutation CreateCocktailMutation(\n  $input: CocktailInput!\n) {\n  createCocktail(input: $input) {\n    __typename\n    ... on CocktailPayload {\n      cocktail {\n        id\n        databaseId\n        name\n        ...CocktailSavedFields_cocktail\n        ...CocktailCard_cocktail\n        creator {\n          id\n          cocktailCount\n        }\n      }\n    }\n    ...ErrorFields\n  }\n}\n\nfragment CocktailCard_cocktail on Cocktail {\n  originalCreatorName\n  creator {\n    username\n    id\n  }\n  glassware\n  classicEra\n  ...LikeButton_cocktail\n  ...RepourButton_cocktail\n  ingredients {\n    brand\n    ingredient {\n      name\n      id\n    }\n  }\n}\n\nfragment CocktailSavedFields_cocktail on Cocktail {\n  id\n  databaseId\n  name\n  isMocktail\n  type\n  visibility\n  originalCreatorName\n  sourceUrl\n  year\n  venue {\n    name\n    city\n    state\n    country\n    id\n  }\n  garnish\n  directions\n  notes\n  glassware\n  categories\n  classicEra\n  photoUrl\n  likesCount\n  repoursCount\n  viewerCanEdit\n  viewerIsCreator\n  creator {\n    username\n    id\n  }\n  ingredients {\n    amount\n    unit\n    brand\n    note\n    optional\n    ingredient {\n      name\n      id\n    }\n  }\n}\n\nfragment ErrorFields on Error {\n  __isError: __typename\n  __typename\n  message\n  code\n  ... on ValidationError {\n    fields {\n      path\n      message\n    }\n  }\n}\n\nfragment LikeButton_cocktail on Cocktail {\n  id\n  likesCount\n  viewerHasLiked\n}\n\nfragment RepourButton_cocktail on Cocktail {\n  id\n  name\n  visibility\n  repoursCount\n  viewerHasRepoured\n}\n"
  }
};
})();

(node as any).hash = "eaea2221d6654fd46d2c4b1edf36fcbc";

export default node;
