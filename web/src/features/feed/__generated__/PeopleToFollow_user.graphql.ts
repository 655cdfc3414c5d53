/**
 * @generated SignedSource<<3a9c77ec6ec5ddf21006ea933326652d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileType = "admin" | "bar" | "bartender" | "brand" | "user";
import { FragmentRefs } from "relay-runtime";
export type PeopleToFollow_user$data = {
  readonly peopleToFollow: ReadonlyArray<{
    readonly avatarUrl: string | null | undefined;
    readonly databaseId: number;
    readonly displayName: string;
    readonly firstName: string;
    readonly id: string;
    readonly location: string | null | undefined;
    readonly profileType: ProfileType;
    readonly username: string;
    readonly " $fragmentSpreads": FragmentRefs<"FollowButton_user">;
  }>;
  readonly " $fragmentType": "PeopleToFollow_user";
};
export type PeopleToFollow_user$key = {
  readonly " $data"?: PeopleToFollow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PeopleToFollow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PeopleToFollow_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "peopleToFollow",
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
          "name": "location",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FollowButton_user"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "06a3abc13305aa36ea16a18b0e4bbb71";

export default node;
