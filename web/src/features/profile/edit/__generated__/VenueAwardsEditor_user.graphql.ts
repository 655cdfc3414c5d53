/**
 * @generated SignedSource<<b4d5844f3d4124a40ab25b95766f2ec8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VenueAwardsEditor_user$data = {
  readonly venue: {
    readonly awards: ReadonlyArray<{
      readonly competition: string | null | undefined;
      readonly id: string;
      readonly place: string | null | undefined;
      readonly title: string;
      readonly year: number | null | undefined;
    }>;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "VenueAwardsEditor_user";
};
export type VenueAwardsEditor_user$key = {
  readonly " $data"?: VenueAwardsEditor_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"VenueAwardsEditor_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VenueAwardsEditor_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Venue",
      "kind": "LinkedField",
      "name": "venue",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "VenueAward",
          "kind": "LinkedField",
          "name": "awards",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "competition",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "place",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "year",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "db17f0873440eddd573f0966f1c2ec47";

export default node;
