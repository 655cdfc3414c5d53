/**
 * @generated SignedSource<<2623b1a6777698527f361aaf3653dd11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PeopleToFollowQuery$variables = Record<PropertyKey, never>;
export type PeopleToFollowQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"PeopleToFollow_user">;
  } | null | undefined;
};
export type PeopleToFollowQuery = {
  response: PeopleToFollowQuery$data;
  variables: PeopleToFollowQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PeopleToFollowQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "PeopleToFollow_user"
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
    "name": "PeopleToFollowQuery",
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
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "peopleToFollow",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
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
                "name": "displayName",
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
                "name": "username",
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
                "name": "location",
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
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "49dbd03357671a49555f37f00da6649b",
    "id": null,
    "metadata": {},
    "name": "PeopleToFollowQuery",
    "operationKind": "query",
    "text": "query PeopleToFollowQuery {\n  viewer {\n    ...PeopleToFollow_user\n    id\n  }\n}\n\nfragment FollowButton_user on User {\n  id\n  databaseId\n  viewerIsFollowing\n  followsViewer\n}\n\nfragment PeopleToFollow_user on User {\n  peopleToFollow {\n    id\n    databaseId\n    displayName\n    firstName\n    username\n    avatarUrl\n    profileType\n    location\n    ...FollowButton_user\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c8b0aa1216926b1e7cbf2253f9e7ee2";

export default node;
