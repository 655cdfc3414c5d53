/**
 * @generated SignedSource<<6aad565e3bb9acf60fa0dece095f7633>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileStatsTiles_user$data = {
  readonly totalRepours: number;
  readonly weeklyTop10Hits: number;
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
      "kind": "ScalarField",
      "name": "totalRepours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weeklyTop10Hits",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "333b0cc7fb3dabbc9ae6993618e4b494";

export default node;
