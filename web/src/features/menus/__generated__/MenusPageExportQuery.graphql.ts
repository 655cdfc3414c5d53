/**
 * @generated SignedSource<<9f3d4ee59be55b6654a16942209768fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MenuExportFormat = "csv" | "json";
export type MenusPageExportQuery$variables = {
  format: MenuExportFormat;
};
export type MenusPageExportQuery$data = {
  readonly myMenuExport: {
    readonly content: string;
    readonly contentType: string;
    readonly count: number;
    readonly filename: string;
  };
};
export type MenusPageExportQuery = {
  response: MenusPageExportQuery$data;
  variables: MenusPageExportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "format"
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
      }
    ],
    "concreteType": "MenuExportFile",
    "kind": "LinkedField",
    "name": "myMenuExport",
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
    "name": "MenusPageExportQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MenusPageExportQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "90e778178ad3db02f2c193d38844ec3c",
    "id": null,
    "metadata": {},
    "name": "MenusPageExportQuery",
    "operationKind": "query",
    "text": "query MenusPageExportQuery(\n  $format: MenuExportFormat!\n) {\n  myMenuExport(format: $format) {\n    filename\n    contentType\n    content\n    count\n  }\n}\n"
  }
};
})();

(node as any).hash = "44b7d481cb87ffa14509812adfc20f6f";

export default node;
