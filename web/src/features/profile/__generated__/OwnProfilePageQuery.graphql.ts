/**
 * @generated SignedSource<<8db2a9a3b8e6a728f26bf9ea8a409c2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileType = "admin" | "bar" | "bartender" | "brand" | "user";
export type OwnProfilePageQuery$variables = {
  admin: boolean;
  bar: boolean;
  barfly: boolean;
  bartender: boolean;
  brand: boolean;
  events: boolean;
};
export type OwnProfilePageQuery$data = {
  readonly AdminVenueClaimsCard_query?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminVenueClaimsCard_query">;
  } | null | undefined;
  readonly AdminVerificationRequestsCard_query?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminVerificationRequestsCard_query">;
  } | null | undefined;
  readonly GigsForYou_query?: {
    readonly " $fragmentSpreads": FragmentRefs<"GigsForYou_query">;
  } | null | undefined;
  readonly ReportsLink_query?: {
    readonly " $fragmentSpreads": FragmentRefs<"ReportsLink_query">;
  } | null | undefined;
  readonly viewer: {
    readonly BarInfoTab_user?: {
      readonly " $fragmentSpreads": FragmentRefs<"BarInfoTab_user">;
    } | null | undefined;
    readonly CampaignsTab_user?: {
      readonly " $fragmentSpreads": FragmentRefs<"CampaignsTab_user">;
    } | null | undefined;
    readonly CocktailJourneyCard_user?: {
      readonly " $fragmentSpreads": FragmentRefs<"CocktailJourneyCard_user">;
    } | null | undefined;
    readonly EventsTab_user?: {
      readonly " $fragmentSpreads": FragmentRefs<"EventsTab_user">;
    } | null | undefined;
    readonly PartnersTab_user?: {
      readonly " $fragmentSpreads": FragmentRefs<"PartnersTab_user">;
    } | null | undefined;
    readonly ProfileCocktails_user?: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfileCocktails_user">;
    } | null | undefined;
    readonly TeamTab_user?: {
      readonly " $fragmentSpreads": FragmentRefs<"TeamTab_user">;
    } | null | undefined;
    readonly WorkHistoryList_user?: {
      readonly " $fragmentSpreads": FragmentRefs<"WorkHistoryList_user">;
    } | null | undefined;
    readonly avatarUrl: string | null | undefined;
    readonly cocktailCount: number;
    readonly databaseId: number;
    readonly firstName: string;
    readonly id: string;
    readonly isAdmin: boolean;
    readonly profileType: ProfileType;
    readonly username: string;
    readonly " $fragmentSpreads": FragmentRefs<"AwardsCard_user" | "CheckInsLink_user" | "LikedCocktails_user" | "OpenToWorkDetails_user" | "ProfileHeader_user" | "ProfileRepours_user" | "ProfileStatsTiles_user">;
  } | null | undefined;
};
export type OwnProfilePageQuery = {
  response: OwnProfilePageQuery$data;
  variables: OwnProfilePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "admin"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bar"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "barfly"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bartender"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "brand"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "events"
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
  "name": "profileType",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cocktailCount",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isVerified",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationName",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "region",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verificationStatus",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "competition",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "place",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "certificateUrl",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v31 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "glassware",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "photoUrl",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "likesCount",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasLiked",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v39 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v40 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 24
  }
],
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "current",
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "listedByClaimant",
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsOn",
  "storageKey": null
},
v47 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v48 = [
  (v7/*:: as any*/),
  (v15/*:: as any*/),
  (v6/*:: as any*/)
],
v49 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OwnProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileHeader_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileStatsTiles_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AwardsCard_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LikedCocktails_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileRepours_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CheckInsLink_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OpenToWorkDetails_user"
          },
          {
            "condition": "bartender",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ProfileCocktails_user"
                    }
                  ],
                  "type": "User",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "ProfileCocktails_user"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "WorkHistoryList_user"
                    }
                  ],
                  "type": "User",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "WorkHistoryList_user"
              }
            ]
          },
          {
            "condition": "barfly",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "CocktailJourneyCard_user"
                    }
                  ],
                  "type": "User",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "CocktailJourneyCard_user"
              }
            ]
          },
          {
            "condition": "bar",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "BarInfoTab_user"
                    }
                  ],
                  "type": "User",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "BarInfoTab_user"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "TeamTab_user"
                    }
                  ],
                  "type": "User",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "TeamTab_user"
              }
            ]
          },
          {
            "condition": "events",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "EventsTab_user"
                    }
                  ],
                  "type": "User",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "EventsTab_user"
              }
            ]
          },
          {
            "condition": "brand",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "PartnersTab_user"
                    }
                  ],
                  "type": "User",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "PartnersTab_user"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "CampaignsTab_user"
                    }
                  ],
                  "type": "User",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "CampaignsTab_user"
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "condition": "bartender",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "GigsForYou_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "GigsForYou_query"
          }
        ]
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ReportsLink_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "ReportsLink_query"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminVenueClaimsCard_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "AdminVenueClaimsCard_query"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminVerificationRequestsCard_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "AdminVerificationRequestsCard_query"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OwnProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "location",
            "storageKey": null
          },
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "badges",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "specialties",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bio",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ConnectionCounts",
            "kind": "LinkedField",
            "name": "connectionCounts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "followers",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "following",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpenToWork",
            "kind": "LinkedField",
            "name": "openToWork",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "since",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roles",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cities",
                "storageKey": null
              },
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkEntry",
            "kind": "LinkedField",
            "name": "currentPositions",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalRepours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "weeklyTop10Hits",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Achievement",
            "kind": "LinkedField",
            "name": "achievements",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "organizer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "result",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "issuer",
                "storageKey": null
              },
              (v28/*:: as any*/),
              (v29/*:: as any*/)
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
              (v30/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "VenueAward",
                "kind": "LinkedField",
                "name": "awards",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  (v29/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v31/*:: as any*/),
            "concreteType": "LikedCocktailConnection",
            "kind": "LinkedField",
            "name": "likedCocktails",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "LikedCocktailEdge",
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
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v30/*:: as any*/),
                      (v32/*:: as any*/),
                      (v33/*:: as any*/),
                      (v34/*:: as any*/),
                      (v35/*:: as any*/),
                      (v36/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v37/*:: as any*/)
                ],
                "storageKey": null
              },
              (v38/*:: as any*/)
            ],
            "storageKey": "likedCocktails(first:20)"
          },
          {
            "alias": null,
            "args": (v31/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "LikedCocktails_likedCocktails",
            "kind": "LinkedHandle",
            "name": "likedCocktails"
          },
          {
            "alias": null,
            "args": (v39/*:: as any*/),
            "concreteType": "RepourConnection",
            "kind": "LinkedField",
            "name": "repours",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RepourEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Repour",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v18/*:: as any*/),
                      (v16/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "repourer",
                        "plural": false,
                        "selections": [
                          (v7/*:: as any*/),
                          (v15/*:: as any*/),
                          (v10/*:: as any*/),
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
                          (v8/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
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
                          (v7/*:: as any*/),
                          (v30/*:: as any*/),
                          (v32/*:: as any*/),
                          (v33/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isMocktail",
                            "storageKey": null
                          },
                          (v6/*:: as any*/),
                          (v34/*:: as any*/),
                          (v35/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "visibility",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "repoursCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "viewerHasRepoured",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v36/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v37/*:: as any*/)
                ],
                "storageKey": null
              },
              (v38/*:: as any*/)
            ],
            "storageKey": "repours(first:10)"
          },
          {
            "alias": null,
            "args": (v39/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "ProfileRepours_repours",
            "kind": "LinkedHandle",
            "name": "repours"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CocktailJourney",
            "kind": "LinkedField",
            "name": "journey",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "barsVisited",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "checkIns",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "condition": "bartender",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v40/*:: as any*/),
                "concreteType": "UserCocktailConnection",
                "kind": "LinkedField",
                "name": "cocktails",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserCocktailEdge",
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
                          (v6/*:: as any*/),
                          (v7/*:: as any*/),
                          (v30/*:: as any*/),
                          (v32/*:: as any*/),
                          (v33/*:: as any*/),
                          (v36/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v37/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v38/*:: as any*/)
                ],
                "storageKey": "cocktails(first:24)"
              },
              {
                "alias": null,
                "args": (v40/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "ProfileCocktails_cocktails",
                "kind": "LinkedHandle",
                "name": "cocktails"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkEntry",
                "kind": "LinkedField",
                "name": "workEntries",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v41/*:: as any*/),
                  (v42/*:: as any*/),
                  (v43/*:: as any*/),
                  (v24/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "linkedToOrganization",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "barfly",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CocktailJourney",
                "kind": "LinkedField",
                "name": "journey",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reviews",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "favoriteStyle",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Cocktail",
                    "kind": "LinkedField",
                    "name": "topRatedCocktails",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v30/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "bar",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hours",
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
                  (v21/*:: as any*/),
                  (v44/*:: as any*/),
                  (v23/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "address",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "websiteUrl",
                    "storageKey": null
                  },
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkEntry",
                    "kind": "LinkedField",
                    "name": "team",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v23/*:: as any*/),
                      (v43/*:: as any*/),
                      (v41/*:: as any*/),
                      (v42/*:: as any*/),
                      (v24/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "user",
                        "plural": false,
                        "selections": [
                          (v7/*:: as any*/),
                          (v11/*:: as any*/),
                          (v10/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v12/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "VerificationRequest",
                        "kind": "LinkedField",
                        "name": "openVerificationRequests",
                        "plural": true,
                        "selections": [
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "viewerCanDecide",
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VenueClaim",
                "kind": "LinkedField",
                "name": "venueClaim",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  (v45/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Venue",
                    "kind": "LinkedField",
                    "name": "venue",
                    "plural": false,
                    "selections": [
                      (v30/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "events",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Venue",
                "kind": "LinkedField",
                "name": "venue",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Event",
                "kind": "LinkedField",
                "name": "events",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v30/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "time",
                    "storageKey": null
                  },
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Venue",
                    "kind": "LinkedField",
                    "name": "venue",
                    "plural": false,
                    "selections": [
                      (v30/*:: as any*/),
                      (v21/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "goingCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerIsGoing",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "brand",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Partnership",
                "kind": "LinkedField",
                "name": "partnerships",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Venue",
                    "kind": "LinkedField",
                    "name": "venue",
                    "plural": false,
                    "selections": [
                      (v30/*:: as any*/),
                      (v21/*:: as any*/),
                      (v44/*:: as any*/),
                      (v23/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Campaign",
                "kind": "LinkedField",
                "name": "campaigns",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v30/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  (v46/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endsOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "condition": "bartender",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 3
              }
            ],
            "concreteType": "GigConnection",
            "kind": "LinkedField",
            "name": "gigsForYou",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GigEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Gig",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v25/*:: as any*/),
                      (v46/*:: as any*/),
                      (v21/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isOpen",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "poster",
                        "plural": false,
                        "selections": [
                          (v15/*:: as any*/),
                          (v6/*:: as any*/)
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
            "storageKey": "gigsForYou(first:3)"
          }
        ]
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 0
              }
            ],
            "concreteType": "CocktailReportConnection",
            "kind": "LinkedField",
            "name": "cocktailReports",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CocktailReportCounts",
                "kind": "LinkedField",
                "name": "counts",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "open",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "cocktailReports(first:0)"
          },
          {
            "alias": null,
            "args": (v31/*:: as any*/),
            "concreteType": "VenueClaimConnection",
            "kind": "LinkedField",
            "name": "venueClaims",
            "plural": false,
            "selections": [
              (v47/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "VenueClaimEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VenueClaim",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "message",
                        "storageKey": null
                      },
                      (v45/*:: as any*/),
                      (v16/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Venue",
                        "kind": "LinkedField",
                        "name": "venue",
                        "plural": false,
                        "selections": [
                          (v30/*:: as any*/),
                          (v21/*:: as any*/),
                          (v23/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "owner",
                            "plural": false,
                            "selections": (v48/*:: as any*/),
                            "storageKey": null
                          },
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "claimant",
                        "plural": false,
                        "selections": (v48/*:: as any*/),
                        "storageKey": null
                      },
                      (v36/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v37/*:: as any*/)
                ],
                "storageKey": null
              },
              (v38/*:: as any*/),
              (v49/*:: as any*/)
            ],
            "storageKey": "venueClaims(first:20)"
          },
          {
            "alias": null,
            "args": (v31/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "AdminVenueClaimsCard_venueClaims",
            "kind": "LinkedHandle",
            "name": "venueClaims"
          },
          {
            "alias": null,
            "args": (v31/*:: as any*/),
            "concreteType": "VerificationRequestConnection",
            "kind": "LinkedField",
            "name": "verificationRequestsAwaitingAdmin",
            "plural": false,
            "selections": [
              (v47/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "VerificationRequestEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VerificationRequest",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v20/*:: as any*/),
                      (v19/*:: as any*/),
                      (v21/*:: as any*/),
                      (v23/*:: as any*/),
                      (v41/*:: as any*/),
                      (v42/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isCurrent",
                        "storageKey": null
                      },
                      (v16/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "requester",
                        "plural": false,
                        "selections": (v48/*:: as any*/),
                        "storageKey": null
                      },
                      (v36/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v37/*:: as any*/)
                ],
                "storageKey": null
              },
              (v38/*:: as any*/),
              (v49/*:: as any*/)
            ],
            "storageKey": "verificationRequestsAwaitingAdmin(first:20)"
          },
          {
            "alias": null,
            "args": (v31/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "AdminVerificationRequestsCard_verificationRequestsAwaitingAdmin",
            "kind": "LinkedHandle",
            "name": "verificationRequestsAwaitingAdmin"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "a5ca3c19559b83fc84b7003a5398bfd1",
    "id": null,
    "metadata": {},
    "name": "OwnProfilePageQuery",
    "operationKind": "query",
    "text": "query OwnProfilePageQuery(\n  $bartender: Boolean!\n  $barfly: Boolean!\n  $bar: Boolean!\n  $brand: Boolean!\n  $events: Boolean!\n  $admin: Boolean!\n) {\n  viewer {\n    id\n    databaseId\n    profileType\n    isAdmin\n    firstName\n    username\n    avatarUrl\n    cocktailCount\n    ...ProfileHeader_user\n    ...ProfileStatsTiles_user\n    ...AwardsCard_user\n    ...LikedCocktails_user\n    ...ProfileRepours_user\n    ...CheckInsLink_user\n    ...OpenToWorkDetails_user\n    ...ProfileCocktails_user @include(if: $bartender)\n    ...WorkHistoryList_user @include(if: $bartender)\n    ...CocktailJourneyCard_user @include(if: $barfly)\n    ...BarInfoTab_user @include(if: $bar)\n    ...TeamTab_user @include(if: $bar)\n    ...EventsTab_user @include(if: $events)\n    ...PartnersTab_user @include(if: $brand)\n    ...CampaignsTab_user @include(if: $brand)\n  }\n  ...GigsForYou_query @include(if: $bartender)\n  ...ReportsLink_query @include(if: $admin)\n  ...AdminVenueClaimsCard_query @include(if: $admin)\n  ...AdminVerificationRequestsCard_query @include(if: $admin)\n}\n\nfragment AdminVenueClaimsCard_query on Query {\n  venueClaims(first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        message\n        listedByClaimant\n        createdAt\n        venue {\n          name\n          city\n          country\n          owner {\n            databaseId\n            displayName\n            id\n          }\n          id\n        }\n        claimant {\n          databaseId\n          displayName\n          id\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment AdminVerificationRequestsCard_query on Query {\n  verificationRequestsAwaitingAdmin(first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        organizationName\n        position\n        city\n        country\n        startDate\n        endDate\n        isCurrent\n        createdAt\n        requester {\n          databaseId\n          displayName\n          id\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment AwardsCard_user on User {\n  achievements {\n    id\n    type\n    title\n    competition\n    place\n    organizer\n    result\n    issuer\n    year\n    certificateUrl\n  }\n  venue {\n    name\n    awards {\n      id\n      title\n      competition\n      place\n      year\n      certificateUrl\n    }\n    id\n  }\n}\n\nfragment BarInfoTab_user on User {\n  hours\n  venue {\n    id\n    name\n    city\n    state\n    country\n    address\n    websiteUrl\n    isVerified\n  }\n  venueClaim {\n    id\n    status\n    listedByClaimant\n    venue {\n      name\n      id\n    }\n  }\n}\n\nfragment CampaignsTab_user on User {\n  campaigns {\n    id\n    name\n    description\n    startsOn\n    endsOn\n    active\n  }\n}\n\nfragment CheckInsLink_user on User {\n  journey {\n    barsVisited\n    checkIns\n  }\n}\n\nfragment CocktailJourneyCard_user on User {\n  journey {\n    barsVisited\n    reviews\n    checkIns\n    favoriteStyle\n    topRatedCocktails {\n      id\n      databaseId\n      name\n    }\n  }\n}\n\nfragment EventsTab_user on User {\n  location\n  venue {\n    name\n    city\n    id\n  }\n  events {\n    id\n    name\n    date\n    time\n    city\n    venue {\n      name\n      city\n      id\n    }\n    ...GoingButton_event\n  }\n}\n\nfragment GigsForYou_query on Query {\n  gigsForYou(first: 3) {\n    edges {\n      node {\n        id\n        databaseId\n        title\n        startsOn\n        city\n        isOpen\n        poster {\n          displayName\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment GoingButton_event on Event {\n  id\n  goingCount\n  viewerIsGoing\n}\n\nfragment LikeButton_cocktail on Cocktail {\n  id\n  likesCount\n  viewerHasLiked\n}\n\nfragment LikedCocktails_user on User {\n  likedCocktails(first: 20) {\n    edges {\n      node {\n        id\n        databaseId\n        name\n        glassware\n        photoUrl\n        ...LikeButton_cocktail\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment OpenToWorkDetails_user on User {\n  openToWork {\n    roles\n    cities\n    note\n    since\n  }\n}\n\nfragment PartnersTab_user on User {\n  partnerships {\n    id\n    venue {\n      name\n      city\n      state\n      country\n      id\n    }\n  }\n}\n\nfragment ProfileCocktails_user on User {\n  cocktails(first: 24) {\n    edges {\n      node {\n        id\n        databaseId\n        name\n        glassware\n        photoUrl\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment ProfileHeader_user on User {\n  databaseId\n  username\n  firstName\n  lastName\n  displayName\n  avatarUrl\n  profileType\n  location\n  createdAt\n  isVerified\n  badges\n  specialties\n  bio\n  cocktailCount\n  connectionCounts {\n    followers\n    following\n  }\n  openToWork {\n    since\n  }\n  currentPositions {\n    id\n    position\n    organizationName\n    city\n    region\n    country\n    verificationStatus\n  }\n}\n\nfragment ProfileRepours_user on User {\n  repours(first: 10) {\n    edges {\n      node {\n        id\n        ...RepourCard_repour\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment ProfileStatsTiles_user on User {\n  totalRepours\n  weeklyTop10Hits\n}\n\nfragment ReportsLink_query on Query {\n  cocktailReports(first: 0) {\n    counts {\n      id\n      open\n    }\n  }\n}\n\nfragment RepourButton_cocktail on Cocktail {\n  id\n  name\n  visibility\n  repoursCount\n  viewerHasRepoured\n}\n\nfragment RepourCard_repour on Repour {\n  note\n  createdAt\n  repourer {\n    databaseId\n    displayName\n    firstName\n    username\n    avatarUrl\n    profileType\n    id\n  }\n  cocktail {\n    databaseId\n    name\n    glassware\n    photoUrl\n    isMocktail\n    ...LikeButton_cocktail\n    ...RepourButton_cocktail\n    id\n  }\n}\n\nfragment TeamTab_user on User {\n  venue {\n    name\n    isVerified\n    team {\n      id\n      position\n      organizationName\n      city\n      region\n      country\n      current\n      startDate\n      endDate\n      verificationStatus\n      user {\n        databaseId\n        username\n        firstName\n        lastName\n        displayName\n        avatarUrl\n        id\n      }\n      openVerificationRequests {\n        id\n        viewerCanDecide\n      }\n    }\n    id\n  }\n  id\n}\n\nfragment WorkHistoryList_user on User {\n  workEntries {\n    id\n    position\n    organizationName\n    city\n    region\n    country\n    startDate\n    endDate\n    current\n    verificationStatus\n    linkedToOrganization\n  }\n}\n"
  }
};
})();

(node as any).hash = "bd93515883da214c27ac07946a1346fb";

export default node;
