/**
 * @generated SignedSource<<f189db4a52473c0d8824b7cc7af23e28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InviteErrorCode = "expired" | "malformed" | "unknown" | "used";
export type ProfileType = "admin" | "bar" | "bartender" | "brand" | "user";
export type InviteValidationQuery$variables = {
  code: string;
};
export type InviteValidationQuery$data = {
  readonly validateInvite: {
    readonly error: string | null | undefined;
    readonly errorCode: InviteErrorCode | null | undefined;
    readonly isAdmin: boolean;
    readonly profileType: ProfileType | null | undefined;
    readonly valid: boolean;
  };
};
export type InviteValidationQuery = {
  response: InviteValidationQuery$data;
  variables: InviteValidationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": "InviteValidation",
    "kind": "LinkedField",
    "name": "validateInvite",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "valid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "profileType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "error",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "errorCode",
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
    "name": "InviteValidationQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InviteValidationQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "865bce6b0d633f49d7761ae75c5a0d77",
    "id": null,
    "metadata": {},
    "name": "InviteValidationQuery",
    "operationKind": "query",
    "text": "query InviteValidationQuery(\n  $code: String!\n) {\n  validateInvite(code: $code) {\n    valid\n    profileType\n    isAdmin\n    error\n    errorCode\n  }\n}\n"
  }
};
})();

(node as any).hash = "9c72791b6e615c59b5991b246926305d";

export default node;
