/**
 * @generated SignedSource<<f60853b60af69dc3870609e504fdf9c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileType = "admin" | "bar" | "bartender" | "brand" | "user";
import { FragmentRefs } from "relay-runtime";
export type ConnectionCard_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly bio: string | null | undefined;
  readonly databaseId: number;
  readonly displayName: string;
  readonly firstName: string;
  readonly isVerified: boolean;
  readonly location: string | null | undefined;
  readonly profileType: ProfileType;
  readonly username: string;
  readonly " $fragmentType": "ConnectionCard_user";
};
export type ConnectionCard_user$key = {
  readonly " $data"?: ConnectionCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConnectionCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConnectionCard_user",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f6a5a5054c5278409907536da9b8c1fa";

export default node;
