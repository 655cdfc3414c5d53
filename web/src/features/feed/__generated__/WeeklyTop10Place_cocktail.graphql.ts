/**
 * @generated SignedSource<<1283bed1513b5b9c004f58b157f2d173>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WeeklyTop10Place_cocktail$data = {
  readonly databaseId: number;
  readonly glassware: string;
  readonly isMocktail: boolean;
  readonly name: string;
  readonly photoUrl: string | null | undefined;
  readonly " $fragmentType": "WeeklyTop10Place_cocktail";
};
export type WeeklyTop10Place_cocktail$key = {
  readonly " $data"?: WeeklyTop10Place_cocktail$data;
  readonly " $fragmentSpreads": FragmentRefs<"WeeklyTop10Place_cocktail">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WeeklyTop10Place_cocktail",
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

(node as any).hash = "6d66f34d1ea6aa81edebba7e44bd177f";

export default node;
