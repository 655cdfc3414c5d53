/**
 * @generated SignedSource<<739609b6b10829a0bf45c7f5baa2d1ff>>
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
  role?: WorkRole | null | undefined;
};
export type GigsPageQuery$data = {
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
  "name": "role"
},
v3 = [
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
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isOpen",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          },
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
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startsOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "payText",
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
              (v5/*:: as any*/)
            ],
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GigsPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ForYouGigs_query"
      },
      {
        "args": (v3/*:: as any*/),
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
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GigsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "GigConnection",
        "kind": "LinkedField",
        "name": "gigsForYou",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": "gigsForYou(first:5)"
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ForYouGigs_gigsForYou",
        "kind": "LinkedHandle",
        "name": "gigsForYou"
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "GigConnection",
        "kind": "LinkedField",
        "name": "gigs",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
    "cacheID": "80d494a97b86547bc559b520ddacdd61",
    "id": null,
    "metadata": {},
    "name": "GigsPageQuery",
    "operationKind": "query",
    "text": "query GigsPageQuery(\n  $city: String\n  $role: WorkRole\n  $first: Int!\n) {\n  ...ForYouGigs_query\n  ...GigsPage_query_3weq41\n}\n\nfragment ForYouGigs_query on Query {\n  gigsForYou(first: 5) {\n    edges {\n      node {\n        id\n        isOpen\n        ...GigCard_gig\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment GigCard_gig on Gig {\n  databaseId\n  title\n  role\n  startsOn\n  payText\n  city\n  poster {\n    displayName\n    id\n  }\n}\n\nfragment GigsPage_query_3weq41 on Query {\n  gigs(city: $city, role: $role, first: $first) {\n    edges {\n      node {\n        id\n        isOpen\n        ...GigCard_gig\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "060922c7cdd2622a3341d262c1755b43";

export default node;
