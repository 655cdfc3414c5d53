/**
 * @generated SignedSource<<66b1fa930808ab5968a23a8a0c86082a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VenueSearchFieldQuery$variables = {
  first: number;
  text: string;
};
export type VenueSearchFieldQuery$data = {
  readonly venueSearch: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly city: string | null | undefined;
        readonly country: string | null | undefined;
        readonly id: string;
        readonly isVerified: boolean;
        readonly name: string;
        readonly state: string | null | undefined;
      };
    }>;
  };
};
export type VenueSearchFieldQuery = {
  response: VenueSearchFieldQuery$data;
  variables: VenueSearchFieldQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
      }
    ],
    "concreteType": "VenueSearchConnection",
    "kind": "LinkedField",
    "name": "venueSearch",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VenueSearchEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Venue",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "city",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "country",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isVerified",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "VenueSearchFieldQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "VenueSearchFieldQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "30409a0894b7502432903f59ad57153d",
    "id": null,
    "metadata": {},
    "name": "VenueSearchFieldQuery",
    "operationKind": "query",
    "text": "query VenueSearchFieldQuery(\n  $text: String!\n  $first: Int!\n) {\n  venueSearch(text: $text, first: $first) {\n    edges {\n      node {\n        id\n        name\n        city\n        state\n        country\n        isVerified\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8b5767b800756539926f9505d1a20fdd";

export default node;
