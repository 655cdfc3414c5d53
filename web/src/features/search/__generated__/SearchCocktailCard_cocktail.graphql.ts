/**
 * @generated SignedSource<<4548f85b9662cf3eb72899f6876e6a07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchCocktailCard_cocktail$data = {
  readonly creator: {
    readonly displayName: string;
  } | null | undefined;
  readonly databaseId: number;
  readonly description: string | null | undefined;
  readonly garnish: string | null | undefined;
  readonly glassware: string;
  readonly name: string;
  readonly originalCreatorName: string | null | undefined;
  readonly reviewCount: number;
  readonly " $fragmentType": "SearchCocktailCard_cocktail";
};
export type SearchCocktailCard_cocktail$key = {
  readonly " $data"?: SearchCocktailCard_cocktail$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchCocktailCard_cocktail">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchCocktailCard_cocktail",
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
      "name": "description",
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
      "name": "garnish",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "reviewCount",
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
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cocktail",
  "abstractKey": null
};

(node as any).hash = "9afa6b0184c3877ea28bf925786ec316";

export default node;
