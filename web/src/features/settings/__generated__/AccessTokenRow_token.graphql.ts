/**
 * @generated SignedSource<<7cae885281b671349f89c3d9887d8d76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccessTokenScope = "read" | "read_write";
import { FragmentRefs } from "relay-runtime";
export type AccessTokenRow_token$data = {
  readonly createdAt: any;
  readonly expiresAt: any | null | undefined;
  readonly hint: string;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly scope: AccessTokenScope;
  readonly " $fragmentType": "AccessTokenRow_token";
};
export type AccessTokenRow_token$key = {
  readonly " $data"?: AccessTokenRow_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessTokenRow_token">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessTokenRow_token",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scope",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hint",
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
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    }
  ],
  "type": "AccessToken",
  "abstractKey": null
};

(node as any).hash = "a5babdcd3840deb1af46c439316b7adb";

export default node;
