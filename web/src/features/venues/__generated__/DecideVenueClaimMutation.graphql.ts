/**
 * @generated SignedSource<<d3f6245498c81fceffe9ab12521fffb8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VenueClaimStatus = "approved" | "pending" | "rejected" | "withdrawn";
export type DecideVenueClaimInput = {
  approve: boolean;
  id: string;
};
export type DecideVenueClaimMutation$variables = {
  input: DecideVenueClaimInput;
};
export type DecideVenueClaimMutation$data = {
  readonly decideVenueClaim: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"ErrorFields">;
    } | null | undefined;
    readonly venueClaim?: {
      readonly id: string;
      readonly status: VenueClaimStatus;
    };
  };
};
export type DecideVenueClaimMutation = {
  response: DecideVenueClaimMutation$data;
  variables: DecideVenueClaimMutation$variables;
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "VenueClaim",
      "kind": "LinkedField",
      "name": "venueClaim",
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
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VenueClaimPayload",
  "abstractKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v6 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DecideVenueClaimMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideVenueClaim",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "ErrorFields",
                  "selections": [
                    (v2/*:: as any*/),
                    (v4/*:: as any*/),
                    (v5/*:: as any*/),
                    (v6/*:: as any*/)
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
    "name": "DecideVenueClaimMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideVenueClaim",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
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
    "cacheID": "f63a2bfe06b58f2d5a637ff5f3ccfd1a",
    "id": null,
    "metadata": {},
    "name": "DecideVenueClaimMutation",
    "operationKind": "mutation",
    "text": "mutation DecideVenueClaimMutation(\n  $input: DecideVenueClaimInput!\n) {\n  decideVenueClaim(input: $input) {\n    __typename\n    ... on VenueClaimPayload {\n      venueClaim {\n        id\n        status\n      }\n    }\n    ...ErrorFields\n  }\n}\n\nfragment ErrorFields on Error {\n  __isError: __typename\n  __typename\n  message\n  code\n  ... on ValidationError {\n    fields {\n      path\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3b9f7cbe91546f22e0cc1d059b043c9b";

export default node;
