/**
 * @generated SignedSource<<325f84528764f13d184f574dd779c55a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckInsLink_user$data = {
  readonly journey: {
    readonly barsVisited: number;
    readonly checkIns: number;
  } | null | undefined;
  readonly " $fragmentType": "CheckInsLink_user";
};
export type CheckInsLink_user$key = {
  readonly " $data"?: CheckInsLink_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckInsLink_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckInsLink_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CocktailJourney",
      "kind": "LinkedField",
      "name": "journey",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "barsVisited",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "checkIns",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2f011c98f1645c49b02d23aed2cefd9c";

export default node;
