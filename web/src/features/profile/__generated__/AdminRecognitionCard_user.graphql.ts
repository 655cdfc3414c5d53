/**
 * @generated SignedSource<<92471f196f5ec81a12f4b9e3b4c33409>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MemberBadge = "identity_verified" | "og";
import { FragmentRefs } from "relay-runtime";
export type AdminRecognitionCard_user$data = {
  readonly badges: ReadonlyArray<MemberBadge>;
  readonly id: string;
  readonly verifiedByAdmin: boolean;
  readonly verifiedByPosition: boolean;
  readonly " $fragmentType": "AdminRecognitionCard_user";
};
export type AdminRecognitionCard_user$key = {
  readonly " $data"?: AdminRecognitionCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminRecognitionCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminRecognitionCard_user",
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
      "name": "verifiedByAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verifiedByPosition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "badges",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "405a2f701b4c18ba7db74bb368c5bda1";

export default node;
