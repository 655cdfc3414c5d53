/**
 * @generated SignedSource<<45d6f22595dd99bc9a08be436a0b90b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileType = "admin" | "bar" | "bartender" | "brand" | "user";
import { FragmentRefs } from "relay-runtime";
export type ProfileDetailsSection_user$data = {
  readonly bio: string | null | undefined;
  readonly chosenDisplayName: string | null | undefined;
  readonly email: string | null | undefined;
  readonly favoriteStyle: string | null | undefined;
  readonly firstName: string;
  readonly hours: string | null | undefined;
  readonly lastName: string;
  readonly location: string | null | undefined;
  readonly profileType: ProfileType;
  readonly shareCheckIns: boolean | null | undefined;
  readonly specialties: ReadonlyArray<string>;
  readonly " $fragmentType": "ProfileDetailsSection_user";
};
export type ProfileDetailsSection_user$key = {
  readonly " $data"?: ProfileDetailsSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileDetailsSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileDetailsSection_user",
  "selections": [
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
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chosenDisplayName",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "specialties",
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
      "name": "hours",
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
      "kind": "ScalarField",
      "name": "shareCheckIns",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "86e8248e01c39f0fb90e397cc218f775";

export default node;
