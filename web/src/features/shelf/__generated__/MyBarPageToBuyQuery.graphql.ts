/**
 * @generated SignedSource<<21419e35d50d974d47551ddae19adf4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyBarPageToBuyQuery$variables = {
  first: number;
};
export type MyBarPageToBuyQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MyBarPage_toBuy">;
};
export type MyBarPageToBuyQuery = {
  response: MyBarPageToBuyQuery$data;
  variables: MyBarPageToBuyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
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
    "name": "MyBarPageToBuyQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
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
    "name": "MyBarPageToBuyQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "446036a5a0ac0ac9d4ef4ddf60aae23e",
    "id": null,
    "metadata": {},
    "name": "MyBarPageToBuyQuery",
    "operationKind": "query",
    "text": "query MyBarPageToBuyQuery(\n  $first: Int!\n) {\n  ...MyBarPage_toBuy_3ASum4\n}\n\nfragment MyBarPage_toBuy_3ASum4 on Query {\n  whatToBuyNext(first: $first) {\n    unlocks\n    ingredient {\n      id\n      databaseId\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f462428df8caa2ed698697cfca9a59bb";

export default node;
