/**
 * @generated SignedSource<<91993b4536545948fa25c4d946c011b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedPageQuery$variables = {
  first: number;
};
export type FeedPageQuery$data = {
  readonly latestCocktails: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"LatestCocktailCard_cocktail">;
      };
    }>;
  };
};
export type FeedPageQuery = {
  response: FeedPageQuery$data;
  variables: FeedPageQuery$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FeedPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LatestCocktailConnection",
        "kind": "LinkedField",
        "name": "latestCocktails",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LatestCocktailEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Cocktail",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LatestCocktailCard_cocktail"
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FeedPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LatestCocktailConnection",
        "kind": "LinkedField",
        "name": "latestCocktails",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LatestCocktailEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Cocktail",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
    "cacheID": "d0e2f2f26d2f6d5ef95f66798b1f204b",
    "id": null,
    "metadata": {},
    "name": "FeedPageQuery",
    "operationKind": "query",
    "text": "query FeedPageQuery(\n  $first: Int!\n) {\n  latestCocktails(first: $first) {\n    edges {\n      node {\n        id\n        ...LatestCocktailCard_cocktail\n      }\n    }\n  }\n}\n\nfragment LatestCocktailCard_cocktail on Cocktail {\n  databaseId\n  name\n  glassware\n  photoUrl\n  isMocktail\n}\n"
  }
};
})();

(node as any).hash = "9112880cf803ba470ceba7eeaae65fb0";

export default node;
