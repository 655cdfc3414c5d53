/**
 * @generated SignedSource<<0e9ff00b8f23045289dc3eafff449cbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CocktailFormLookupsVenuesQuery$variables = {
  search: string;
};
export type CocktailFormLookupsVenuesQuery$data = {
  readonly venueSuggestions: ReadonlyArray<{
    readonly city: string | null | undefined;
    readonly country: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly state: string | null | undefined;
  }>;
};
export type CocktailFormLookupsVenuesQuery = {
  response: CocktailFormLookupsVenuesQuery$data;
  variables: CocktailFormLookupsVenuesQuery$variables;
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
    "concreteType": "Venue",
    "kind": "LinkedField",
    "name": "venueSuggestions",
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
        "name": "name",
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
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "country",
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
    "name": "CocktailFormLookupsVenuesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CocktailFormLookupsVenuesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a6c6ce670754ac765300ceb6d465a07e",
    "id": null,
    "metadata": {},
    "name": "CocktailFormLookupsVenuesQuery",
    "operationKind": "query",
    "text": "query CocktailFormLookupsVenuesQuery(\n  $search: String!\n) {\n  venueSuggestions(search: $search) {\n    id\n    name\n    city\n    state\n    country\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d022dc3a81037e4dc02ff0dc0a0d475";

export default node;
