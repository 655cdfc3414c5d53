/**
 * @generated SignedSource<<20097fc3a119c2f9180b1df50d26e180>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VenueClaimStatus = "approved" | "pending" | "rejected" | "withdrawn";
import { FragmentRefs } from "relay-runtime";
export type BarInfoTab_user$data = {
  readonly hours: string | null | undefined;
  readonly venue: {
    readonly address: string | null | undefined;
    readonly city: string | null | undefined;
    readonly country: string | null | undefined;
    readonly id: string;
    readonly isVerified: boolean;
    readonly name: string;
    readonly state: string | null | undefined;
    readonly websiteUrl: string | null | undefined;
  } | null | undefined;
  readonly venueClaim: ReadonlyArray<{
    readonly id: string;
    readonly listedByClaimant: boolean;
    readonly status: VenueClaimStatus;
    readonly venue: {
      readonly name: string;
    };
  }>;
  readonly " $fragmentType": "BarInfoTab_user";
};
export type BarInfoTab_user$key = {
  readonly " $data"?: BarInfoTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"BarInfoTab_user">;
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
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BarInfoTab_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hours",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "websiteUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isVerified",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VenueClaim",
      "kind": "LinkedField",
      "name": "venueClaim",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "listedByClaimant",
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
            (v1/*:: as any*/)
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

(node as any).hash = "c6cfef1e1268840f363b0bba80a7c4c2";

export default node;
