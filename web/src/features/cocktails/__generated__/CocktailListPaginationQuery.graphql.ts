/**
 * @generated SignedSource<<db589baf389b5d59aeb32dc29c95d7ce>>
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
export type CocktailListPaginationQuery$variables = {
  after?: string | null | undefined;
  filter?: CocktailFilter | null | undefined;
  first: number;
  sort?: CocktailSort | null | undefined;
};
export type CocktailListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CocktailList_query">;
};
export type CocktailListPaginationQuery = {
  response: CocktailListPaginationQuery$data;
  variables: CocktailListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CocktailListPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "CocktailList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CocktailListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
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
                      (v2/*:: as any*/)
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
                          (v3/*:: as any*/),
                          (v2/*:: as any*/)
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
        "args": (v1/*:: as any*/),
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
    "cacheID": "b56fefb09d399eb69f858afce752b297",
    "id": null,
    "metadata": {},
    "name": "CocktailListPaginationQuery",
    "operationKind": "query",
    "text": "query CocktailListPaginationQuery(\n  $after: String\n  $filter: CocktailFilter\n  $first: Int!\n  $sort: CocktailSort\n) {\n  ...CocktailList_query_3JsJJ3\n}\n\nfragment CocktailCard_cocktail on Cocktail {\n  originalCreatorName\n  creator {\n    username\n    id\n  }\n  glassware\n  classicEra\n  ...LikeButton_cocktail\n  ...RepourButton_cocktail\n  ingredients {\n    brand\n    ingredient {\n      name\n      id\n    }\n  }\n}\n\nfragment CocktailList_query_3JsJJ3 on Query {\n  cocktails(first: $first, after: $after, filter: $filter, sort: $sort) {\n    totalCount\n    databaseTotalCount\n    edges {\n      node {\n        id\n        databaseId\n        name\n        ...CocktailCard_cocktail\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment LikeButton_cocktail on Cocktail {\n  id\n  likesCount\n  viewerHasLiked\n}\n\nfragment RepourButton_cocktail on Cocktail {\n  id\n  name\n  visibility\n  repoursCount\n  viewerHasRepoured\n}\n"
  }
};
})();

(node as any).hash = "5e62bbd9ba0ab11a2e19f4de8c28e2c5";

export default node;
