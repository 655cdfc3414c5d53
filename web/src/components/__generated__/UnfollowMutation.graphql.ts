/**
 * @generated SignedSource<<ea6fb5703103386338ec00c4ab090200>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UnfollowInput = {
  userId: string;
};
export type UnfollowMutation$variables = {
  input: UnfollowInput;
};
export type UnfollowMutation$data = {
  readonly unfollow: {
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
export type UnfollowMutation = {
  response: UnfollowMutation$data;
  variables: UnfollowMutation$variables;
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
    "name": "unfollow",
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
        "type": "UnfollowPayload",
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
    "name": "UnfollowMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnfollowMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "49469a062f2f131162361ab23d1dfa8e",
    "id": null,
    "metadata": {},
    "name": "UnfollowMutation",
    "operationKind": "mutation",
    "text": "mutation UnfollowMutation(\n  $input: UnfollowInput!\n) {\n  unfollow(input: $input) {\n    __typename\n    ... on UnfollowPayload {\n      user {\n        id\n        viewerIsFollowing\n        connectionCounts {\n          followers\n          following\n          mutual\n        }\n      }\n      viewer {\n        id\n        connectionCounts {\n          followers\n          following\n          mutual\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cbfb46ebff28161a80164032171d523f";

export default node;
