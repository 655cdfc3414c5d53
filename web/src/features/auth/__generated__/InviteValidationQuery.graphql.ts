/**
 * @generated SignedSource<<cf5486d39aa8c0e236447e39fc957eac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProfileType = "admin" | "bar" | "bartender" | "brand" | "user";
export type InviteValidationQuery$variables = {
  code: string;
};
export type InviteValidationQuery$data = {
  readonly validateInvite: {
    readonly error: string | null | undefined;
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
    "cacheID": "f50eb28e956c52589a4e340f97b63076",
    "id": null,
    "metadata": {},
    "name": "InviteValidationQuery",
    "operationKind": "query",
    "text": "query InviteValidationQuery(\n  $code: String!\n) {\n  validateInvite(code: $code) {\n    valid\n    profileType\n    isAdmin\n    error\n  }\n}\n"
  }
};
})();

(node as any).hash = "d880d4758d4f9b9afcb2815b344b1f62";

export default node;
