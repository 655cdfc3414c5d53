/**
 * @generated SignedSource<<596d1fc32e90e2a6e8758aa49812d63f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BaseSpirit = "gin" | "rum" | "tequila" | "vodka" | "whiskey";
export type CocktailSort = "most_liked" | "most_repoured" | "name" | "newest" | "top_rated";
export type CocktailFilter = {
  categories?: ReadonlyArray<string> | null | undefined;
  creator?: string | null | undefined;
  eras?: ReadonlyArray<string> | null | undefined;
  glassware?: ReadonlyArray<string> | null | undefined;
  mocktail?: boolean | null | undefined;
  search?: string | null | undefined;
  spirits?: ReadonlyArray<BaseSpirit> | null | undefined;
};
export type CocktailListPageQuery$variables = {
  filter?: CocktailFilter | null | undefined;
  first: number;
  sort?: CocktailSort | null | undefined;
};
export type CocktailListPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CocktailList_query">;
};
export type CocktailListPageQuery = {
  response: CocktailListPageQuery$data;
  variables: CocktailListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v3 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "sort",
    "variableName": "sort"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CocktailListPageQuery",
    "selections": [
      {
        "args": (v3/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "CocktailList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CocktailListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "CocktailConnection",
        "kind": "LinkedField",
        "name": "cocktails",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseTotalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CocktailEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Cocktail",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
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
                      (v4/*:: as any*/)
                    ],
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
                    "name": "classicEra",
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
                    "concreteType": "CocktailIngredient",
                    "kind": "LinkedField",
                    "name": "ingredients",
                    "plural": true,
                    "selections": [
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
                        "concreteType": "Ingredient",
                        "kind": "LinkedField",
                        "name": "ingredient",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          (v4/*:: as any*/)
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "filters": [
          "filter",
          "sort"
        ],
        "handle": "connection",
        "key": "CocktailList_cocktails",
        "kind": "LinkedHandle",
        "name": "cocktails"
      }
    ]
  },
  "params": {
    "cacheID": "113c8f41123005941f911d4b308131ad",
    "id": null,
    "metadata": {},
    "name": "CocktailListPageQuery",
    "operationKind": "query",
    "text": "query CocktailListPageQuery(\n  $first: Int!\n  $filter: CocktailFilter\n  $sort: CocktailSort\n) {\n  ...CocktailList_query_1bvy9D\n}\n\nfragment CocktailCard_cocktail on Cocktail {\n  originalCreatorName\n  creator {\n    username\n    id\n  }\n  glassware\n  classicEra\n  ...LikeButton_cocktail\n  ...RepourButton_cocktail\n  ingredients {\n    brand\n    ingredient {\n      name\n      id\n    }\n  }\n}\n\nfragment CocktailList_query_1bvy9D on Query {\n  cocktails(first: $first, filter: $filter, sort: $sort) {\n    totalCount\n    databaseTotalCount\n    edges {\n      node {\n        id\n        databaseId\n        name\n        ...CocktailCard_cocktail\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment LikeButton_cocktail on Cocktail {\n  id\n  likesCount\n  viewerHasLiked\n}\n\nfragment RepourButton_cocktail on Cocktail {\n  id\n  name\n  visibility\n  repoursCount\n  viewerHasRepoured\n}\n"
  }
};
})();

(node as any).hash = "3225354fca6c8510942e90808aafd4b0";

export default node;
