/**
 * @generated SignedSource<<95b11f2452b7541e3eb644471cc05c39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateMenuInput = {
  menuId: string;
  name: string;
  published?: boolean | null | undefined;
  sections?: ReadonlyArray<MenuSectionInput> | null | undefined;
};
export type MenuSectionInput = {
  items: ReadonlyArray<MenuItemInput>;
  name: string;
};
export type MenuItemInput = {
  available?: boolean | null | undefined;
  cocktailId?: string | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  note?: string | null | undefined;
  price: string;
};
export type UpdateMenuMutation$variables = {
  input: UpdateMenuInput;
};
export type UpdateMenuMutation$data = {
  readonly updateMenu: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"ErrorFields">;
    } | null | undefined;
    readonly menu?: {
      readonly " $fragmentSpreads": FragmentRefs<"MenuEditorPage_menu" | "MenuView_menu">;
    };
  };
};
export type UpdateMenuMutation = {
  response: UpdateMenuMutation$data;
  variables: UpdateMenuMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateMenuMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateMenu",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Menu",
                "kind": "LinkedField",
                "name": "menu",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MenuEditorPage_menu"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MenuView_menu"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MenuPayload",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "ErrorFields",
                  "selections": [
                    (v2/*:: as any*/),
                    (v3/*:: as any*/),
                    (v4/*:: as any*/),
                    (v5/*:: as any*/)
                  ],
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateMenuMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateMenu",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Menu",
                "kind": "LinkedField",
                "name": "menu",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "published",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MenuSection",
                    "kind": "LinkedField",
                    "name": "sections",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MenuItem",
                        "kind": "LinkedField",
                        "name": "items",
                        "plural": true,
                        "selections": [
                          (v8/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "description",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "price",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "note",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "available",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Cocktail",
                            "kind": "LinkedField",
                            "name": "cocktail",
                            "plural": false,
                            "selections": [
                              (v6/*:: as any*/),
                              (v8/*:: as any*/),
                              (v7/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v7/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Venue",
                    "kind": "LinkedField",
                    "name": "venue",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "checkInCount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MenuPayload",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "edfb82acc971e780c1c1f4c4294b8e9d",
    "id": null,
    "metadata": {},
    "name": "UpdateMenuMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateMenuMutation(\n  $input: UpdateMenuInput!\n) {\n  updateMenu(input: $input) {\n    __typename\n    ... on MenuPayload {\n      menu {\n        ...MenuEditorPage_menu\n        ...MenuView_menu\n        id\n      }\n    }\n    ...ErrorFields\n  }\n}\n\nfragment CheckInButton_venue on Venue {\n  id\n  name\n  checkInCount\n}\n\nfragment ErrorFields on Error {\n  __isError: __typename\n  __typename\n  message\n  code\n  ... on ValidationError {\n    fields {\n      path\n      message\n    }\n  }\n}\n\nfragment MenuEditorPage_menu on Menu {\n  id\n  databaseId\n  name\n  published\n  sections {\n    name\n    items {\n      name\n      description\n      price\n      note\n      available\n      cocktail {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment MenuView_menu on Menu {\n  name\n  sections {\n    databaseId\n    name\n    items {\n      databaseId\n      name\n      description\n      price\n      note\n      available\n      cocktail {\n        id\n        databaseId\n        name\n      }\n    }\n  }\n  venue {\n    ...CheckInButton_venue\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "dad4ebcf21e578f3c0ceb23e17d4cdb3";

export default node;
