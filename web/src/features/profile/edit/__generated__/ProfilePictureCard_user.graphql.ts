/**
 * @generated SignedSource<<612ec3911275c261d7f9f686185efe07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfilePictureCard_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly firstName: string;
  readonly username: string;
  readonly " $fragmentType": "ProfilePictureCard_user";
};
export type ProfilePictureCard_user$key = {
  readonly " $data"?: ProfilePictureCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePictureCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfilePictureCard_user",
  "selections": [
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
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "1ec576148a860eb3ec1d9ef559514dc8";

export default node;
