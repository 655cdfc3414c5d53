/**
 * @generated SignedSource<<2727f70776d752800dd5cba94af1b12c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MemberBadge = "identity_verified" | "og";
export type ProfileType = "admin" | "bar" | "bartender" | "brand" | "user";
export type VerificationStatus = "denied" | "pending" | "unverified" | "verified";
import { FragmentRefs } from "relay-runtime";
export type ProfileHeader_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly badges: ReadonlyArray<MemberBadge>;
  readonly bio: string | null | undefined;
  readonly cocktailCount: number;
  readonly connectionCounts: {
    readonly followers: number;
    readonly following: number;
  };
  readonly createdAt: any;
  readonly currentPositions: ReadonlyArray<{
    readonly city: string;
    readonly country: string;
    readonly id: string;
    readonly organizationName: string;
    readonly position: string;
    readonly region: string | null | undefined;
    readonly verificationStatus: VerificationStatus;
  }>;
  readonly databaseId: number;
  readonly displayName: string;
  readonly firstName: string;
  readonly isVerified: boolean;
  readonly lastName: string;
  readonly location: string | null | undefined;
  readonly openToWork: {
    readonly since: any;
  } | null | undefined;
  readonly profileType: ProfileType;
  readonly specialties: ReadonlyArray<string>;
  readonly username: string;
  readonly " $fragmentType": "ProfileHeader_user";
};
export type ProfileHeader_user$key = {
  readonly " $data"?: ProfileHeader_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileHeader_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileHeader_user",
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
      "name": "lastName",
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
      "name": "avatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profileType",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "badges",
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
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cocktailCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConnectionCounts",
      "kind": "LinkedField",
      "name": "connectionCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "followers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "following",
          "storageKey": null
        }
      ],
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
          "name": "since",
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
      "name": "currentPositions",
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
          "name": "verificationStatus",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2b04efcd77b3476e1ccee862145a2f2b";

export default node;
