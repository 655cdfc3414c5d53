/**
 * @generated SignedSource<<2b6678b59442e7f2e18bf454cf292693>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MyBarPageCategoryQuery$variables = {
  category: string;
  first: number;
};
export type MyBarPageCategoryQuery$data = {
  readonly shelfCategoryIngredients: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type MyBarPageCategoryQuery = {
  response: MyBarPageCategoryQuery$data;
  variables: MyBarPageCategoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "category"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "category",
        "variableName": "category"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      }
    ],
    "concreteType": "CategoryIngredientConnection",
    "kind": "LinkedField",
    "name": "shelfCategoryIngredients",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CategoryIngredientEdge",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MyBarPageCategoryQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MyBarPageCategoryQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "819de6954b6df3dd69337e57bb02699a",
    "id": null,
    "metadata": {},
    "name": "MyBarPageCategoryQuery",
    "operationKind": "query",
    "text": "query MyBarPageCategoryQuery(\n  $category: String!\n  $first: Int!\n) {\n  shelfCategoryIngredients(category: $category, first: $first) {\n    edges {\n      node {\n        id\n        databaseId\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "611bd1fa2abc7a660ec580c2a0a12e62";

export default node;
