/**
 * @generated SignedSource<<ac9c72a1d6e2c375fad3d25562abba9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type YourCustomIngredientsPaginationQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
};
export type YourCustomIngredientsPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"YourCustomIngredients_query">;
};
export type YourCustomIngredientsPaginationQuery = {
  response: YourCustomIngredientsPaginationQuery$data;
  variables: YourCustomIngredientsPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": 20,
    "kind": "LocalArgument",
    "name": "first"
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
    "name": "first",
    "variableName": "first"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "YourCustomIngredientsPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "YourCustomIngredients_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "YourCustomIngredientsPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CustomIngredientConnection",
        "kind": "LinkedField",
        "name": "myCustomIngredients",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CustomIngredientEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CustomIngredient",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
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
                    "name": "yieldAmount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "yieldUnit",
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
        "filters": null,
        "handle": "connection",
        "key": "YourCustomIngredients_myCustomIngredients",
        "kind": "LinkedHandle",
        "name": "myCustomIngredients"
      }
    ]
  },
  "params": {
    "cacheID": "193188225f80e5db2fcf57a5aca19328",
    "id": null,
    "metadata": {},
    "name": "YourCustomIngredientsPaginationQuery",
    "operationKind": "query",
    "text": "query YourCustomIngredientsPaginationQuery(\n  $after: String\n  $first: Int = 20\n) {\n  ...YourCustomIngredients_query_2HEEH6\n}\n\nfragment YourCustomIngredients_item on CustomIngredient {\n  name\n  category\n  yieldAmount\n  yieldUnit\n}\n\nfragment YourCustomIngredients_query_2HEEH6 on Query {\n  myCustomIngredients(first: $first, after: $after) {\n    edges {\n      node {\n        id\n        ...YourCustomIngredients_item\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae390e75c83501c2468573ff01579f1e";

export default node;
