/**
 * @generated SignedSource<<b022867281b646e76bd8ec50f7671fd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CocktailFormLookupsGarnishesQuery$variables = {
  search: string;
};
export type CocktailFormLookupsGarnishesQuery$data = {
  readonly garnishSuggestions: ReadonlyArray<string>;
};
export type CocktailFormLookupsGarnishesQuery = {
  response: CocktailFormLookupsGarnishesQuery$data;
  variables: CocktailFormLookupsGarnishesQuery$variables;
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
    "name": "garnishSuggestions",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CocktailFormLookupsGarnishesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CocktailFormLookupsGarnishesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7746308a0cbd417891a7d2414d9c5b81",
    "id": null,
    "metadata": {},
    "name": "CocktailFormLookupsGarnishesQuery",
    "operationKind": "query",
    "text": "query CocktailFormLookupsGarnishesQuery(\n  $search: String!\n) {\n  garnishSuggestions(search: $search)\n}\n"
  }
};
})();

(node as any).hash = "fcedb8408e49ec0802e067febd9a5aa1";

export default node;
