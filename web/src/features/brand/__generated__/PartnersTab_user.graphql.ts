/**
 * @generated SignedSource<<8fda2e0be05590b6e0c17bfa9dad8600>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartnersTab_user$data = {
  readonly partnerships: ReadonlyArray<{
    readonly id: string;
    readonly venue: {
      readonly city: string | null | undefined;
      readonly country: string | null | undefined;
      readonly name: string;
      readonly state: string | null | undefined;
    };
  }>;
  readonly " $fragmentType": "PartnersTab_user";
};
export type PartnersTab_user$key = {
  readonly " $data"?: PartnersTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartnersTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartnersTab_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Partnership",
      "kind": "LinkedField",
      "name": "partnerships",
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

(node as any).hash = "842e3bc50f9fb20db26e244699c58268";

export default node;
