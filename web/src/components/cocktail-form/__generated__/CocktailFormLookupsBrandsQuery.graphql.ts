/**
 * @generated SignedSource<<f44ba49a1597f7ff6560830a55d37433>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CocktailFormLookupsBrandsQuery$variables = {
  search?: string | null | undefined;
};
export type CocktailFormLookupsBrandsQuery$data = {
  readonly brands: ReadonlyArray<{
    readonly name: string;
  }>;
};
export type CocktailFormLookupsBrandsQuery = {
  response: CocktailFormLookupsBrandsQuery$data;
  variables: CocktailFormLookupsBrandsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CocktailFormLookupsBrandsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brands",
        "plural": true,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CocktailFormLookupsBrandsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brands",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dc87407432de2bb4ceef86f721ac4c72",
    "id": null,
    "metadata": {},
    "name": "CocktailFormLookupsBrandsQuery",
    "operationKind": "query",
    "text": "query CocktailFormLookupsBrandsQuery(\n  $search: String\n) {\n  brands(search: $search) {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f90add8bc5ffb940fde817daac0030e7";

export default node;
