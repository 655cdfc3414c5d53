/**
 * @generated SignedSource<<9cf6fea50ba97bbf2afd644c91fef1bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckInInput = {
  cocktailId?: string | null | undefined;
  venueId: string;
};
export type CheckInMutation$variables = {
  input: CheckInInput;
};
export type CheckInMutation$data = {
  readonly checkIn: {
    readonly __typename: string;
    readonly checkIn?: {
      readonly id: string;
    };
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"ErrorFields">;
    } | null | undefined;
    readonly user?: {
      readonly id: string;
      readonly journey: {
        readonly barsVisited: number;
        readonly checkIns: number;
      } | null | undefined;
    };
    readonly venue?: {
      readonly checkInCount: number;
      readonly id: string;
    };
  };
};
export type CheckInMutation = {
  response: CheckInMutation$data;
  variables: CheckInMutation$variables;
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
      "concreteType": "CheckIn",
      "kind": "LinkedField",
      "name": "checkIn",
      "plural": false,
      "selections": [
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Venue",
      "kind": "LinkedField",
      "name": "venue",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "checkInCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "CocktailJourney",
          "kind": "LinkedField",
          "name": "journey",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "barsVisited",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "checkIns",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CheckInPayload",
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
    "name": "CheckInMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "checkIn",
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
    "name": "CheckInMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "checkIn",
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
    "cacheID": "4874b7b1aa2a44ed28f36370bdb21cc8",
    "id": null,
    "metadata": {},
    "name": "CheckInMutation",
    "operationKind": "mutation",
    "text": "mutation CheckInMutation(\n  $input: CheckInInput!\n) {\n  checkIn(input: $input) {\n    __typename\n    ... on CheckInPayload {\n      checkIn {\n        id\n      }\n      venue {\n        id\n        checkInCount\n      }\n      user {\n        id\n        journey {\n          barsVisited\n          checkIns\n        }\n      }\n    }\n    ...ErrorFields\n  }\n}\n\nfragment ErrorFields on Error {\n  __isError: __typename\n  __typename\n  message\n  code\n  ... on ValidationError {\n    fields {\n      path\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "41f4c057a362aff906157cffb51580ba";

export default node;
