/**
 * @generated SignedSource<<464b198c0b1f01f9c8d518d8bce98209>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CocktailType = "my_own" | "other";
export type CocktailDetailPageQuery$variables = {
  databaseId: number;
};
export type CocktailDetailPageQuery$data = {
  readonly cocktail: {
    readonly categories: ReadonlyArray<string>;
    readonly classicEra: string | null | undefined;
    readonly creator: {
      readonly username: string;
    } | null | undefined;
    readonly databaseId: number;
    readonly directions: string | null | undefined;
    readonly garnish: string | null | undefined;
    readonly glassware: string;
    readonly id: string;
    readonly isMocktail: boolean;
    readonly name: string;
    readonly notes: string | null | undefined;
    readonly originalCreatorName: string | null | undefined;
    readonly photoUrl: string | null | undefined;
    readonly sourceUrl: string | null | undefined;
    readonly type: CocktailType;
    readonly venue: {
      readonly city: string | null | undefined;
      readonly country: string | null | undefined;
      readonly name: string;
      readonly state: string | null | undefined;
    } | null | undefined;
    readonly viewerCanEdit: boolean;
    readonly viewerIsCreator: boolean;
    readonly year: number | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CocktailRecipe_cocktail" | "CocktailReviews_cocktail" | "CocktailSavedFields_cocktail" | "LikeButton_cocktail" | "RepourButton_cocktail">;
  } | null | undefined;
};
export type CocktailDetailPageQuery = {
  response: CocktailDetailPageQuery$data;
  variables: CocktailDetailPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "photoUrl",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "glassware",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "garnish",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "directions",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "classicEra",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMocktail",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categories",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "originalCreatorName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sourceUrl",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsCreator",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v25 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CocktailDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Cocktail",
        "kind": "LinkedField",
        "name": "cocktail",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Venue",
            "kind": "LinkedField",
            "name": "venue",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/)
            ],
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
              (v20/*:: as any*/)
            ],
            "storageKey": null
          },
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LikeButton_cocktail"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RepourButton_cocktail"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CocktailRecipe_cocktail"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CocktailSavedFields_cocktail"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CocktailReviews_cocktail"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CocktailDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Cocktail",
        "kind": "LinkedField",
        "name": "cocktail",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Venue",
            "kind": "LinkedField",
            "name": "venue",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v2/*:: as any*/)
            ],
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
              (v20/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v21/*:: as any*/),
          (v22/*:: as any*/),
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
            "name": "viewerHasLiked",
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
            "name": "repoursCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerHasRepoured",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "method",
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
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "abv",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v23/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reviewCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CocktailReview",
            "kind": "LinkedField",
            "name": "viewerReview",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v25/*:: as any*/),
            "concreteType": "CocktailReviewConnection",
            "kind": "LinkedField",
            "name": "reviews",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CocktailReviewEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CocktailReview",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v23/*:: as any*/),
                      (v24/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "edited",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "reviewer",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "displayName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "profileType",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isVerified",
                            "storageKey": null
                          },
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": "reviews(first:10)"
          },
          {
            "alias": null,
            "args": (v25/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "CocktailReviews_reviews",
            "kind": "LinkedHandle",
            "name": "reviews"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f5bdb33842e2603f38f89a991f7dfe81",
    "id": null,
    "metadata": {},
    "name": "CocktailDetailPageQuery",
    "operationKind": "query",
    "text": "query CocktailDetailPageQuery(\n  $databaseId: Int!\n) {\n  cocktail(databaseId: $databaseId) {\n    id\n    databaseId\n    name\n    photoUrl\n    glassware\n    garnish\n    directions\n    notes\n    classicEra\n    isMocktail\n    categories\n    type\n    originalCreatorName\n    sourceUrl\n    year\n    venue {\n      name\n      city\n      state\n      country\n      id\n    }\n    creator {\n      username\n      id\n    }\n    viewerCanEdit\n    viewerIsCreator\n    ...LikeButton_cocktail\n    ...RepourButton_cocktail\n    ...CocktailRecipe_cocktail\n    ...CocktailSavedFields_cocktail\n    ...CocktailReviews_cocktail\n  }\n}\n\nfragment CocktailRecipe_cocktail on Cocktail {\n  method\n  ingredients {\n    amount\n    unit\n    brand\n    note\n    optional\n    ingredient {\n      name\n      abv\n      id\n    }\n  }\n}\n\nfragment CocktailReviews_cocktail on Cocktail {\n  id\n  rating\n  reviewCount\n  viewerReview {\n    id\n    rating\n    text\n  }\n  reviews(first: 10) {\n    edges {\n      node {\n        id\n        ...ReviewItem_review\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment CocktailSavedFields_cocktail on Cocktail {\n  id\n  databaseId\n  name\n  isMocktail\n  type\n  visibility\n  originalCreatorName\n  sourceUrl\n  year\n  venue {\n    name\n    city\n    state\n    country\n    id\n  }\n  garnish\n  directions\n  notes\n  glassware\n  categories\n  classicEra\n  photoUrl\n  likesCount\n  repoursCount\n  viewerCanEdit\n  viewerIsCreator\n  creator {\n    username\n    id\n  }\n  ingredients {\n    amount\n    unit\n    brand\n    note\n    optional\n    ingredient {\n      name\n      id\n    }\n  }\n}\n\nfragment LikeButton_cocktail on Cocktail {\n  id\n  likesCount\n  viewerHasLiked\n}\n\nfragment RepourButton_cocktail on Cocktail {\n  id\n  name\n  visibility\n  repoursCount\n  viewerHasRepoured\n}\n\nfragment ReviewItem_review on CocktailReview {\n  rating\n  text\n  createdAt\n  edited\n  reviewer {\n    displayName\n    profileType\n    isVerified\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "fe8c4ce55e47fb2a002a663369d11700";

export default node;
