/**
 * @generated SignedSource<<fccc039b421c2792125948d38d446dd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchIngredientCard_ingredient$data = {
  readonly abv: number | null | undefined;
  readonly category: string;
  readonly description: string | null | undefined;
  readonly name: string;
  readonly variantCount: number;
  readonly " $fragmentType": "SearchIngredientCard_ingredient";
};
export type SearchIngredientCard_ingredient$key = {
  readonly " $data"?: SearchIngredientCard_ingredient$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchIngredientCard_ingredient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchIngredientCard_ingredient",
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
      "name": "abv",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "variantCount",
      "storageKey": null
    }
  ],
  "type": "Ingredient",
  "abstractKey": null
};

(node as any).hash = "d4bbee412ddba7b9ccd0065eed2fe771";

export default node;
