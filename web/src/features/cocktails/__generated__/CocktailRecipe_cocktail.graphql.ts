/**
 * @generated SignedSource<<0990603b139b5859df9160484aaefe9a>>
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
      readonly name: string;
    };
    readonly note: string | null | undefined;
    readonly optional: boolean;
    readonly unit: string;
  }>;
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

(node as any).hash = "28c761b825c74bf8a9d28e4db20ca27d";

export default node;
