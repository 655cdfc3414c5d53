/**
 * @generated SignedSource<<fd09890092af50e8e0f521bfa4c57148>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VerificationStatus = "denied" | "pending" | "unverified" | "verified";
import { FragmentRefs } from "relay-runtime";
export type WorkHistoryList_user$data = {
  readonly workEntries: ReadonlyArray<{
    readonly city: string;
    readonly country: string;
    readonly current: boolean;
    readonly endDate: string | null | undefined;
    readonly id: string;
    readonly linkedToOrganization: boolean;
    readonly organizationName: string;
    readonly position: string;
    readonly region: string | null | undefined;
    readonly startDate: string;
    readonly verificationStatus: VerificationStatus;
  }>;
  readonly " $fragmentType": "WorkHistoryList_user";
};
export type WorkHistoryList_user$key = {
  readonly " $data"?: WorkHistoryList_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkHistoryList_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkHistoryList_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkEntry",
      "kind": "LinkedField",
      "name": "workEntries",
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
          "name": "position",
          "storageKey": null
        },
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
          "kind": "ScalarField",
          "name": "linkedToOrganization",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b43e26dcbc52a3941ee27b88da43812f";

export default node;
