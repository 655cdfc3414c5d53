/**
 * @generated SignedSource<<38d0fb7c4d53e0bb4fa387da14f76b20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchPageQuery$variables = {
  first: number;
  query: string;
};
export type SearchPageQuery$data = {
  readonly search: {
    readonly cocktailCount: {
      readonly totalCount: number;
      readonly totalCountIsExact: boolean;
    };
    readonly ingredientCount: {
      readonly totalCount: number;
      readonly totalCountIsExact: boolean;
    };
    readonly peopleCount: {
      readonly totalCount: number;
      readonly totalCountIsExact: boolean;
    };
    readonly totalCount: number;
    readonly totalCountIsExact: boolean;
    readonly venueCount: {
      readonly totalCount: number;
      readonly totalCountIsExact: boolean;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"SearchCocktailResults_query" | "SearchIngredientResults_query" | "SearchPeopleResults_query" | "SearchVenueResults_query">;
};
export type SearchPageQuery = {
  response: SearchPageQuery$data;
  variables: SearchPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v2 = {
  "kind": "Variable",
  "name": "query",
  "variableName": "query"
},
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCountIsExact",
  "storageKey": null
},
v6 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 0
  }
],
v7 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/)
],
v8 = {
  "alias": "cocktailCount",
  "args": (v6/*:: as any*/),
  "concreteType": "SearchCocktailConnection",
  "kind": "LinkedField",
  "name": "cocktails",
  "plural": false,
  "selections": (v7/*:: as any*/),
  "storageKey": "cocktails(first:0)"
},
v9 = {
  "alias": "ingredientCount",
  "args": (v6/*:: as any*/),
  "concreteType": "SearchIngredientConnection",
  "kind": "LinkedField",
  "name": "ingredients",
  "plural": false,
  "selections": (v7/*:: as any*/),
  "storageKey": "ingredients(first:0)"
},
v10 = {
  "alias": "peopleCount",
  "args": (v6/*:: as any*/),
  "concreteType": "SearchPersonConnection",
  "kind": "LinkedField",
  "name": "people",
  "plural": false,
  "selections": (v7/*:: as any*/),
  "storageKey": "people(first:0)"
},
v11 = {
  "alias": "venueCount",
  "args": (v6/*:: as any*/),
  "concreteType": "SearchVenueConnection",
  "kind": "LinkedField",
  "name": "venues",
  "plural": false,
  "selections": (v7/*:: as any*/),
  "storageKey": "venues(first:0)"
},
v12 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v13 = [
  (v12/*:: as any*/),
  (v2/*:: as any*/)
],
v14 = [
  (v12/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v22 = {
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
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isVerified",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Search",
        "kind": "LinkedField",
        "name": "search",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": (v13/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "SearchCocktailResults_query"
      },
      {
        "args": (v13/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "SearchIngredientResults_query"
      },
      {
        "args": (v13/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "SearchPeopleResults_query"
      },
      {
        "args": (v13/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "SearchVenueResults_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SearchPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Search",
        "kind": "LinkedField",
        "name": "search",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "SearchCocktailConnection",
            "kind": "LinkedField",
            "name": "cocktails",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SearchCocktailEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rating",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Cocktail",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
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
                        "name": "garnish",
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
                        "name": "reviewCount",
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
                          (v19/*:: as any*/),
                          (v15/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v21/*:: as any*/)
                ],
                "storageKey": null
              },
              (v22/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SearchCocktailResults_cocktails",
            "kind": "LinkedHandle",
            "name": "cocktails"
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "SearchIngredientConnection",
            "kind": "LinkedField",
            "name": "ingredients",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SearchIngredientEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Ingredient",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v15/*:: as any*/),
                      (v17/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "category",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "abv",
                        "storageKey": null
                      },
                      (v18/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "variantCount",
                        "storageKey": null
                      },
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v21/*:: as any*/)
                ],
                "storageKey": null
              },
              (v22/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SearchIngredientResults_ingredients",
            "kind": "LinkedHandle",
            "name": "ingredients"
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "SearchPersonConnection",
            "kind": "LinkedField",
            "name": "people",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SearchPersonEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v19/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "username",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "firstName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "avatarUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "profileType",
                        "storageKey": null
                      },
                      (v23/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "location",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "bio",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "specialties",
                        "storageKey": null
                      },
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v21/*:: as any*/)
                ],
                "storageKey": null
              },
              (v22/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SearchPeopleResults_people",
            "kind": "LinkedHandle",
            "name": "people"
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "SearchVenueConnection",
            "kind": "LinkedField",
            "name": "venues",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SearchVenueEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Venue",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v15/*:: as any*/),
                      (v17/*:: as any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "address",
                        "storageKey": null
                      },
                      (v23/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "websiteUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "checkInCount",
                        "storageKey": null
                      },
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v21/*:: as any*/)
                ],
                "storageKey": null
              },
              (v22/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SearchVenueResults_venues",
            "kind": "LinkedHandle",
            "name": "venues"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0b78670d4df4c3c95124e14f2abc7a89",
    "id": null,
    "metadata": {},
    "name": "SearchPageQuery",
    "operationKind": "query",
    "text": "query SearchPageQuery(\n  $query: String!\n  $first: Int!\n) {\n  search(query: $query) {\n    totalCount\n    totalCountIsExact\n    cocktailCount: cocktails(first: 0) {\n      totalCount\n      totalCountIsExact\n    }\n    ingredientCount: ingredients(first: 0) {\n      totalCount\n      totalCountIsExact\n    }\n    peopleCount: people(first: 0) {\n      totalCount\n      totalCountIsExact\n    }\n    venueCount: venues(first: 0) {\n      totalCount\n      totalCountIsExact\n    }\n  }\n  ...SearchCocktailResults_query_ReqLQ\n  ...SearchIngredientResults_query_ReqLQ\n  ...SearchPeopleResults_query_ReqLQ\n  ...SearchVenueResults_query_ReqLQ\n}\n\nfragment CheckInButton_venue on Venue {\n  id\n  name\n  checkInCount\n}\n\nfragment SearchCocktailCard_cocktail on Cocktail {\n  databaseId\n  name\n  description\n  glassware\n  garnish\n  originalCreatorName\n  reviewCount\n  creator {\n    displayName\n    id\n  }\n}\n\nfragment SearchCocktailResults_query_ReqLQ on Query {\n  search(query: $query) {\n    cocktails(first: $first) {\n      edges {\n        rating\n        node {\n          id\n          ...SearchCocktailCard_cocktail\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n\nfragment SearchIngredientCard_ingredient on Ingredient {\n  name\n  category\n  abv\n  description\n  variantCount\n}\n\nfragment SearchIngredientResults_query_ReqLQ on Query {\n  search(query: $query) {\n    ingredients(first: $first) {\n      edges {\n        node {\n          id\n          ...SearchIngredientCard_ingredient\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n\nfragment SearchPeopleResults_query_ReqLQ on Query {\n  search(query: $query) {\n    people(first: $first) {\n      edges {\n        node {\n          id\n          ...SearchPersonCard_user\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n\nfragment SearchPersonCard_user on User {\n  databaseId\n  displayName\n  username\n  firstName\n  avatarUrl\n  profileType\n  isVerified\n  location\n  bio\n  specialties\n}\n\nfragment SearchVenueCard_venue on Venue {\n  name\n  city\n  state\n  country\n  address\n  isVerified\n  websiteUrl\n  ...CheckInButton_venue\n}\n\nfragment SearchVenueResults_query_ReqLQ on Query {\n  search(query: $query) {\n    venues(first: $first) {\n      edges {\n        node {\n          id\n          ...SearchVenueCard_venue\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9ac49a3c1a27c302b635f82a5607f4bb";

export default node;
