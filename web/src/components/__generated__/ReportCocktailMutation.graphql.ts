/**
 * @generated SignedSource<<a779f23528231eb750c382012187ed59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReportStatus = "dismissed" | "open" | "resolved" | "reviewing";
export type ReportCocktailInput = {
  cocktailId: string;
  message: string;
};
export type ReportCocktailMutation$variables = {
  input: ReportCocktailInput;
};
export type ReportCocktailMutation$data = {
  readonly reportCocktail: {
    readonly __typename: string;
    readonly message?: string;
    readonly report?: {
      readonly id: string;
      readonly status: ReportStatus;
    } | null | undefined;
  };
};
export type ReportCocktailMutation = {
  response: ReportCocktailMutation$data;
  variables: ReportCocktailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "reportCocktail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CocktailReport",
            "kind": "LinkedField",
            "name": "report",
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReportCocktailPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "ReportCocktailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportCocktailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7f6e629cf1a9a3920c3afa4e948268df",
    "id": null,
    "metadata": {},
    "name": "ReportCocktailMutation",
    "operationKind": "mutation",
    "text": "mutation ReportCocktailMutation(\n  $input: ReportCocktailInput!\n) {\n  reportCocktail(input: $input) {\n    __typename\n    ... on ReportCocktailPayload {\n      report {\n        id\n        status\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d6b56fa33046d332d51280e58f38eedf";

export default node;
