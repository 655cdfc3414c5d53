/**
 * @generated SignedSource<<37770c78843cca2f78fd1645dca36d20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckInButton_venue$data = {
  readonly checkInCount: number;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "CheckInButton_venue";
};
export type CheckInButton_venue$key = {
  readonly " $data"?: CheckInButton_venue$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckInButton_venue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckInButton_venue",
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
      "name": "checkInCount",
      "storageKey": null
    }
  ],
  "type": "Venue",
  "abstractKey": null
};

(node as any).hash = "58e8d66aba291e16ac80db1bb28206da";

export default node;
