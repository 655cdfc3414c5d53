/**
 * @generated SignedSource<<c1915c03021c3d42b143c03e88c895fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CampaignsTab_user$data = {
  readonly campaigns: ReadonlyArray<{
    readonly active: boolean;
    readonly description: string | null | undefined;
    readonly endsOn: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly startsOn: string | null | undefined;
  }>;
  readonly " $fragmentType": "CampaignsTab_user";
};
export type CampaignsTab_user$key = {
  readonly " $data"?: CampaignsTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignsTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CampaignsTab_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Campaign",
      "kind": "LinkedField",
      "name": "campaigns",
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
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startsOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endsOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c2978e3b7e954578a8444377ff9abcfc";

export default node;
