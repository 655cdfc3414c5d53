/**
 * @generated SignedSource<<295095c7b14f70a6b9902df1cc454bb4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Visibility = "private" | "public";
export type MenuEditorPageCocktailsQuery$variables = {
  first: number;
  text: string;
};
export type MenuEditorPageCocktailsQuery$data = {
  readonly search: {
    readonly cocktails: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
          readonly visibility: Visibility;
        };
      }>;
    };
  };
};
export type MenuEditorPageCocktailsQuery = {
  response: MenuEditorPageCocktailsQuery$data;
  variables: MenuEditorPageCocktailsQuery$variables;
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
  "name": "text"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "text"
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
            "kind": "Variable",
            "name": "first",
            "variableName": "first"
          }
        ],
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
                "concreteType": "Cocktail",
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
                    "name": "visibility",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MenuEditorPageCocktailsQuery",
    "selections": (v2/*:: as any*/),
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
    "name": "MenuEditorPageCocktailsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "84a3c0746e5699d0ac0d95784ad58ab0",
    "id": null,
    "metadata": {},
    "name": "MenuEditorPageCocktailsQuery",
    "operationKind": "query",
    "text": "query MenuEditorPageCocktailsQuery(\n  $text: String!\n  $first: Int!\n) {\n  search(query: $text) {\n    cocktails(first: $first) {\n      edges {\n        node {\n          id\n          name\n          visibility\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1cf02ddd525c2711792fe47536381f3e";

export default node;
