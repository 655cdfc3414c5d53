/**
 * @generated SignedSource<<6b52a331383df21ee5e5a7533a629f36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventsTab_user$data = {
  readonly events: ReadonlyArray<{
    readonly date: string;
    readonly id: string;
    readonly name: string;
    readonly time: string | null | undefined;
  }>;
  readonly " $fragmentType": "EventsTab_user";
};
export type EventsTab_user$key = {
  readonly " $data"?: EventsTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventsTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventsTab_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Event",
      "kind": "LinkedField",
      "name": "events",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "time",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "43e05d553a435e49385c2fdcb0de3543";

export default node;
