/**
 * @generated SignedSource<<578006385bad0a5682aa0521f724f51c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BaseSpirit = "gin" | "rum" | "tequila" | "vodka" | "whiskey";
export type CocktailSort = "most_liked" | "most_repoured" | "name" | "newest" | "top_rated";
export type ShelfFilter = "can_make" | "missing_one";
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
  shelf?: ShelfFilter | null | undefined;
  sort?: CocktailSort | null | undefined;
  withShelf?: boolean | null | undefined;
};
export type CocktailListPageQuery$data = {
  readonly list?: {
    readonly " $fragmentSpreads": FragmentRefs<"CocktailList_query">;
  } | null | undefined;
  readonly shelfList?: {
    readonly " $fragmentSpreads": FragmentRefs<"ShelfCocktailList_query">;
  } | null | undefined;
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
  "defaultValue": "can_make",
  "kind": "LocalArgument",
  "name": "shelf"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v4 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "withShelf"
},
v5 = [
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
v6 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "shelf"
},
v7 = {
  "kind": "Variable",
  "name": "listFilter",
  "variableName": "filter"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/),
  (v8/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Cocktail",
  "kind": "LinkedField",
  "name": "node",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    (v9/*:: as any*/),
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
        (v8/*:: as any*/)
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
          "selections": (v10/*:: as any*/),
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
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v13 = {
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
v14 = [
  (v6/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  (v7/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CocktailListPageQuery",
    "selections": [
      {
        "condition": "withShelf",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v5/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "CocktailList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "list"
          }
        ]
      },
      {
        "condition": "withShelf",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v6/*:: as any*/),
                    (v7/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "ShelfCocktailList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "shelfList"
          }
        ]
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
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CocktailListPageQuery",
    "selections": [
      {
        "condition": "withShelf",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
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
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
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
      {
        "condition": "withShelf",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "ShelfCocktailConnection",
            "kind": "LinkedField",
            "name": "shelfCocktails",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ShelfCocktailEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Ingredient",
                    "kind": "LinkedField",
                    "name": "missingIngredient",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": [
              "filter",
              "listFilter"
            ],
            "handle": "connection",
            "key": "ShelfCocktailList_shelfCocktails",
            "kind": "LinkedHandle",
            "name": "shelfCocktails"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "26e9b9c073bdb7eed97431ad858b3466",
    "id": null,
    "metadata": {},
    "name": "CocktailListPageQuery",
    "operationKind": "query",
    "text": "query CocktailListPageQuery(\n  $first: Int!\n  $filter: CocktailFilter\n  $sort: CocktailSort\n  $shelf: ShelfFilter = can_make\n  $withShelf: Boolean = false\n) {\n  ...CocktailList_query_1bvy9D @skip(if: $withShelf)\n  ...ShelfCocktailList_query_1Xct5q @include(if: $withShelf)\n}\n\nfragment CocktailCard_cocktail on Cocktail {\n  originalCreatorName\n  creator {\n    username\n    id\n  }\n  glassware\n  classicEra\n  ...LikeButton_cocktail\n  ...RepourButton_cocktail\n  ingredients {\n    brand\n    ingredient {\n      name\n      id\n    }\n  }\n}\n\nfragment CocktailList_query_1bvy9D on Query {\n  cocktails(first: $first, filter: $filter, sort: $sort) {\n    totalCount\n    databaseTotalCount\n    edges {\n      node {\n        id\n        databaseId\n        name\n        ...CocktailCard_cocktail\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment LikeButton_cocktail on Cocktail {\n  id\n  likesCount\n  viewerHasLiked\n}\n\nfragment RepourButton_cocktail on Cocktail {\n  id\n  name\n  visibility\n  repoursCount\n  viewerHasRepoured\n}\n\nfragment ShelfCocktailList_query_1Xct5q on Query {\n  shelfCocktails(first: 20, filter: $shelf, listFilter: $filter) {\n    edges {\n      missingIngredient {\n        name\n        id\n      }\n      node {\n        id\n        databaseId\n        name\n        ...CocktailCard_cocktail\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f9c4d962db17feb9136368d7861299ce";

export default node;
