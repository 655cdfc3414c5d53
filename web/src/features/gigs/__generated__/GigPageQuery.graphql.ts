/**
 * @generated SignedSource<<ce5eac1cc083d431f21e174408c8baae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkRole = "bar_back" | "bar_manager" | "bartender" | "brand_ambassador" | "consultant" | "event_staff" | "head_bartender";
export type GigPageQuery$variables = {
  databaseId: number;
};
export type GigPageQuery$data = {
  readonly gig: {
    readonly city: string;
    readonly closesOn: string;
    readonly databaseId: number;
    readonly description: string;
    readonly id: string;
    readonly interestCount: number | null | undefined;
    readonly isOpen: boolean;
    readonly payText: string;
    readonly poster: {
      readonly databaseId: number;
      readonly displayName: string;
    };
    readonly role: WorkRole;
    readonly startsOn: string;
    readonly title: string;
    readonly viewerInterest: {
      readonly id: string;
      readonly note: string | null | undefined;
    } | null | undefined;
    readonly viewerIsPoster: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"GigInterests_gig">;
  } | null | undefined;
};
export type GigPageQuery = {
  response: GigPageQuery$data;
  variables: GigPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
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
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsOn",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closesOn",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payText",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOpen",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsPoster",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "GigInterest",
  "kind": "LinkedField",
  "name": "viewerInterest",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v14/*:: as any*/)
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "interestCount",
  "storageKey": null
},
v17 = [
  (v3/*:: as any*/),
  (v13/*:: as any*/),
  (v2/*:: as any*/)
],
v18 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GigPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Gig",
        "kind": "LinkedField",
        "name": "gig",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "poster",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GigInterests_gig"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GigPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Gig",
        "kind": "LinkedField",
        "name": "gig",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "poster",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          },
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": (v18/*:: as any*/),
            "concreteType": "GigInterestConnection",
            "kind": "LinkedField",
            "name": "interests",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GigInterestEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GigInterest",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v14/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "member",
                        "plural": false,
                        "selections": (v17/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "interests(first:20)"
          },
          {
            "alias": null,
            "args": (v18/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "GigInterests_interests",
            "kind": "LinkedHandle",
            "name": "interests"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0b9b3257c32bf82b65234046410e3918",
    "id": null,
    "metadata": {},
    "name": "GigPageQuery",
    "operationKind": "query",
    "text": "query GigPageQuery(\n  $databaseId: Int!\n) {\n  gig(databaseId: $databaseId) {\n    id\n    databaseId\n    title\n    role\n    startsOn\n    closesOn\n    payText\n    city\n    description\n    isOpen\n    viewerIsPoster\n    poster {\n      databaseId\n      displayName\n      id\n    }\n    viewerInterest {\n      id\n      note\n    }\n    interestCount\n    ...GigInterests_gig\n  }\n}\n\nfragment GigInterests_gig on Gig {\n  interests(first: 20) {\n    edges {\n      node {\n        id\n        note\n        member {\n          databaseId\n          displayName\n          id\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "434b5c2ca798ec3a36bb33f5c9c26c02";

export default node;
