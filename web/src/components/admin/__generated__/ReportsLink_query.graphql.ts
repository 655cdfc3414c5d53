/**
 * @generated SignedSource<<403aa00df1fbf5a6146ca3d2b046aa4d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReportsLink_query$data = {
  readonly cocktailReports: {
    readonly counts: {
      readonly id: string;
      readonly open: number;
    };
  };
  readonly " $fragmentType": "ReportsLink_query";
};
export type ReportsLink_query$key = {
  readonly " $data"?: ReportsLink_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReportsLink_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReportsLink_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 0
        }
      ],
      "concreteType": "CocktailReportConnection",
      "kind": "LinkedField",
      "name": "cocktailReports",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CocktailReportCounts",
          "kind": "LinkedField",
          "name": "counts",
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
              "name": "open",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "cocktailReports(first:0)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "16eec758cdca680972e83dac3bf764f1";

export default node;
