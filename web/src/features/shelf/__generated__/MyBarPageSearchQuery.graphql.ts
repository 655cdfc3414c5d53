/**
 * @generated SignedSource<<1af2930b6c79f913438ddbc71bfe659c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MyBarPageSearchQuery$variables = {
  query: string;
};
export type MyBarPageSearchQuery$data = {
  readonly search: {
    readonly ingredients: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly category: string;
          readonly databaseId: number;
          readonly id: string;
          readonly name: string;
          readonly viewerHasOnShelf: boolean;
        };
      }>;
    };
  };
};
export type MyBarPageSearchQuery = {
  response: MyBarPageSearchQuery$data;
  variables: MyBarPageSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "Search",
    "kind": "LinkedField",
    "name": "search",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 8
          }
        ],
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
                    "name": "viewerHasOnShelf",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "ingredients(first:8)"
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
    "name": "MyBarPageSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MyBarPageSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ac06f35ccfc1a219c0aa0f3b6e5bfd32",
    "id": null,
    "metadata": {},
    "name": "MyBarPageSearchQuery",
    "operationKind": "query",
    "text": "query MyBarPageSearchQuery(\n  $query: String!\n) {\n  search(query: $query) {\n    ingredients(first: 8) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          category\n          viewerHasOnShelf\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "36a70311e2d373afece00a2a39299cb2";

export default node;
