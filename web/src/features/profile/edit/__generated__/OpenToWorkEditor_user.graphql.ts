/**
 * @generated SignedSource<<ccffb20648e5fbc00b727a73a1c73fd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkRole = "bar_back" | "bar_manager" | "bartender" | "brand_ambassador" | "consultant" | "event_staff" | "head_bartender";
import { FragmentRefs } from "relay-runtime";
export type OpenToWorkEditor_user$data = {
  readonly location: string | null | undefined;
  readonly openToWork: {
    readonly cities: ReadonlyArray<string>;
    readonly note: string | null | undefined;
    readonly roles: ReadonlyArray<WorkRole>;
  } | null | undefined;
  readonly " $fragmentType": "OpenToWorkEditor_user";
};
export type OpenToWorkEditor_user$key = {
  readonly " $data"?: OpenToWorkEditor_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpenToWorkEditor_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpenToWorkEditor_user",
  "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f35f82cbd52bac2a494f5a353c15db77";

export default node;
