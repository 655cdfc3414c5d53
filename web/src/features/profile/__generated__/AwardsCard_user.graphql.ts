/**
 * @generated SignedSource<<fb402f691203008a2ff4530c09941e58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AchievementType = "award" | "certificate" | "competition";
import { FragmentRefs } from "relay-runtime";
export type AwardsCard_user$data = {
  readonly achievements: ReadonlyArray<{
    readonly certificateUrl: string | null | undefined;
    readonly competition: string | null | undefined;
    readonly id: string;
    readonly issuer: string | null | undefined;
    readonly organizer: string | null | undefined;
    readonly place: string | null | undefined;
    readonly result: string | null | undefined;
    readonly title: string;
    readonly type: AchievementType;
    readonly year: number | null | undefined;
  }>;
  readonly venue: {
    readonly awards: ReadonlyArray<{
      readonly certificateUrl: string | null | undefined;
      readonly competition: string | null | undefined;
      readonly id: string;
      readonly place: string | null | undefined;
      readonly title: string;
      readonly year: number | null | undefined;
    }>;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "AwardsCard_user";
};
export type AwardsCard_user$key = {
  readonly " $data"?: AwardsCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AwardsCard_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "competition",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "place",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "certificateUrl",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AwardsCard_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Achievement",
      "kind": "LinkedField",
      "name": "achievements",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organizer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "result",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "issuer",
          "storageKey": null
        },
        (v4/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Venue",
      "kind": "LinkedField",
      "name": "venue",
      "plural": false,
      "selections": [
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
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/)
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

(node as any).hash = "78636d7180b5a1b5e2680573eeaa7d51";

export default node;
