/**
 * @generated SignedSource<<f239793ad6b66c7b17dd5c67dc6406a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UploadCocktailPhotoMutation$variables = {
  photo: any;
};
export type UploadCocktailPhotoMutation$data = {
  readonly uploadCocktailPhoto: {
    readonly __typename: string;
    readonly message?: string;
    readonly photoUrl?: string;
  };
};
export type UploadCocktailPhotoMutation = {
  response: UploadCocktailPhotoMutation$data;
  variables: UploadCocktailPhotoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "photo"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "photo",
        "variableName": "photo"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "uploadCocktailPhoto",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "photoUrl",
            "storageKey": null
          }
        ],
        "type": "CocktailPhotoPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "UploadCocktailPhotoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UploadCocktailPhotoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "06d64745a8b4e128d9d4e5f058d4b904",
    "id": null,
    "metadata": {},
    "name": "UploadCocktailPhotoMutation",
    "operationKind": "mutation",
    "text": "mutation UploadCocktailPhotoMutation(\n  $photo: File!\n) {\n  uploadCocktailPhoto(photo: $photo) {\n    __typename\n    ... on CocktailPhotoPayload {\n      photoUrl\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "da00bd3574c0f95c6cc93fa4f36f24f1";

export default node;
