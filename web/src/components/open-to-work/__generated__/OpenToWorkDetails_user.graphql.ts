/**
 * @generated SignedSource<<5afc69cfd7fae219b53a36aaeeeb4097>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkRole = "bar_back" | "bar_manager" | "bartender" | "brand_ambassador" | "consultant" | "event_staff" | "head_bartender";
import { FragmentRefs } from "relay-runtime";
export type OpenToWorkDetails_user$data = {
  readonly openToWork: {
    readonly cities: ReadonlyArray<string>;
    readonly note: string | null | undefined;
    readonly roles: ReadonlyArray<WorkRole>;
    readonly since: any;
  } | null | undefined;
  readonly " $fragmentType": "OpenToWorkDetails_user";
};
export type OpenToWorkDetails_user$key = {
  readonly " $data"?: OpenToWorkDetails_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpenToWorkDetails_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpenToWorkDetails_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OpenToWork",
      "kind": "LinkedField",
      "name": "openToWork",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roles",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cities",
          "storageKey": null
        },
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
          "name": "since",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "dcd7459099ae322b6321afc5fa830a4e";

export default node;
