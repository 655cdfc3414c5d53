/**
 * @generated SignedSource<<b229005fb64be0a62b73b9d509d192fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CocktailImportFormat = "bar_assistant" | "repour" | "schema_org";
export type CocktailImportStatus = "duplicate" | "invalid" | "new";
import { FragmentRefs } from "relay-runtime";
export type ImportFields_import$data = {
  readonly createdCount: number;
  readonly format: CocktailImportFormat;
  readonly newIngredients: ReadonlyArray<{
    readonly category: string;
    readonly name: string;
    readonly recipes: number;
  }>;
  readonly recipes: ReadonlyArray<{
    readonly cocktailDatabaseId: number | null | undefined;
    readonly lines: ReadonlyArray<{
      readonly amount: number | null | undefined;
      readonly changed: string | null | undefined;
      readonly ingredient: string;
      readonly newIngredient: boolean;
      readonly note: string | null | undefined;
      readonly unit: string;
      readonly written: string;
    }>;
    readonly name: string;
    readonly reason: string | null | undefined;
    readonly status: CocktailImportStatus;
  }>;
  readonly skippedCount: number;
  readonly " $fragmentType": "ImportFields_import";
};
export type ImportFields_import$key = {
  readonly " $data"?: ImportFields_import$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportFields_import">;
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
  "name": "ImportFields_import",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "format",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skippedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CocktailImportRecipe",
      "kind": "LinkedField",
      "name": "recipes",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cocktailDatabaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CocktailImportLine",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "written",
              "storageKey": null
            },
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
              "name": "ingredient",
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
              "name": "changed",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "newIngredient",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CocktailImportIngredient",
      "kind": "LinkedField",
      "name": "newIngredients",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "recipes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CocktailImport",
  "abstractKey": null
};
})();

(node as any).hash = "20fe724f817f4fb221b35e7931148206";

export default node;
