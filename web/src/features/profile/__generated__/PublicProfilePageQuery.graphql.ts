/**
 * @generated SignedSource<<2bb8ea027635be925e3a5834dc77cbf9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublicProfilePageQuery$variables = {
  id: number;
};
export type PublicProfilePageQuery$data = {
  readonly user: {
    readonly connectionCounts: {
      readonly followers: number;
      readonly following: number;
    };
    readonly databaseId: number;
    readonly displayName: string;
    readonly " $fragmentSpreads": FragmentRefs<"FollowButton_user">;
  } | null | undefined;
};
export type PublicProfilePageQuery = {
  response: PublicProfilePageQuery$data;
  variables: PublicProfilePageQuery$variables;
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
    "name": "databaseId",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ConnectionCounts",
  "kind": "LinkedField",
  "name": "connectionCounts",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "following",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PublicProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FollowButton_user"
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
    "name": "PublicProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
            "name": "viewerIsFollowing",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "followsViewer",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7fb628e6de0ce0df0bdc327039345a98",
    "id": null,
    "metadata": {},
    "name": "PublicProfilePageQuery",
    "operationKind": "query",
    "text": "query PublicProfilePageQuery(\n  $id: Int!\n) {\n  user(databaseId: $id) {\n    databaseId\n    displayName\n    connectionCounts {\n      followers\n      following\n    }\n    ...FollowButton_user\n    id\n  }\n}\n\nfragment FollowButton_user on User {\n  id\n  databaseId\n  viewerIsFollowing\n  followsViewer\n}\n"
  }
};
})();

(node as any).hash = "5386bf63636b6509803f2e43bbd826b1";

export default node;
