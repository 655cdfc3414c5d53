/**
 * @generated SignedSource<<6f7176390a8eb8757dd09f536232f774>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AchievementType = "award" | "certificate" | "competition";
import { FragmentRefs } from "relay-runtime";
export type AchievementsEditor_user$data = {
  readonly achievements: ReadonlyArray<{
    readonly competition: string | null | undefined;
    readonly id: string;
    readonly issuer: string | null | undefined;
    readonly organizer: string | null | undefined;
    readonly place: string | null | undefined;
    readonly result: string | null | undefined;
    readonly title: string;
    readonly type: AchievementType;
    readonly year: number | null | undefined;
  }>;
  readonly " $fragmentType": "AchievementsEditor_user";
};
export type AchievementsEditor_user$key = {
  readonly " $data"?: AchievementsEditor_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AchievementsEditor_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AchievementsEditor_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Achievement",
      "kind": "LinkedField",
      "name": "achievements",
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
          "name": "type",
          "storageKey": null
        },
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
          "name": "competition",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "place",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organizer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "result",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "issuer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "year",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6f1825d9c77f72dc6bdda5e2922dc90c";

export default node;
