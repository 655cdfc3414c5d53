/**
 * @generated SignedSource<<256b2767bc1e90ff9fbea7196cb9a89b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotificationBellSubscription$variables = Record<PropertyKey, never>;
export type NotificationBellSubscription$data = {
  readonly unreadNotificationsCount: number;
};
export type NotificationBellSubscription = {
  response: NotificationBellSubscription$data;
  variables: NotificationBellSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unreadNotificationsCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBellSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationBellSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0df1d1cc168737eb9c4042552b19ca51",
    "id": null,
    "metadata": {},
    "name": "NotificationBellSubscription",
    "operationKind": "subscription",
    "text": "subscription NotificationBellSubscription {\n  unreadNotificationsCount\n}\n"
  }
};
})();

(node as any).hash = "6084e133eb1ae300ca3b2b2a2c3c5ee3";

export default node;
