/**
 * @generated SignedSource<<7a918761dc84e8d58dbecfecd69af1f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SessionViewerQuery$variables = Record<PropertyKey, never>;
export type SessionViewerQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SessionViewer_user">;
  } | null | undefined;
};
export type SessionViewerQuery = {
  response: SessionViewerQuery$data;
  variables: SessionViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "name": "username",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "firstName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lastName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "avatarUrl",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "profileType",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isAdmin",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionViewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "SessionViewer_user",
            "selections": (v0/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionViewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "45f326f4ed406dce9793475f5e0d8e37",
    "id": null,
    "metadata": {},
    "name": "SessionViewerQuery",
    "operationKind": "query",
    "text": "query SessionViewerQuery {\n  viewer {\n    ...SessionViewer_user\n    id\n  }\n}\n\nfragment SessionViewer_user on User {\n  id\n  databaseId\n  username\n  firstName\n  lastName\n  avatarUrl\n  profileType\n  isAdmin\n}\n"
  }
};
})();

(node as any).hash = "2645a505422c0f5c706c72adb7997a3e";

export default node;
