/**
 * @generated SignedSource<<e7de1994f174aeef124f8a5be73f0b86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CocktailFormLookupsNameTakenQuery$variables = {
  excluding?: string | null | undefined;
  name: string;
};
export type CocktailFormLookupsNameTakenQuery$data = {
  readonly cocktailNameTaken: boolean;
};
export type CocktailFormLookupsNameTakenQuery = {
  response: CocktailFormLookupsNameTakenQuery$data;
  variables: CocktailFormLookupsNameTakenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "excluding"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "excluding",
        "variableName": "excluding"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "kind": "ScalarField",
    "name": "cocktailNameTaken",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CocktailFormLookupsNameTakenQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CocktailFormLookupsNameTakenQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0165fd167d544fb98a909c3458570349",
    "id": null,
    "metadata": {},
    "name": "CocktailFormLookupsNameTakenQuery",
    "operationKind": "query",
    "text": "query CocktailFormLookupsNameTakenQuery(\n  $name: String!\n  $excluding: ID\n) {\n  cocktailNameTaken(name: $name, excluding: $excluding)\n}\n"
  }
};
})();

(node as any).hash = "8fae5c8045d2a6b29390d6e0b506a39d";

export default node;
