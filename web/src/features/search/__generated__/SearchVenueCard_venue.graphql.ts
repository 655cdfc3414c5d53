/**
 * @generated SignedSource<<8fbce6cb5c2e354807d79652799628a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchVenueCard_venue$data = {
  readonly address: string | null | undefined;
  readonly city: string | null | undefined;
  readonly country: string | null | undefined;
  readonly isVerified: boolean;
  readonly name: string;
  readonly state: string | null | undefined;
  readonly websiteUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CheckInButton_venue">;
  readonly " $fragmentType": "SearchVenueCard_venue";
};
export type SearchVenueCard_venue$key = {
  readonly " $data"?: SearchVenueCard_venue$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchVenueCard_venue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchVenueCard_venue",
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
      "name": "isVerified",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckInButton_venue"
    }
  ],
  "type": "Venue",
  "abstractKey": null
};

(node as any).hash = "d4b857d39f6810ce668f3b1c062fce4e";

export default node;
