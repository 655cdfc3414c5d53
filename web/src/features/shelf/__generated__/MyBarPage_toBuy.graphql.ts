/**
 * @generated SignedSource<<46a8f885971004650a0611d4ff3fe013>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyBarPage_toBuy$data = {
  readonly whatToBuyNext: ReadonlyArray<{
    readonly ingredient: {
      readonly databaseId: number;
      readonly id: string;
      readonly name: string;
    };
    readonly unlocks: number;
  }>;
  readonly " $fragmentType": "MyBarPage_toBuy";
};
export type MyBarPage_toBuy$key = {
  readonly " $data"?: MyBarPage_toBuy$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyBarPage_toBuy">;
};

import MyBarPageToBuyQuery_graphql from './MyBarPageToBuyQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": MyBarPageToBuyQuery_graphql
    }
  },
  "name": "MyBarPage_toBuy",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        }
      ],
      "concreteType": "ShelfSuggestion",
      "kind": "LinkedField",
      "name": "whatToBuyNext",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unlocks",
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
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f462428df8caa2ed698697cfca9a59bb";

export default node;
