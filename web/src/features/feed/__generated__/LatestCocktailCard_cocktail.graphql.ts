/**
 * @generated SignedSource<<a1422df195f837843ed64e833f13eca6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestCocktailCard_cocktail$data = {
  readonly databaseId: number;
  readonly glassware: string;
  readonly isMocktail: boolean;
  readonly name: string;
  readonly photoUrl: string | null | undefined;
  readonly " $fragmentType": "LatestCocktailCard_cocktail";
};
export type LatestCocktailCard_cocktail$key = {
  readonly " $data"?: LatestCocktailCard_cocktail$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestCocktailCard_cocktail">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestCocktailCard_cocktail",
  "selections": [
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "glassware",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "photoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMocktail",
      "storageKey": null
    }
  ],
  "type": "Cocktail",
  "abstractKey": null
};

(node as any).hash = "226dfe92a4b13a05d4b5cf80a87f88ab";

export default node;
