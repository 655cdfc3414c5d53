/**
 * @generated SignedSource<<6e8d4aba9b7920da03dc96c2ed51b185>>
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
    }
  ],
  "type": "Venue",
  "abstractKey": null
};

(node as any).hash = "c2682d2fce3b6c92cfe6035312fe6aec";

export default node;
