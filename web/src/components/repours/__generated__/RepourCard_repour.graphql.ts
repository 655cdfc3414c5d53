/**
 * @generated SignedSource<<e0394efd9fbba82d950383a5fea845fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileType = "admin" | "bar" | "bartender" | "brand" | "user";
import { FragmentRefs } from "relay-runtime";
export type RepourCard_repour$data = {
  readonly cocktail: {
    readonly databaseId: number;
    readonly glassware: string;
    readonly isMocktail: boolean;
    readonly name: string;
    readonly photoUrl: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"LikeButton_cocktail" | "RepourButton_cocktail">;
  };
  readonly createdAt: any;
  readonly note: string | null | undefined;
  readonly repourer: {
    readonly avatarUrl: string | null | undefined;
    readonly databaseId: number;
    readonly displayName: string;
    readonly firstName: string;
    readonly profileType: ProfileType;
    readonly username: string;
  };
  readonly " $fragmentType": "RepourCard_repour";
};
export type RepourCard_repour$key = {
  readonly " $data"?: RepourCard_repour$data;
  readonly " $fragmentSpreads": FragmentRefs<"RepourCard_repour">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "RepourCard_repour",
  "selections": [
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "repourer",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avatarUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profileType",
          "storageKey": null
        }
      ],
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Repour",
  "abstractKey": null
};
})();

(node as any).hash = "3205dfe9549ef834c05b7a8adb0ca007";

export default node;
