/**
 * @generated SignedSource<<f99f9627d6cab2519d627611df6aaca2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CocktailFormLookupsUnknownIngredientsQuery$variables = {
  names: ReadonlyArray<string>;
};
export type CocktailFormLookupsUnknownIngredientsQuery$data = {
  readonly unknownIngredientNames: ReadonlyArray<string>;
};
export type CocktailFormLookupsUnknownIngredientsQuery = {
  response: CocktailFormLookupsUnknownIngredientsQuery$data;
  variables: CocktailFormLookupsUnknownIngredientsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "names"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "names",
        "variableName": "names"
      }
    ],
    "kind": "ScalarField",
    "name": "unknownIngredientNames",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CocktailFormLookupsUnknownIngredientsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CocktailFormLookupsUnknownIngredientsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b523d0507c9881d99ad2352a29a6556f",
    "id": null,
    "metadata": {},
    "name": "CocktailFormLookupsUnknownIngredientsQuery",
    "operationKind": "query",
    "text": "query CocktailFormLookupsUnknownIngredientsQuery(\n  $names: [String!]!\n) {\n  unknownIngredientNames(names: $names)\n}\n"
  }
};
})();

(node as any).hash = "357d7a365202ab5ea6766f69cf928de4";

export default node;
