/**
 * @generated SignedSource<<ff7b772205106d6540fbc96d948626a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CocktailJourneyCard_user$data = {
  readonly journey: {
    readonly barsVisited: number;
    readonly checkIns: number;
    readonly favoriteStyle: string | null | undefined;
    readonly reviews: number;
    readonly topRatedCocktails: ReadonlyArray<{
      readonly databaseId: number;
      readonly id: string;
      readonly name: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "CocktailJourneyCard_user";
};
export type CocktailJourneyCard_user$key = {
  readonly " $data"?: CocktailJourneyCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CocktailJourneyCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CocktailJourneyCard_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CocktailJourney",
      "kind": "LinkedField",
      "name": "journey",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "barsVisited",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviews",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "checkIns",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "favoriteStyle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Cocktail",
          "kind": "LinkedField",
          "name": "topRatedCocktails",
          "plural": true,
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
              "name": "databaseId",
              "storageKey": null
            },
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7d7c41f2559fce829c4e000942366d1a";

export default node;
