/**
 * @generated SignedSource<<701b48e160660b9639d06ec5523dbb9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FollowInput = {
  userId: string;
};
export type FollowMutation$variables = {
  input: FollowInput;
};
export type FollowMutation$data = {
  readonly follow: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly connectionCounts: {
        readonly followers: number;
        readonly following: number;
        readonly mutual: number;
      };
      readonly id: string;
      readonly viewerIsFollowing: boolean;
    };
    readonly viewer?: {
      readonly connectionCounts: {
        readonly followers: number;
        readonly following: number;
        readonly mutual: number;
      };
      readonly id: string;
    };
  };
};
export type FollowMutation = {
  response: FollowMutation$data;
  variables: FollowMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mutual",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
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
    "name": "follow",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerIsFollowing",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "FollowPayload",
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
    "name": "FollowMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FollowMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "a11e03a52e8d226556b981ebbb290c0d",
    "id": null,
    "metadata": {},
    "name": "FollowMutation",
    "operationKind": "mutation",
    "text": "mutation FollowMutation(\n  $input: FollowInput!\n) {\n  follow(input: $input) {\n    __typename\n    ... on FollowPayload {\n      user {\n        id\n        viewerIsFollowing\n        connectionCounts {\n          followers\n          following\n          mutual\n        }\n      }\n      viewer {\n        id\n        connectionCounts {\n          followers\n          following\n          mutual\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9e4661f90649fd537879eae728a94e75";

export default node;
