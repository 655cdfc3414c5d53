/**
 * @generated SignedSource<<768f8ccdd0cd024e68ef5b6f9f24d4b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AchievementType = "award" | "certificate" | "competition";
export type FeedItemKind = "achievement_added" | "checked_in" | "cocktail_posted" | "event_posted" | "gig_posted" | "position_verified" | "repoured" | "reviewed" | "venue_award_added";
export type ProfileType = "admin" | "bar" | "bartender" | "brand" | "user";
import { FragmentRefs } from "relay-runtime";
export type FeedItemCard_item$data = {
  readonly achievement: {
    readonly title: string;
    readonly type: AchievementType;
  } | null | undefined;
  readonly actor: {
    readonly avatarUrl: string | null | undefined;
    readonly databaseId: number;
    readonly displayName: string;
    readonly firstName: string;
    readonly id: string;
    readonly profileType: ProfileType;
    readonly username: string;
  };
  readonly checkIn: {
    readonly venue: {
      readonly name: string;
    };
  } | null | undefined;
  readonly cocktail: {
    readonly databaseId: number;
    readonly glassware: string;
    readonly isMocktail: boolean;
    readonly name: string;
    readonly photoUrl: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"LikeButton_cocktail" | "RepourButton_cocktail">;
  } | null | undefined;
  readonly createdAt: any;
  readonly databaseId: number;
  readonly event: {
    readonly date: string;
    readonly name: string;
  } | null | undefined;
  readonly gig: {
    readonly databaseId: number;
    readonly title: string;
  } | null | undefined;
  readonly id: string;
  readonly kind: FeedItemKind;
  readonly repour: {
    readonly note: string | null | undefined;
  } | null | undefined;
  readonly review: {
    readonly rating: number;
    readonly text: string | null | undefined;
  } | null | undefined;
  readonly venueAward: {
    readonly title: string;
  } | null | undefined;
  readonly workEntry: {
    readonly organizationName: string;
    readonly position: string;
  } | null | undefined;
  readonly " $fragmentType": "FeedItemCard_item";
};
export type FeedItemCard_item$key = {
  readonly " $data"?: FeedItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedItemCard_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedItemCard_item",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avatarUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profileType",
          "storageKey": null
        }
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LikeButton_cocktail"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RepourButton_cocktail"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Repour",
      "kind": "LinkedField",
      "name": "repour",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CocktailReview",
      "kind": "LinkedField",
      "name": "review",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rating",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckIn",
      "kind": "LinkedField",
      "name": "checkIn",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Venue",
          "kind": "LinkedField",
          "name": "venue",
          "plural": false,
          "selections": [
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkEntry",
      "kind": "LinkedField",
      "name": "workEntry",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organizationName",
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
      "name": "achievement",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VenueAward",
      "kind": "LinkedField",
      "name": "venueAward",
      "plural": false,
      "selections": [
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Event",
      "kind": "LinkedField",
      "name": "event",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Gig",
      "kind": "LinkedField",
      "name": "gig",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "FeedItem",
  "abstractKey": null
};
})();

(node as any).hash = "6be656f30edbeb7cb90b8d5a3e38dd4c";

export default node;
