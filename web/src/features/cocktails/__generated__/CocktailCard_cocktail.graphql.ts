/**
 * @generated SignedSource<<075dfe627107362509d9bc626978fb6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CocktailCard_cocktail$data = {
  readonly classicEra: string | null | undefined;
  readonly creator: {
    readonly username: string;
  } | null | undefined;
  readonly glassware: string;
  readonly ingredients: ReadonlyArray<{
    readonly brand: string | null | undefined;
    readonly ingredient: {
      readonly name: string;
    };
  }>;
  readonly originalCreatorName: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_cocktail" | "RepourButton_cocktail">;
  readonly " $fragmentType": "CocktailCard_cocktail";
};
export type CocktailCard_cocktail$key = {
  readonly " $data"?: CocktailCard_cocktail$data;
  readonly " $fragmentSpreads": FragmentRefs<"CocktailCard_cocktail">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CocktailCard_cocktail",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalCreatorName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "creator",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        }
      ],
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
      "name": "classicEra",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LikeButton_cocktail"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RepourButton_cocktail"
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
          "name": "brand",
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

(node as any).hash = "4351fdf8c21aa25515de48a2fe41758f";

export default node;
