/**
 * @generated SignedSource<<15730b75fa63e3670d2485749935bb97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CocktailFormLookupsIngredientNamesQuery$variables = {
  search: string;
};
export type CocktailFormLookupsIngredientNamesQuery$data = {
  readonly ingredientNameSuggestions: ReadonlyArray<string>;
};
export type CocktailFormLookupsIngredientNamesQuery = {
  response: CocktailFormLookupsIngredientNamesQuery$data;
  variables: CocktailFormLookupsIngredientNamesQuery$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "kind": "ScalarField",
    "name": "ingredientNameSuggestions",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CocktailFormLookupsIngredientNamesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CocktailFormLookupsIngredientNamesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e8b1ac51410444a185c0eaf783019c08",
    "id": null,
    "metadata": {},
    "name": "CocktailFormLookupsIngredientNamesQuery",
    "operationKind": "query",
    "text": "query CocktailFormLookupsIngredientNamesQuery(\n  $search: String!\n) {\n  ingredientNameSuggestions(search: $search)\n}\n"
  }
};
})();

(node as any).hash = "68dfc39da32c051f4b565b4e96eca2c3";

export default node;
