/**
 * @generated SignedSource<<f5311f328111b7fbf547f16297ec8cd2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GoingButton_event$data = {
  readonly goingCount: number;
  readonly id: string;
  readonly viewerIsGoing: boolean;
  readonly " $fragmentType": "GoingButton_event";
};
export type GoingButton_event$key = {
  readonly " $data"?: GoingButton_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"GoingButton_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GoingButton_event",
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
      "name": "goingCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsGoing",
      "storageKey": null
    }
  ],
  "type": "Event",
  "abstractKey": null
};

(node as any).hash = "cc37bf0b6285c4efc02058a66967bfd9";

export default node;
