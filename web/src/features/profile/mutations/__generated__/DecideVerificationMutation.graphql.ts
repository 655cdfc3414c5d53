/**
 * @generated SignedSource<<70e29c5afeb34206ff3d566fdceccebb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VerificationDecision = "denied" | "verified";
export type VerificationRequestStatus = "denied" | "pending" | "verified" | "withdrawn";
export type VerificationStatus = "denied" | "pending" | "unverified" | "verified";
export type DecideVerificationMutation$variables = {
  decision: VerificationDecision;
  requestId: string;
};
export type DecideVerificationMutation$data = {
  readonly decideVerification: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly verificationRequest?: {
      readonly id: string;
      readonly status: VerificationRequestStatus;
      readonly viewerCanDecide: boolean;
    };
    readonly workEntry?: {
      readonly id: string;
      readonly openVerificationRequests: ReadonlyArray<{
        readonly id: string;
        readonly viewerCanDecide: boolean;
      }>;
      readonly verificationStatus: VerificationStatus;
    };
  };
};
export type DecideVerificationMutation = {
  response: DecideVerificationMutation$data;
  variables: DecideVerificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "decision"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "requestId"
},
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
  "name": "viewerCanDecide",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "decision",
        "variableName": "decision"
      },
      {
        "kind": "Variable",
        "name": "requestId",
        "variableName": "requestId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "decideVerification",
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
            "concreteType": "VerificationRequest",
            "kind": "LinkedField",
            "name": "verificationRequest",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkEntry",
            "kind": "LinkedField",
            "name": "workEntry",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verificationStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VerificationRequest",
                "kind": "LinkedField",
                "name": "openVerificationRequests",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "DecideVerificationPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v4/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DecideVerificationMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DecideVerificationMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "089233210c5c4eacc8a76b5fb0e47894",
    "id": null,
    "metadata": {},
    "name": "DecideVerificationMutation",
    "operationKind": "mutation",
    "text": "mutation DecideVerificationMutation(\n  $requestId: ID!\n  $decision: VerificationDecision!\n) {\n  decideVerification(requestId: $requestId, decision: $decision) {\n    __typename\n    ... on DecideVerificationPayload {\n      verificationRequest {\n        id\n        status\n        viewerCanDecide\n      }\n      workEntry {\n        id\n        verificationStatus\n        openVerificationRequests {\n          id\n          viewerCanDecide\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fields {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6cc128cc3ab6fbd416b5ee1f66c15ca2";

export default node;
