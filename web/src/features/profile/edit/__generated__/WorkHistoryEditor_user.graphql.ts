/**
 * @generated SignedSource<<0bdbca008a5ecc2e30ffe88eb609df33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VerificationStatus = "denied" | "pending" | "unverified" | "verified";
import { FragmentRefs } from "relay-runtime";
export type WorkHistoryEditor_user$data = {
  readonly workEntries: ReadonlyArray<{
    readonly city: string;
    readonly country: string;
    readonly current: boolean;
    readonly endDate: string | null | undefined;
    readonly id: string;
    readonly organizationName: string;
    readonly position: string;
    readonly postalCode: string | null | undefined;
    readonly region: string | null | undefined;
    readonly startDate: string;
    readonly venue: {
      readonly city: string | null | undefined;
      readonly country: string | null | undefined;
      readonly id: string;
      readonly isVerified: boolean;
      readonly name: string;
      readonly state: string | null | undefined;
    } | null | undefined;
    readonly verificationStatus: VerificationStatus;
  }>;
  readonly " $fragmentType": "WorkHistoryEditor_user";
};
export type WorkHistoryEditor_user$key = {
  readonly " $data"?: WorkHistoryEditor_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkHistoryEditor_user">;
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
  "name": "city",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkHistoryEditor_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkEntry",
      "kind": "LinkedField",
      "name": "workEntries",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organizationName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "region",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postalCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "verificationStatus",
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "state",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isVerified",
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

(node as any).hash = "5ae78fd2badf11db9584eef11e0c3ff3";

export default node;
