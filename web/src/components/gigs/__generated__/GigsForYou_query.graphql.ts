/**
 * @generated SignedSource<<8d85740581ceed40cbcc2eb1b21fdce2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GigsForYou_query$data = {
  readonly gigsForYou: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly city: string;
        readonly databaseId: number;
        readonly id: string;
        readonly isOpen: boolean;
        readonly poster: {
          readonly displayName: string;
        };
        readonly startsOn: string;
        readonly title: string;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "GigsForYou_query";
};
export type GigsForYou_query$key = {
  readonly " $data"?: GigsForYou_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"GigsForYou_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GigsForYou_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "GigConnection",
      "kind": "LinkedField",
      "name": "gigsForYou",
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
                  "name": "startsOn",
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
                  "name": "isOpen",
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
      ],
      "storageKey": "gigsForYou(first:3)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "690a5e426fb78e73805d91333d6b57a8";

export default node;
