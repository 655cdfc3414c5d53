/**
 * @generated SignedSource<<9e6d3d1d76269a8726d9efe752b33184>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkRole = "bar_back" | "bar_manager" | "bartender" | "brand_ambassador" | "consultant" | "event_staff" | "head_bartender";
import { FragmentRefs } from "relay-runtime";
export type PersonOpenToWorkCard_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly databaseId: number;
  readonly displayName: string;
  readonly firstName: string;
  readonly location: string | null | undefined;
  readonly openToWork: {
    readonly cities: ReadonlyArray<string>;
    readonly note: string | null | undefined;
    readonly roles: ReadonlyArray<WorkRole>;
  } | null | undefined;
  readonly specialties: ReadonlyArray<string>;
  readonly username: string;
  readonly verifiedPositions: ReadonlyArray<{
    readonly id: string;
    readonly organizationName: string;
    readonly position: string;
    readonly venue: {
      readonly name: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "PersonOpenToWorkCard_user";
};
export type PersonOpenToWorkCard_user$key = {
  readonly " $data"?: PersonOpenToWorkCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonOpenToWorkCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonOpenToWorkCard_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "specialties",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkEntry",
      "kind": "LinkedField",
      "name": "verifiedPositions",
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

(node as any).hash = "8773a2b2c4c2eb79a549d900cd10616f";

export default node;
