/**
 * @generated SignedSource<<e588e7019c13fca7c0f7f0401664f73e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewItemsPillSubscription$variables = {
  since: string;
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
    "cacheID": "97853a479f8c6af6b667884ae4778f32",
    "id": null,
    "metadata": {},
    "name": "NewItemsPillSubscription",
    "operationKind": "subscription",
    "text": "subscription NewItemsPillSubscription(\n  $since: String!\n) {\n  newFeedItemCount(since: $since)\n}\n"
  }
};
})();

(node as any).hash = "2975c1a647dd7b3a5d3d810718b99c73";

export default node;
