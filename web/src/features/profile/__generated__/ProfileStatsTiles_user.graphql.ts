/**
 * @generated SignedSource<<da90594de13f700dc24d624189c69358>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileStatsTiles_user$data = {
  readonly stats: {
    readonly totalRepours: number;
    readonly weeklyTop10Appearances: number;
  };
  readonly " $fragmentType": "ProfileStatsTiles_user";
};
export type ProfileStatsTiles_user$key = {
  readonly " $data"?: ProfileStatsTiles_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileStatsTiles_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileStatsTiles_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileStats",
      "kind": "LinkedField",
      "name": "stats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalRepours",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weeklyTop10Appearances",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "1d87f0f157630b494bf5289a74dc2616";

export default node;
