/**
 * @generated SignedSource<<ca4a6b1279adcf5549d07e4683e8e64e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkRole = "bar_back" | "bar_manager" | "bartender" | "brand_ambassador" | "consultant" | "event_staff" | "head_bartender";
import { FragmentRefs } from "relay-runtime";
export type GigPage_gig$data = {
  readonly city: string;
  readonly closesOn: string;
  readonly databaseId: number;
  readonly description: string;
  readonly id: string;
  readonly interestCount: number | null | undefined;
  readonly isOpen: boolean;
  readonly payText: string;
  readonly poster: {
    readonly databaseId: number;
    readonly displayName: string;
  };
  readonly role: WorkRole;
  readonly startsOn: string;
  readonly title: string;
  readonly viewerInterest: {
    readonly id: string;
    readonly note: string | null | undefined;
  } | null | undefined;
  readonly viewerIsPoster: boolean;
  readonly " $fragmentType": "GigPage_gig";
};
export type GigPage_gig$key = {
  readonly " $data"?: GigPage_gig$data;
  readonly " $fragmentSpreads": FragmentRefs<"GigPage_gig">;
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
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GigPage_gig",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
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
      "name": "closesOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payText",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOpen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsPoster",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "poster",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GigInterest",
      "kind": "LinkedField",
      "name": "viewerInterest",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "interestCount",
      "storageKey": null
    }
  ],
  "type": "Gig",
  "abstractKey": null
};
})();

(node as any).hash = "570fef721dd6e730726c4c31630dd156";

export default node;
