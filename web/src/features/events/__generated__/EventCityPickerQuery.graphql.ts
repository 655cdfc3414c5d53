/**
 * @generated SignedSource<<6cf8b0c3a401785ae40af1ad7dc2005c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EventCityPickerQuery$variables = {
  first: number;
};
export type EventCityPickerQuery$data = {
  readonly eventCities: ReadonlyArray<{
    readonly name: string;
    readonly upcomingCount: number;
  }>;
};
export type EventCityPickerQuery = {
  response: EventCityPickerQuery$data;
  variables: EventCityPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      }
    ],
    "concreteType": "EventCity",
    "kind": "LinkedField",
    "name": "eventCities",
    "plural": true,
    "selections": [
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
        "name": "upcomingCount",
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
    "name": "EventCityPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EventCityPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "690b57228ef34a3828b8ed861b9dabd6",
    "id": null,
    "metadata": {},
    "name": "EventCityPickerQuery",
    "operationKind": "query",
    "text": "query EventCityPickerQuery(\n  $first: Int!\n) {\n  eventCities(first: $first) {\n    name\n    upcomingCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "c78168b2f1e5fbdeffb4a44387b10023";

export default node;
