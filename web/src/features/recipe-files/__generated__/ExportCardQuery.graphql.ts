/**
 * @generated SignedSource<<93cf0f93670722d8341ece9c204c6fb1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CocktailExportFormat = "csv" | "json";
export type ExportCardQuery$variables = {
  format: CocktailExportFormat;
  offset?: number | null | undefined;
};
export type ExportCardQuery$data = {
  readonly myCocktailExport: {
    readonly content: string;
    readonly contentType: string;
    readonly count: number;
    readonly filename: string;
    readonly nextOffset: number | null | undefined;
  };
};
export type ExportCardQuery = {
  response: ExportCardQuery$data;
  variables: ExportCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "format"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "offset"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "format",
        "variableName": "format"
      },
      {
        "kind": "Variable",
        "name": "offset",
        "variableName": "offset"
      }
    ],
    "concreteType": "CocktailExportFile",
    "kind": "LinkedField",
    "name": "myCocktailExport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "filename",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contentType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "content",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nextOffset",
        "storageKey": null
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
    "name": "ExportCardQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExportCardQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dc41bddf532196550d34f9cb61dcb749",
    "id": null,
    "metadata": {},
    "name": "ExportCardQuery",
    "operationKind": "query",
    "text": "query ExportCardQuery(\n  $format: CocktailExportFormat!\n  $offset: Int\n) {\n  myCocktailExport(format: $format, offset: $offset) {\n    filename\n    contentType\n    content\n    count\n    nextOffset\n  }\n}\n"
  }
};
})();

(node as any).hash = "cad03177ae123969b524e6aab72d47c1";

export default node;
