/**
 * @generated SignedSource<<776de8a18d9a686a5c8c39c92b361b1a>>
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
  readonly databaseId: number;
  readonly glassware: string;
  readonly ingredients: ReadonlyArray<{
    readonly brand: string | null | undefined;
    readonly ingredient: {
      readonly name: string;
    };
  }>;
  readonly name: string;
  readonly originalCreatorName: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_cocktail" | "RepourButton_cocktail">;
  readonly " $fragmentType": "CocktailCard_cocktail";
};
export type CocktailCard_cocktail$key = {
  readonly " $data"?: CocktailCard_cocktail$data;
  readonly " $fragmentSpreads": FragmentRefs<"CocktailCard_cocktail">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CocktailCard_cocktail",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
            (v0/*:: as any*/)
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
})();

(node as any).hash = "83679ebd83154cc6a946e17f1e32c619";

export default node;
