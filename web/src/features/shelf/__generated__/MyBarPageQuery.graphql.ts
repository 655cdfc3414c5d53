/**
 * @generated SignedSource<<7aab2a80b9c7aa634a8feff78ad6d209>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyBarPageQuery$variables = {
  first: number;
  toBuy: number;
};
export type MyBarPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MyBarPage_shelf" | "MyBarPage_toBuy">;
};
export type MyBarPageQuery = {
  response: MyBarPageQuery$data;
  variables: MyBarPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "toBuy"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v2 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "toBuy"
  }
],
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MyBarPageQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "MyBarPage_shelf"
      },
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "MyBarPage_toBuy"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MyBarPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ShelfConnection",
        "kind": "LinkedField",
        "name": "myShelf",
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
            "concreteType": "ShelfEdge",
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
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
        "key": "MyBarPage_myShelf",
        "kind": "LinkedHandle",
        "name": "myShelf"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ShelfSuggestion",
        "kind": "LinkedField",
        "name": "whatToBuyNext",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unlocks",
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
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1deaf8a0bf9f0082a551dc13978a96f1",
    "id": null,
    "metadata": {},
    "name": "MyBarPageQuery",
    "operationKind": "query",
    "text": "query MyBarPageQuery(\n  $first: Int!\n  $toBuy: Int!\n) {\n  ...MyBarPage_shelf_3ASum4\n  ...MyBarPage_toBuy_2p3891\n}\n\nfragment MyBarPage_shelf_3ASum4 on Query {\n  myShelf(first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        databaseId\n        name\n        category\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment MyBarPage_toBuy_2p3891 on Query {\n  whatToBuyNext(first: $toBuy) {\n    unlocks\n    ingredient {\n      id\n      databaseId\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "83180b2398655181149cd3097afea3ac";

export default node;
