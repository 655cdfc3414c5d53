/**
 * @generated SignedSource<<09239c2a290fa107e6e1f39841d94a7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CocktailRecipe_cocktail$data = {
  readonly ingredients: ReadonlyArray<{
    readonly amount: number | null | undefined;
    readonly brand: string | null | undefined;
    readonly ingredient: {
      readonly abv: number | null | undefined;
      readonly name: string;
    };
    readonly note: string | null | undefined;
    readonly optional: boolean;
    readonly unit: string;
  }>;
  readonly method: string | null | undefined;
  readonly " $fragmentType": "CocktailRecipe_cocktail";
};
export type CocktailRecipe_cocktail$key = {
  readonly " $data"?: CocktailRecipe_cocktail$data;
  readonly " $fragmentSpreads": FragmentRefs<"CocktailRecipe_cocktail">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CocktailRecipe_cocktail",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "method",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CocktailIngredient",
      "kind": "LinkedField",
      "name": "ingredients",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "brand",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "optional",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Ingredient",
          "kind": "LinkedField",
          "name": "ingredient",
          "plural": false,
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
              "name": "abv",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cocktail",
  "abstractKey": null
};

(node as any).hash = "2983b3e73f656db633ff27b8f3ed00fd";

export default node;
