/**
 * @generated SignedSource<<887ca3c77e1d42b7afe3dfebdb871e4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateIngredientInput = {
  category: string;
  description?: string | null | undefined;
  name: string;
};
export type CreateIngredientMutation$variables = {
  input: CreateIngredientInput;
};
export type CreateIngredientMutation$data = {
  readonly createIngredient: {
    readonly __typename: string;
    readonly ingredient?: {
      readonly category: string;
      readonly id: string;
      readonly name: string;
    };
    readonly message?: string;
  };
};
export type CreateIngredientMutation = {
  response: CreateIngredientMutation$data;
  variables: CreateIngredientMutation$variables;
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
    "name": "createIngredient",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "category",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateIngredientPayload",
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
    "name": "CreateIngredientMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateIngredientMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "393df00c2c1befa2d9627baaf2b4a363",
    "id": null,
    "metadata": {},
    "name": "CreateIngredientMutation",
    "operationKind": "mutation",
    "text": "mutation CreateIngredientMutation(\n  $input: CreateIngredientInput!\n) {\n  createIngredient(input: $input) {\n    __typename\n    ... on CreateIngredientPayload {\n      ingredient {\n        id\n        name\n        category\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "896b87b50b09018a7fabea8d83b4866b";

export default node;
