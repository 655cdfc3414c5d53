/**
 * @generated SignedSource<<e657797e93cf1c78850692e0c5dbcb95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddVenueAwardInput = {
  certificateUrl?: string | null | undefined;
  competition?: string | null | undefined;
  place?: string | null | undefined;
  title: string;
  venue?: string | null | undefined;
  year?: number | null | undefined;
};
export type AddVenueAwardMutation$variables = {
  input: AddVenueAwardInput;
};
export type AddVenueAwardMutation$data = {
  readonly addVenueAward: {
    readonly __typename: string;
    readonly code?: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly venue?: {
      readonly awards: ReadonlyArray<{
        readonly certificateUrl: string | null | undefined;
        readonly competition: string | null | undefined;
        readonly id: string;
        readonly place: string | null | undefined;
        readonly title: string;
        readonly year: number | null | undefined;
      }>;
      readonly id: string;
    };
  };
};
export type AddVenueAwardMutation = {
  response: AddVenueAwardMutation$data;
  variables: AddVenueAwardMutation$variables;
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
  "kind": "ScalarField",
  "name": "message",
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
    "name": "addVenueAward",
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
            "concreteType": "Venue",
            "kind": "LinkedField",
            "name": "venue",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "VenueAward",
                "kind": "LinkedField",
                "name": "awards",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "competition",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "place",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "year",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "certificateUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AddVenueAwardPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/),
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
              (v2/*:: as any*/)
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
    "name": "AddVenueAwardMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddVenueAwardMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "331fcd8f13b4a3baf4ed806c525c7be2",
    "id": null,
    "metadata": {},
    "name": "AddVenueAwardMutation",
    "operationKind": "mutation",
    "text": "mutation AddVenueAwardMutation(\n  $input: AddVenueAwardInput!\n) {\n  addVenueAward(input: $input) {\n    __typename\n    ... on AddVenueAwardPayload {\n      venue {\n        id\n        awards {\n          id\n          title\n          competition\n          place\n          year\n          certificateUrl\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      code\n    }\n    ... on ValidationError {\n      fields {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "01f175af5895b488265abe2eea56df10";

export default node;
