/**
 * @generated SignedSource<<1a0e8f545e164deaabc2373f51bb72cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WeeklyTop10List_list$data = {
  readonly edges: ReadonlyArray<{
    readonly likes: number;
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WeeklyTop10Place_cocktail">;
    };
    readonly rank: number;
    readonly repours: number;
  }>;
  readonly " $fragmentType": "WeeklyTop10List_list";
};
export type WeeklyTop10List_list$key = {
  readonly " $data"?: WeeklyTop10List_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"WeeklyTop10List_list">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WeeklyTop10List_list",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WeeklyTop10Edge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "likes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "repours",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Cocktail",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "WeeklyTop10Place_cocktail"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WeeklyTop10Connection",
  "abstractKey": null
};

(node as any).hash = "3c53daf673853a975d5f0a3c2f0b0cb1";

export default node;
