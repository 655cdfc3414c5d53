/**
 * @generated SignedSource<<1d3c419ff17194c7847f43b9f56a2554>>
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
      readonly id: string;
      readonly isVerified: boolean;
      readonly name: string;
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
          "name": "region",
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

(node as any).hash = "7f64ab63f106f5203756c1aa2a3d47ab";

export default node;
