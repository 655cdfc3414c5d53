/**
 * @generated SignedSource<<97d3ff9c8adb3b11bdb886a8ae17174b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type YourCustomIngredients_item$data = {
  readonly category: string;
  readonly name: string;
  readonly yieldAmount: number | null | undefined;
  readonly yieldUnit: string | null | undefined;
  readonly " $fragmentType": "YourCustomIngredients_item";
};
export type YourCustomIngredients_item$key = {
  readonly " $data"?: YourCustomIngredients_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"YourCustomIngredients_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "YourCustomIngredients_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "yieldAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "yieldUnit",
      "storageKey": null
    }
  ],
  "type": "CustomIngredient",
  "abstractKey": null
};

(node as any).hash = "9de28825cba12aba05634af506874d5d";

export default node;
