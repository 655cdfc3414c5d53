/**
 * @generated SignedSource<<ed19e87e7953130851993d8eef7a1257>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WeeklyTop10PageQuery$variables = {
  first: number;
};
export type WeeklyTop10PageQuery$data = {
  readonly weeklyTop10: {
    readonly computedAt: any | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"WeeklyTop10List_list">;
  };
};
export type WeeklyTop10PageQuery = {
  response: WeeklyTop10PageQuery$data;
  variables: WeeklyTop10PageQuery$variables;
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
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "computedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WeeklyTop10PageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WeeklyTop10Connection",
        "kind": "LinkedField",
        "name": "weeklyTop10",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WeeklyTop10List_list"
          }
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
    "name": "WeeklyTop10PageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WeeklyTop10Connection",
        "kind": "LinkedField",
        "name": "weeklyTop10",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WeeklyTop10Edge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rank",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "likes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "repours",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Cocktail",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
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
                    "name": "databaseId",
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
                    "name": "glassware",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "photoUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isMocktail",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1081750f63bac1b4a09e8f3a20ed907a",
    "id": null,
    "metadata": {},
    "name": "WeeklyTop10PageQuery",
    "operationKind": "query",
    "text": "query WeeklyTop10PageQuery(\n  $first: Int!\n) {\n  weeklyTop10(first: $first) {\n    computedAt\n    ...WeeklyTop10List_list\n  }\n}\n\nfragment WeeklyTop10List_list on WeeklyTop10Connection {\n  edges {\n    rank\n    likes\n    repours\n    node {\n      id\n      ...WeeklyTop10Place_cocktail\n    }\n  }\n}\n\nfragment WeeklyTop10Place_cocktail on Cocktail {\n  databaseId\n  name\n  glassware\n  photoUrl\n  isMocktail\n}\n"
  }
};
})();

(node as any).hash = "f0195ca8d42cfaa84736ca24abd89cd6";

export default node;
