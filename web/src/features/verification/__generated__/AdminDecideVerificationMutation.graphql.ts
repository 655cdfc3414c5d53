/**
 * @generated SignedSource<<93334d58db8441ac0c03645367ed2d9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VerificationDecision = "denied" | "verified";
export type VerificationRequestStatus = "denied" | "pending" | "verified" | "withdrawn";
export type VerificationStatus = "denied" | "pending" | "unverified" | "verified";
export type DecideVerificationInput = {
  decision: VerificationDecision;
  requestId: string;
};
export type AdminDecideVerificationMutation$variables = {
  input: DecideVerificationInput;
};
export type AdminDecideVerificationMutation$data = {
  readonly decideVerification: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"ErrorFields">;
    } | null | undefined;
    readonly verificationRequest?: {
      readonly id: string;
      readonly status: VerificationRequestStatus;
    };
    readonly workEntry?: {
      readonly id: string;
      readonly verificationStatus: VerificationStatus;
    };
  };
};
export type AdminDecideVerificationMutation = {
  response: AdminDecideVerificationMutation$data;
  variables: AdminDecideVerificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
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
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
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
        (v3/*:: as any*/),
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
  "type": "DecideVerificationPayload",
  "abstractKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v7 = {
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
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminDecideVerificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideVerification",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "ErrorFields",
                  "selections": [
                    (v2/*:: as any*/),
                    (v5/*:: as any*/),
                    (v6/*:: as any*/),
                    (v7/*:: as any*/)
                  ],
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminDecideVerificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideVerification",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "45395bb257963b251f63f58bbff71e63",
    "id": null,
    "metadata": {},
    "name": "AdminDecideVerificationMutation",
    "operationKind": "mutation",
    "text": "mutation AdminDecideVerificationMutation(\n  $input: DecideVerificationInput!\n) {\n  decideVerification(input: $input) {\n    __typename\n    ... on DecideVerificationPayload {\n      verificationRequest {\n        id\n        status\n      }\n      workEntry {\n        id\n        verificationStatus\n      }\n    }\n    ...ErrorFields\n  }\n}\n\nfragment ErrorFields on Error {\n  __isError: __typename\n  __typename\n  message\n  code\n  ... on ValidationError {\n    fields {\n      path\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1644d4a669f9a6598710717caf1aea8d";

export default node;
