/**
 * @generated SignedSource<<7e427aa2b229dca76b092f042b214484>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReportStatus = "dismissed" | "open" | "resolved" | "reviewing";
export type SetReportStatusInput = {
  reportId: string;
  status: ReportStatus;
};
export type SetReportStatusMutation$variables = {
  input: SetReportStatusInput;
};
export type SetReportStatusMutation$data = {
  readonly setReportStatus: {
    readonly __typename: string;
    readonly counts?: {
      readonly dismissed: number;
      readonly id: string;
      readonly open: number;
      readonly resolved: number;
      readonly reviewing: number;
      readonly total: number;
    };
    readonly message?: string;
    readonly report?: {
      readonly id: string;
      readonly status: ReportStatus;
      readonly statusChangedAt: any | null | undefined;
    };
  };
};
export type SetReportStatusMutation = {
  response: SetReportStatusMutation$data;
  variables: SetReportStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setReportStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CocktailReport",
            "kind": "LinkedField",
            "name": "report",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "statusChangedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CocktailReportCounts",
            "kind": "LinkedField",
            "name": "counts",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "open",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reviewing",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resolved",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dismissed",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetReportStatusPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SetReportStatusMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetReportStatusMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3f920b421c4042add6076a223d022eb1",
    "id": null,
    "metadata": {},
    "name": "SetReportStatusMutation",
    "operationKind": "mutation",
    "text": "mutation SetReportStatusMutation(\n  $input: SetReportStatusInput!\n) {\n  setReportStatus(input: $input) {\n    __typename\n    ... on SetReportStatusPayload {\n      report {\n        id\n        status\n        statusChangedAt\n      }\n      counts {\n        id\n        total\n        open\n        reviewing\n        resolved\n        dismissed\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9fab306bbef8cc7a88c7a87e4d71ca07";

export default node;
