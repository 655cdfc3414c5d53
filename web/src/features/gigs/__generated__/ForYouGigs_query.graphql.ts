/**
 * @generated SignedSource<<6b71579db2cfc76d133ad3efabf04ea5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ForYouGigs_query$data = {
  readonly gigsForYou: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly isOpen: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"GigCard_gig">;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ForYouGigs_query";
};
export type ForYouGigs_query$key = {
  readonly " $data"?: ForYouGigs_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ForYouGigs_query">;
};

import ForYouGigsPaginationQuery_graphql from './ForYouGigsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "gigsForYou"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 5,
      "kind": "LocalArgument",
      "name": "first"
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
      "operation": ForYouGigsPaginationQuery_graphql
    }
  },
  "name": "ForYouGigs_query",
  "selections": [
    {
      "alias": "gigsForYou",
      "args": null,
      "concreteType": "GigConnection",
      "kind": "LinkedField",
      "name": "__ForYouGigs_gigsForYou_connection",
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

(node as any).hash = "e48b0ce97eac7e36abb00c1f18dd8e39";

export default node;
