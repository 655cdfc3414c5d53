/**
 * @generated SignedSource<<b7af29f399217a932f8002a03495bdd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReportStatus = "dismissed" | "open" | "resolved" | "reviewing";
import { FragmentRefs } from "relay-runtime";
export type ReportCard_report$data = {
  readonly cocktail: {
    readonly databaseId: number;
    readonly name: string;
  } | null | undefined;
  readonly cocktailEditedSince: boolean | null | undefined;
  readonly cocktailName: string;
  readonly createdAt: any;
  readonly id: string;
  readonly message: string;
  readonly reporter: {
    readonly databaseId: number;
    readonly displayName: string;
  } | null | undefined;
  readonly status: ReportStatus;
  readonly " $fragmentType": "ReportCard_report";
};
export type ReportCard_report$key = {
  readonly " $data"?: ReportCard_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReportCard_report">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "ReportCard_report",
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
      "name": "cocktailName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cocktailEditedSince",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
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
      "concreteType": "Cocktail",
      "kind": "LinkedField",
      "name": "cocktail",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "reporter",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CocktailReport",
  "abstractKey": null
};
})();

(node as any).hash = "e0c9b6b6a822ef04e7ac14268a44ef0e";

export default node;
