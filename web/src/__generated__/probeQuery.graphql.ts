/**
 * @generated SignedSource<<c4e1ee9fa6ec4c357dfdab25c5a00107>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type probeQuery$variables = Record<PropertyKey, never>;
export type probeQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly username: string;
  } | null | undefined;
};
export type probeQuery = {
  response: probeQuery$data;
  variables: probeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "username",
        "storageKey": null
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
    "name": "probeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "probeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "125e32146b93571727f4ab7626a5219a",
    "id": null,
    "metadata": {},
    "name": "probeQuery",
    "operationKind": "query",
    "text": "query probeQuery {\n  viewer {\n    id\n    username\n  }\n}\n"
  }
};
})();

(node as any).hash = "a35898c9fc68a035874b016176687ee8";

export default node;
