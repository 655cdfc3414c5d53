/**
 * @generated SignedSource<<78d30636821bd078c00d53e3bc90a227>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MenuView_menu$data = {
  readonly name: string;
  readonly sections: ReadonlyArray<{
    readonly databaseId: number;
    readonly items: ReadonlyArray<{
      readonly available: boolean;
      readonly cocktail: {
        readonly databaseId: number;
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly databaseId: number;
      readonly description: string | null | undefined;
      readonly name: string;
      readonly note: string | null | undefined;
      readonly price: string;
    }>;
    readonly name: string;
  }>;
  readonly venue: {
    readonly " $fragmentSpreads": FragmentRefs<"CheckInButton_venue">;
  } | null | undefined;
  readonly " $fragmentType": "MenuView_menu";
};
export type MenuView_menu$key = {
  readonly " $data"?: MenuView_menu$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuView_menu">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MenuView_menu",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "MenuSection",
      "kind": "LinkedField",
      "name": "sections",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "MenuItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            (v0/*:: as any*/),
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
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                (v0/*:: as any*/)
              ],
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
      "concreteType": "Venue",
      "kind": "LinkedField",
      "name": "venue",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CheckInButton_venue"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Menu",
  "abstractKey": null
};
})();

(node as any).hash = "64a9314287ed8c13d00e2db45355d282";

export default node;
