/**
 * @generated SignedSource<<ef849fc388f6bad217c623d72127704d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LogOutMutation$variables = Record<PropertyKey, never>;
export type LogOutMutation$data = {
  readonly logOut: {
    readonly __typename: string;
    readonly loggedOut?: boolean;
    readonly message?: string;
  };
};
export type LogOutMutation = {
  response: LogOutMutation$data;
  variables: LogOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "logOut",
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
            "kind": "ScalarField",
            "name": "loggedOut",
            "storageKey": null
          }
        ],
        "type": "LogOutPayload",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LogOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LogOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "aabe965784fddbc6ce9ea1430dfda622",
    "id": null,
    "metadata": {},
    "name": "LogOutMutation",
    "operationKind": "mutation",
    "text": "mutation LogOutMutation {\n  logOut {\n    __typename\n    ... on LogOutPayload {\n      loggedOut\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9960aceefb2ce09012b427193fabaaa4";

export default node;
