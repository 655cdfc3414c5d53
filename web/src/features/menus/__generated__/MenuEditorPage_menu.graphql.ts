/**
 * @generated SignedSource<<7da16d641e71296a3c037e80919125df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MenuEditorPage_menu$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly name: string;
  readonly published: boolean;
  readonly sections: ReadonlyArray<{
    readonly items: ReadonlyArray<{
      readonly available: boolean;
      readonly cocktail: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly description: string | null | undefined;
      readonly name: string;
      readonly note: string | null | undefined;
      readonly price: string;
    }>;
    readonly name: string;
  }>;
  readonly " $fragmentType": "MenuEditorPage_menu";
};
export type MenuEditorPage_menu$key = {
  readonly " $data"?: MenuEditorPage_menu$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuEditorPage_menu">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
  "name": "MenuEditorPage_menu",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "published",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MenuSection",
      "kind": "LinkedField",
      "name": "sections",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "MenuItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
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
              "name": "price",
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
              "name": "available",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Cocktail",
              "kind": "LinkedField",
              "name": "cocktail",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Menu",
  "abstractKey": null
};
})();

(node as any).hash = "ecea7224fe096878440ec7903fe368e8";

export default node;
