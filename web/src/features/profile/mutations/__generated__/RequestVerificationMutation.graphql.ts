/**
 * @generated SignedSource<<6ef2baeba5ff8d0a326caf9decfebcd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VerificationStatus = "denied" | "pending" | "unverified" | "verified";
export type RequestVerificationMutation$variables = {
  workEntryId: string;
};
export type RequestVerificationMutation$data = {
  readonly requestVerification: {
    readonly __typename: string;
    readonly code?: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly workEntry?: {
      readonly id: string;
      readonly verificationStatus: VerificationStatus;
    };
  };
};
export type RequestVerificationMutation = {
  response: RequestVerificationMutation$data;
  variables: RequestVerificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "workEntryId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "workEntryId",
        "variableName": "workEntryId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "requestVerification",
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
            "concreteType": "WorkEntry",
            "kind": "LinkedField",
            "name": "workEntry",
            "plural": false,
            "selections": [
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
                "name": "verificationStatus",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RequestVerificationPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
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
              (v1/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RequestVerificationMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequestVerificationMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "9ad0e12d703cdc651cf39afe936982ec",
    "id": null,
    "metadata": {},
    "name": "RequestVerificationMutation",
    "operationKind": "mutation",
    "text": "mutation RequestVerificationMutation(\n  $workEntryId: ID!\n) {\n  requestVerification(workEntryId: $workEntryId) {\n    __typename\n    ... on RequestVerificationPayload {\n      workEntry {\n        id\n        verificationStatus\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      code\n    }\n    ... on ValidationError {\n      fields {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ce340bc4914e7562a3ffd8327685b7f4";

export default node;
