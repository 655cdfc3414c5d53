/**
 * @generated SignedSource<<5e8810b725a6b31b5cb44093c93b595e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EventsTab_user$data = {
  readonly events: ReadonlyArray<{
    readonly city: string | null | undefined;
    readonly date: string;
    readonly id: string;
    readonly name: string;
    readonly time: string | null | undefined;
    readonly venue: {
      readonly city: string | null | undefined;
      readonly name: string;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"GoingButton_event">;
  }>;
  readonly location: string | null | undefined;
  readonly venue: {
    readonly city: string | null | undefined;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "EventsTab_user";
};
export type EventsTab_user$key = {
  readonly " $data"?: EventsTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EventsTab_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Venue",
  "kind": "LinkedField",
  "name": "venue",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EventsTab_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    },
    (v2/*:: as any*/),
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
        (v0/*:: as any*/),
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
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "GoingButton_event"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "802e8b61e838deaff28dd170e85b7385";

export default node;
