/**
 * @generated SignedSource<<0824aa8b6c6aaebc369e8d1a2b4cbf7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileType = "admin" | "bar" | "bartender" | "brand" | "user";
export type PublicProfilePageQuery$variables = {
  id: number;
};
export type PublicProfilePageQuery$data = {
  readonly user: {
    readonly databaseId: number;
    readonly displayName: string;
    readonly id: string;
    readonly profileType: ProfileType;
    readonly venue: {
      readonly city: string | null | undefined;
      readonly country: string | null | undefined;
      readonly isVerified: boolean;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"CheckInButton_venue">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AdminRecognitionCard_user" | "AwardsCard_user" | "EventsTab_user" | "FollowButton_user" | "MuteButton_user" | "OpenToWorkDetails_user" | "ProfileCocktails_user" | "ProfileHeader_user" | "ProfileMenus_user" | "ProfileRepours_user" | "WorkHistoryList_user">;
  } | null | undefined;
};
export type PublicProfilePageQuery = {
  response: PublicProfilePageQuery$data;
  variables: PublicProfilePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "profileType",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isVerified",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "competition",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "place",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "certificateUrl",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationName",
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
  "name": "verificationStatus",
  "storageKey": null
},
v24 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 24
  }
],
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "glassware",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "photoUrl",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v29 = {
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
v30 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PublicProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Venue",
            "kind": "LinkedField",
            "name": "venue",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CheckInButton_venue"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileHeader_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileCocktails_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WorkHistoryList_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AwardsCard_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FollowButton_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MuteButton_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileRepours_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminRecognitionCard_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OpenToWorkDetails_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EventsTab_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileMenus_user"
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
    "name": "PublicProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Venue",
            "kind": "LinkedField",
            "name": "venue",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "checkInCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VenueAward",
                "kind": "LinkedField",
                "name": "awards",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "location",
            "storageKey": null
          },
          (v18/*:: as any*/),
          (v9/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "cocktailCount",
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
              (v19/*:: as any*/)
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
              (v2/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v7/*:: as any*/),
              (v22/*:: as any*/),
              (v8/*:: as any*/),
              (v23/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v24/*:: as any*/),
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
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v6/*:: as any*/),
                      (v25/*:: as any*/),
                      (v26/*:: as any*/),
                      (v27/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v28/*:: as any*/)
                ],
                "storageKey": null
              },
              (v29/*:: as any*/)
            ],
            "storageKey": "cocktails(first:24)"
          },
          {
            "alias": null,
            "args": (v24/*:: as any*/),
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
              (v2/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v7/*:: as any*/),
              (v22/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current",
                "storageKey": null
              },
              (v23/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "linkedToOrganization",
                "storageKey": null
              }
            ],
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
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
              (v13/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerIsFollowing",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "followsViewer",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerHasMuted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v30/*:: as any*/),
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
                      (v2/*:: as any*/),
                      (v19/*:: as any*/),
                      (v18/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "repourer",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          (v5/*:: as any*/),
                          (v16/*:: as any*/),
                          (v15/*:: as any*/),
                          (v17/*:: as any*/),
                          (v4/*:: as any*/),
                          (v2/*:: as any*/)
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
                          (v3/*:: as any*/),
                          (v6/*:: as any*/),
                          (v25/*:: as any*/),
                          (v26/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isMocktail",
                            "storageKey": null
                          },
                          (v2/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "likesCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "viewerHasLiked",
                            "storageKey": null
                          },
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
                      (v27/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v28/*:: as any*/)
                ],
                "storageKey": null
              },
              (v29/*:: as any*/)
            ],
            "storageKey": "repours(first:10)"
          },
          {
            "alias": null,
            "args": (v30/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "ProfileRepours_repours",
            "kind": "LinkedHandle",
            "name": "repours"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "verifiedByAdmin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "verifiedByPosition",
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
              (v2/*:: as any*/),
              (v6/*:: as any*/),
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
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Venue",
                "kind": "LinkedField",
                "name": "venue",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v2/*:: as any*/)
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
          },
          {
            "alias": null,
            "args": (v30/*:: as any*/),
            "concreteType": "MenuConnection",
            "kind": "LinkedField",
            "name": "menus",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MenuEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Menu",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v6/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "itemCount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "menus(first:10)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a7ab11da0a2e9bb12f8352d18f10d8c3",
    "id": null,
    "metadata": {},
    "name": "PublicProfilePageQuery",
    "operationKind": "query",
    "text": "query PublicProfilePageQuery(\n  $id: Int!\n) {\n  user(databaseId: $id) {\n    id\n    databaseId\n    profileType\n    displayName\n    venue {\n      name\n      city\n      country\n      isVerified\n      ...CheckInButton_venue\n      id\n    }\n    ...ProfileHeader_user\n    ...ProfileCocktails_user\n    ...WorkHistoryList_user\n    ...AwardsCard_user\n    ...FollowButton_user\n    ...MuteButton_user\n    ...ProfileRepours_user\n    ...AdminRecognitionCard_user\n    ...OpenToWorkDetails_user\n    ...EventsTab_user\n    ...ProfileMenus_user\n  }\n}\n\nfragment AdminRecognitionCard_user on User {\n  id\n  verifiedByAdmin\n  verifiedByPosition\n  badges\n}\n\nfragment AwardsCard_user on User {\n  achievements {\n    id\n    type\n    title\n    competition\n    place\n    organizer\n    result\n    issuer\n    year\n    certificateUrl\n  }\n  venue {\n    name\n    awards {\n      id\n      title\n      competition\n      place\n      year\n      certificateUrl\n    }\n    id\n  }\n}\n\nfragment CheckInButton_venue on Venue {\n  id\n  name\n  checkInCount\n}\n\nfragment EventsTab_user on User {\n  location\n  venue {\n    name\n    city\n    id\n  }\n  events {\n    id\n    name\n    date\n    time\n    city\n    venue {\n      name\n      city\n      id\n    }\n    ...GoingButton_event\n  }\n}\n\nfragment FollowButton_user on User {\n  id\n  databaseId\n  viewerIsFollowing\n  followsViewer\n}\n\nfragment GoingButton_event on Event {\n  id\n  goingCount\n  viewerIsGoing\n}\n\nfragment LikeButton_cocktail on Cocktail {\n  id\n  likesCount\n  viewerHasLiked\n}\n\nfragment MuteButton_user on User {\n  id\n  databaseId\n  displayName\n  viewerHasMuted\n}\n\nfragment OpenToWorkDetails_user on User {\n  openToWork {\n    roles\n    cities\n    note\n    since\n  }\n}\n\nfragment ProfileCocktails_user on User {\n  cocktails(first: 24) {\n    edges {\n      node {\n        id\n        databaseId\n        name\n        glassware\n        photoUrl\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment ProfileHeader_user on User {\n  databaseId\n  username\n  firstName\n  lastName\n  displayName\n  avatarUrl\n  profileType\n  location\n  createdAt\n  isVerified\n  badges\n  specialties\n  bio\n  cocktailCount\n  connectionCounts {\n    followers\n    following\n  }\n  openToWork {\n    since\n  }\n  currentPositions {\n    id\n    position\n    organizationName\n    city\n    region\n    country\n    verificationStatus\n  }\n}\n\nfragment ProfileMenus_user on User {\n  menus(first: 10) {\n    edges {\n      node {\n        id\n        databaseId\n        name\n        published\n        itemCount\n      }\n    }\n  }\n}\n\nfragment ProfileRepours_user on User {\n  repours(first: 10) {\n    edges {\n      node {\n        id\n        ...RepourCard_repour\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment RepourButton_cocktail on Cocktail {\n  id\n  name\n  visibility\n  repoursCount\n  viewerHasRepoured\n}\n\nfragment RepourCard_repour on Repour {\n  note\n  createdAt\n  repourer {\n    databaseId\n    displayName\n    firstName\n    username\n    avatarUrl\n    profileType\n    id\n  }\n  cocktail {\n    databaseId\n    name\n    glassware\n    photoUrl\n    isMocktail\n    ...LikeButton_cocktail\n    ...RepourButton_cocktail\n    id\n  }\n}\n\nfragment WorkHistoryList_user on User {\n  workEntries {\n    id\n    position\n    organizationName\n    city\n    region\n    country\n    startDate\n    endDate\n    current\n    verificationStatus\n    linkedToOrganization\n  }\n}\n"
  }
};
})();

(node as any).hash = "722275c88da7742be0070d6b4b2378a0";

export default node;
