/**
 * @generated SignedSource<<68bf084f5d53af2fe5632ab7185c7627>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GigsPage_query$data = {
  readonly gigs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly isOpen: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"GigCard_gig">;
      };
    }>;
  };
  readonly " $fragmentType": "GigsPage_query";
};
export type GigsPage_query$key = {
  readonly " $data"?: GigsPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"GigsPage_query">;
};

import GigsPagePaginationQuery_graphql from './GigsPagePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "gigs"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "city"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "role"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": GigsPagePaginationQuery_graphql
    }
  },
  "name": "GigsPage_query",
  "selections": [
    {
      "alias": "gigs",
      "args": [
        {
          "kind": "Variable",
          "name": "city",
          "variableName": "city"
        },
        {
          "kind": "Variable",
          "name": "role",
          "variableName": "role"
        }
      ],
      "concreteType": "GigConnection",
      "kind": "LinkedField",
      "name": "__GigsPage_gigs_connection",
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
                  "name": "isOpen",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "GigCard_gig"
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "31389d772860c2200609d0208c42b3b9";

export default node;
