/**
 * @generated SignedSource<<aa7f0397fef0162682c646887d2cde18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LikeButton_cocktail$data = {
  readonly id: string;
  readonly likesCount: number;
  readonly viewerHasLiked: boolean;
  readonly " $fragmentType": "LikeButton_cocktail";
};
export type LikeButton_cocktail$key = {
  readonly " $data"?: LikeButton_cocktail$data;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_cocktail">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LikeButton_cocktail",
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
      "name": "likesCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasLiked",
      "storageKey": null
    }
  ],
  "type": "Cocktail",
  "abstractKey": null
};

(node as any).hash = "a95149405aa65db01057cdb8829e8104";

export default node;
