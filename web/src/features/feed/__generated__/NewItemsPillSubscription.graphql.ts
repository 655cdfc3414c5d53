/**
 * @generated SignedSource<<cf06046ed7757c29203e20a0c3855138>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewItemsPillSubscription$variables = {
  since?: string | null | undefined;
};
export type NewItemsPillSubscription$data = {
  readonly newFeedItemCount: number;
};
export type NewItemsPillSubscription = {
  response: NewItemsPillSubscription$data;
  variables: NewItemsPillSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "since"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "since",
        "variableName": "since"
      }
    ],
    "kind": "ScalarField",
    "name": "newFeedItemCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewItemsPillSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewItemsPillSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "05c103e13cc03cdba492ff03e29e6b25",
    "id": null,
    "metadata": {},
    "name": "NewItemsPillSubscription",
    "operationKind": "subscription",
    "text": "subscription NewItemsPillSubscription(\n  $since: String\n) {\n  newFeedItemCount(since: $since)\n}\n"
  }
};
})();

(node as any).hash = "2653f0bf87a8a3e8b2654138e8692e77";

export default node;
