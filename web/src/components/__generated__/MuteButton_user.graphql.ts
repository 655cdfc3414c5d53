/**
 * @generated SignedSource<<03819c9616c1b9c4699bd120b1338c94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MuteButton_user$data = {
  readonly databaseId: number;
  readonly displayName: string;
  readonly id: string;
  readonly viewerHasMuted: boolean;
  readonly " $fragmentType": "MuteButton_user";
};
export type MuteButton_user$key = {
  readonly " $data"?: MuteButton_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MuteButton_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MuteButton_user",
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
      "name": "viewerHasMuted",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "36275475f376c1872a4228836bdf8bc9";

export default node;
