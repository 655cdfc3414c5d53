/**
 * @generated SignedSource<<d6286f42dc69768455d9aa2e09a12cbd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotificationBellQuery$variables = {
  id: string;
};
export type NotificationBellQuery$data = {
  readonly member: {
    readonly id?: string;
    readonly unreadNotificationsCount?: number | null | undefined;
  } | null | undefined;
};
export type NotificationBellQuery = {
  response: NotificationBellQuery$data;
  variables: NotificationBellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadNotificationsCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBellQuery",
    "selections": [
      {
        "alias": "member",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "type": "User",
            "abstractKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationBellQuery",
    "selections": [
      {
        "alias": "member",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "User",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "426dfbb0b40554dd063fa8324103bec1",
    "id": null,
    "metadata": {},
    "name": "NotificationBellQuery",
    "operationKind": "query",
    "text": "query NotificationBellQuery(\n  $id: ID!\n) {\n  member: node(id: $id) {\n    __typename\n    ... on User {\n      id\n      unreadNotificationsCount\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a660dc3d441da8b76e4cecfd63f4cb3d";

export default node;
