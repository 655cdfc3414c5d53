/**
 * @generated SignedSource<<26a66671c6895d5fce7dcec2a575a1c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Visibility = "private" | "public";
import { FragmentRefs } from "relay-runtime";
export type RepourButton_cocktail$data = {
  readonly id: string;
  readonly name: string;
  readonly repoursCount: number;
  readonly viewerHasRepoured: boolean;
  readonly visibility: Visibility;
  readonly " $fragmentType": "RepourButton_cocktail";
};
export type RepourButton_cocktail$key = {
  readonly " $data"?: RepourButton_cocktail$data;
  readonly " $fragmentSpreads": FragmentRefs<"RepourButton_cocktail">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RepourButton_cocktail",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visibility",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "repoursCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasRepoured",
      "storageKey": null
    }
  ],
  "type": "Cocktail",
  "abstractKey": null
};

(node as any).hash = "c94504dbff4a8d740a923c779e132928";

export default node;
