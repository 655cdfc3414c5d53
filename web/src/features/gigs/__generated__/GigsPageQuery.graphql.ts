/**
 * @generated SignedSource<<d8a32cdc803afae92be45e1eae8af0a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkRole = "bar_back" | "bar_manager" | "bartender" | "brand_ambassador" | "consultant" | "event_staff" | "head_bartender";
export type GigsPageQuery$variables = {
  city?: string | null | undefined;
  first: number;
  poster: boolean;
  role?: WorkRole | null | undefined;
};
export type GigsPageQuery$data = {
  readonly YourGigs_query?: {
    readonly " $fragmentSpreads": FragmentRefs<"YourGigs_query">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ForYouGigs_query" | "GigsPage_query">;
};
export type GigsPageQuery = {
  response: GigsPageQuery$data;
  variables: GigsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "city"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "poster"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "role"
},
v4 = [
  {
    "kind": "Variable",
    "name": "city",
    "variableName": "city"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "role",
    "variableName": "role"
  }
],
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOpen",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsOn",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payText",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "poster",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v17 = {
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
},
v18 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "GigEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Gig",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v9/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      (v16/*:: as any*/)
    ],
    "storageKey": null
  },
  (v17/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GigsPageQuery",
    "selections": [
      {
        "condition": "poster",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "YourGigs_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "YourGigs_query"
          }
        ]
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ForYouGigs_query"
      },
      {
        "args": (v4/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "GigsPage_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GigsPageQuery",
    "selections": [
      {
        "condition": "poster",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "GigConnection",
            "kind": "LinkedField",
            "name": "postedGigs",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GigEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Gig",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v16/*:: as any*/)
                ],
                "storageKey": null
              },
              (v17/*:: as any*/)
            ],
            "storageKey": "postedGigs(first:5)"
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "YourGigs_postedGigs",
            "kind": "LinkedHandle",
            "name": "postedGigs"
          }
        ]
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "GigConnection",
        "kind": "LinkedField",
        "name": "gigsForYou",
        "plural": false,
        "selections": (v18/*:: as any*/),
        "storageKey": "gigsForYou(first:5)"
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ForYouGigs_gigsForYou",
        "kind": "LinkedHandle",
        "name": "gigsForYou"
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "GigConnection",
        "kind": "LinkedField",
        "name": "gigs",
        "plural": false,
        "selections": (v18/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "filters": [
          "city",
          "role"
        ],
        "handle": "connection",
        "key": "GigsPage_gigs",
        "kind": "LinkedHandle",
        "name": "gigs"
      }
    ]
  },
  "params": {
    "cacheID": "12255a5e461f539b8b8a435f7bfbcf58",
    "id": null,
    "metadata": {},
    "name": "GigsPageQuery",
    "operationKind": "query",
    "text": "query GigsPageQuery(\n  $city: String\n  $role: WorkRole\n  $first: Int!\n  $poster: Boolean!\n) {\n  ...YourGigs_query @include(if: $poster)\n  ...ForYouGigs_query\n  ...GigsPage_query_3weq41\n}\n\nfragment ForYouGigs_query on Query {\n  gigsForYou(first: 5) {\n    edges {\n      node {\n        id\n        isOpen\n        ...GigCard_gig\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment GigCard_gig on Gig {\n  databaseId\n  title\n  isOpen\n  role\n  startsOn\n  payText\n  city\n  poster {\n    displayName\n    id\n  }\n}\n\nfragment GigsPage_query_3weq41 on Query {\n  gigs(city: $city, role: $role, first: $first) {\n    edges {\n      node {\n        id\n        isOpen\n        ...GigCard_gig\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment YourGigs_query on Query {\n  postedGigs(first: 5) {\n    edges {\n      node {\n        id\n        ...GigCard_gig\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f0cb38e338af42d8c45a0da2145bdce";

export default node;
