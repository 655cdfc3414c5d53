// The legacy JSON shapes of spec section 3: snake_case field names, numeric ids. Each mapper reads the
// fragment beside it, so its input type is the fragment's result type (no hand-kept interface).
import { mlToOz, ozTwoDecimals, toMl } from '../common/scaling';
import { graphql, type ResultOf } from './graphql';

/** A mutation's typed failure, as payloadOf reads it (errorOfTyped): its message, code and failing fields. */
export const ERROR_FIELDS = graphql(`
  fragment RestErrorFields on Error {
    message
    code
    ... on ValidationError {
      fields {
        path
        message
      }
    }
  }
`);

/** The GraphQL selection behind `userJson`. */
export const USER_FIELDS = graphql(`
  fragment RestUserFields on User {
    databaseId
    username
    email
    firstName
    lastName
    displayName
    avatarUrl
    bio
    location
    createdAt
    isVerified
    profileType
    isAdmin
    badges
    specialties
  }
`);

export type UserFields = ResultOf<typeof USER_FIELDS>;

export function userJson(user: UserFields) {
  return {
    id: user.databaseId,
    username: user.username,
    ...(user.email !== null ? { email: user.email } : {}),
    first_name: user.firstName,
    last_name: user.lastName,
    display_name: user.displayName,
    avatar_url: user.avatarUrl,
    bio: user.bio,
    location: user.location,
    created_at: user.createdAt,
    is_verified: user.isVerified,
    profile_type: user.profileType,
    is_admin: user.isAdmin,
    badges: user.badges,
    specialties: user.specialties,
  };
}

/** The GraphQL selection behind `connectionItemJson`: a member on a followers or following list. */
export const CONNECTION_ITEM_FIELDS = graphql(`
  fragment RestConnectionItemFields on FollowEdge {
    connectedAt
    node {
      databaseId
      avatarUrl
      firstName
      lastName
      username
      displayName
      profileType
      bio
      location
    }
  }
`);

export type ConnectionItemFields = ResultOf<typeof CONNECTION_ITEM_FIELDS>;

/** A connection list item (section 3, "Connections"). */
export function connectionItemJson({ connectedAt, node }: ConnectionItemFields) {
  return {
    id: node.databaseId,
    avatar_url: node.avatarUrl,
    first_name: node.firstName,
    last_name: node.lastName,
    username: node.username,
    display_name: node.displayName,
    profile_type: node.profileType,
    bio: node.bio,
    location: node.location,
    connected_at: connectedAt,
  };
}

/** The GraphQL selection behind `reportJson`. */
export const REPORT_FIELDS = graphql(`
  fragment RestReportFields on CocktailReport {
    databaseId
    cocktailName
    cocktailEditedSince
    message
    status
    createdAt
    statusChangedAt
    cocktail {
      databaseId
    }
    reporter {
      username
    }
  }
`);

/** cocktail is null for a caller who may no longer see it (it went private); admins, who read this list, always see it. */
export type ReportFields = ResultOf<typeof REPORT_FIELDS>;

/**
 * A cocktail report (section 3): id, cocktail_name (the name when it was reported), message, status,
 * created_at, and what the queue links to: the cocktail, and whether it was edited since.
 */
export function reportJson(report: ReportFields) {
  return {
    id: report.databaseId,
    cocktail_id: report.cocktail?.databaseId ?? null,
    cocktail_name: report.cocktailName,
    cocktail_edited_since: report.cocktailEditedSince,
    message: report.message,
    status: report.status,
    created_at: report.createdAt,
    status_changed_at: report.statusChangedAt,
    reporter_username: report.reporter?.username ?? null,
  };
}

/** The GraphQL selection behind `cocktailJson` (without the recipe lines: see INGREDIENT_LINE_FIELDS). */
export const COCKTAIL_FIELDS = graphql(`
  fragment RestCocktailFields on Cocktail {
    databaseId
    name
    description
    directions
    glassware
    garnish
    notes
    classicEra
    isMocktail
    photoUrl
    visibility
    type
    categories
    likesCount
    repoursCount
    originalCreatorName
    sourceUrl
    year
    createdAt
    updatedAt
    creator {
      databaseId
      username
    }
    venue {
      name
      city
      state
      country
    }
  }
`);

/** The GraphQL selection of one recipe line. */
export const INGREDIENT_LINE_FIELDS = graphql(`
  fragment RestIngredientLineFields on CocktailIngredient {
    amount
    unit
    brand
    note
    optional
    orderIndex
    ingredient {
      name
    }
  }
`);

export type IngredientLineFields = ResultOf<typeof INGREDIENT_LINE_FIELDS>;

/** A cocktail, with its recipe lines when the operation selected them. */
export type CocktailFields = ResultOf<typeof COCKTAIL_FIELDS> & { ingredients?: readonly IngredientLineFields[] | null };

/** A recipe line (section 3): the ingredient under each name the spec reads it by, order_index from 1. */
export function ingredientLineJson(line: IngredientLineFields) {
  return {
    ingredient: line.ingredient.name,
    name: line.ingredient.name,
    ingredient_name: line.ingredient.name,
    amount: line.amount,
    amountOz: amountInOz(line),
    unit: line.unit,
    brand: line.brand,
    note: line.note,
    optional: line.optional,
    order_index: line.orderIndex,
  };
}

/**
 * A cocktail (section 3): snake_case fields, the flat attribution fields and the attribution object,
 * year_venue always null. The lines come along when the operation selected them.
 */
export function cocktailJson(cocktail: CocktailFields) {
  const venue = cocktail.venue
    ? { name: cocktail.venue.name, city: cocktail.venue.city, state: cocktail.venue.state, country: cocktail.venue.country }
    : null;
  return {
    id: cocktail.databaseId,
    name: cocktail.name,
    description: cocktail.description,
    directions: cocktail.directions,
    instructions: cocktail.directions,
    glassware: cocktail.glassware,
    garnish: cocktail.garnish,
    notes: cocktail.notes,
    classic_era: cocktail.classicEra,
    is_mocktail: cocktail.isMocktail,
    photo_url: cocktail.photoUrl,
    creator_id: cocktail.creator?.databaseId ?? null,
    creator_username: cocktail.creator?.username ?? null,
    visibility: cocktail.visibility,
    type_enum: cocktail.type,
    categories: cocktail.categories,
    likes_count: cocktail.likesCount,
    repours_count: cocktail.repoursCount,
    original_creator_name: cocktail.originalCreatorName,
    original_creator: cocktail.originalCreatorName,
    source_link: cocktail.sourceUrl,
    year: cocktail.year,
    venue: venue?.name ?? null,
    year_venue: null,
    attribution: {
      iAmCreator: cocktail.type === 'my_own',
      originalCreator: cocktail.originalCreatorName,
      sourceUrl: cocktail.sourceUrl,
      year: cocktail.year,
      venue,
    },
    created_at: cocktail.createdAt,
    updated_at: cocktail.updatedAt,
    ...(cocktail.ingredients ? { ingredients: cocktail.ingredients.map(ingredientLineJson) } : {}),
  };
}

/** amountOz: a volume line's amount in ounces to two decimals; null for lines that are not volumes. */
function amountInOz(line: { amount: number | null; unit: string }): number | null {
  const ml = toMl(line);
  return ml === null ? null : ozTwoDecimals(mlToOz(ml));
}

/** The GraphQL selection behind `venueJson`. */
export const VENUE_FIELDS = graphql(`
  fragment RestVenueFields on Venue {
    databaseId
    name
    city
    state
    country
    address
    websiteUrl
    isVerified
  }
`);

export type VenueFields = ResultOf<typeof VENUE_FIELDS>;

/** A venue (section 3): state also as state_province, the website as website_url. */
export function venueJson(venue: VenueFields) {
  return {
    id: venue.databaseId,
    name: venue.name,
    city: venue.city,
    state: venue.state,
    state_province: venue.state,
    country: venue.country,
    address: venue.address,
    is_verified: venue.isVerified,
    website_url: venue.websiteUrl,
  };
}

/** The GraphQL selection behind `workHistoryItemJson`. */
export const WORK_ENTRY_FIELDS = graphql(`
  fragment RestWorkEntryFields on WorkEntry {
    databaseId
    position
    organizationName
    organizationType
    country
    region
    city
    postalCode
    startDate
    endDate
    current
    verificationStatus
    linkedToOrganization
    venue {
      databaseId
      owner {
        databaseId
      }
    }
  }
`);

export type WorkEntryFields = ResultOf<typeof WORK_ENTRY_FIELDS>;

/**
 * A work history item (section 3), with the links to an organisation the spec names (organizationId,
 * venue_id, bar_id, linked, linkedAccount, organizationProfileId) and the public screen's title,
 * company and location.
 */
export function workHistoryItemJson(entry: WorkEntryFields) {
  const venueId = entry.venue?.databaseId ?? null;
  return {
    id: entry.databaseId,
    position: entry.position,
    organizationName: entry.organizationName,
    organizationType: entry.organizationType,
    country: entry.country,
    region: entry.region,
    city: entry.city,
    postalCode: entry.postalCode,
    startDate: entry.startDate,
    endDate: entry.endDate,
    current: entry.current,
    verificationStatus: entry.verificationStatus,
    organizationId: venueId,
    venue_id: venueId,
    bar_id: venueId,
    linked: entry.linkedToOrganization,
    linkedAccount: Boolean(entry.venue?.owner),
    organizationProfileId: entry.venue?.owner?.databaseId ?? null,
    title: entry.position,
    company: entry.organizationName,
    location: [entry.city, entry.region, entry.country].filter(Boolean).join(', '),
  };
}

/** The GraphQL selection behind `profileJson`: the member, their work, cocktails and account-type extras. */
export const PROFILE_FIELDS = graphql(
  `
    fragment RestProfileFields on User {
      ...RestUserFields
      hours
      favoriteStyle
      followersCount
      followingCount
      cocktailCount
      stats {
        posts
        totalRepours
        weeklyTop10Appearances
      }
      journey {
        barsVisited
        checkIns
        reviews
        topRatedCocktails {
          databaseId
          name
          photoUrl
          glassware
        }
      }
      workEntries {
        ...RestWorkEntryFields
      }
      cocktails(first: 100) {
        edges {
          node {
            ...RestCocktailFields
          }
        }
      }
      events {
        databaseId
        name
        date
        time
      }
      campaigns {
        databaseId
        name
        description
        startsOn
        endsOn
        active
      }
      partnerships {
        databaseId
        active
        venue {
          ...RestVenueFields
        }
      }
      venue {
        ...RestVenueFields
        team {
          position
          current
          verificationStatus
          user {
            databaseId
            displayName
          }
        }
      }
    }
  `,
  [USER_FIELDS, WORK_ENTRY_FIELDS, COCKTAIL_FIELDS, VENUE_FIELDS],
);

export type ProfileFields = ResultOf<typeof PROFILE_FIELDS>;

/**
 * A user profile (section 3): the user's fields, work_history, cocktails, stats and the account-type
 * extras (Cocktail Journey, hours, events, team, partners, campaigns). The Cocktail Journey's counts are
 * null where the schema does not show them (to anyone but the member and admins).
 */
export function profileJson(user: ProfileFields) {
  return {
    ...userJson(user),
    followers_count: user.followersCount,
    following_count: user.followingCount,
    work_history: user.workEntries.map(workHistoryItemJson),
    cocktails: user.cocktails.edges.map((edge) => cocktailJson(edge.node)),
    cocktailCount: user.cocktailCount,
    stats: user.stats,
    visitedBars: user.journey?.barsVisited ?? null,
    checkIns: user.journey?.checkIns ?? null,
    reviews: user.journey?.reviews ?? null,
    favoriteStyle: user.favoriteStyle,
    topRatedCocktails: (user.journey?.topRatedCocktails ?? []).map((cocktail) => ({
      id: cocktail.databaseId,
      name: cocktail.name,
      photo_url: cocktail.photoUrl,
      glassware: cocktail.glassware,
    })),
    hours: user.hours,
    venue: user.venue ? venueJson(user.venue) : null,
    upcomingEvents: user.events.map((event) => ({ id: event.databaseId, name: event.name, date: event.date, time: event.time })),
    bartenders: (user.venue?.team ?? []).map((entry) => ({
      id: entry.user.databaseId,
      name: entry.user.displayName,
      position: entry.position,
      current: entry.current,
      verified: entry.verificationStatus === 'verified',
    })),
    partnerships: user.partnerships.map((partnership) => ({
      id: partnership.databaseId,
      active: partnership.active,
      venue: venueJson(partnership.venue),
    })),
    campaigns: user.campaigns.map((campaign) => ({
      id: campaign.databaseId,
      name: campaign.name,
      description: campaign.description,
      starts_on: campaign.startsOn,
      ends_on: campaign.endsOn,
      active: campaign.active,
    })),
  };
}

/** The GraphQL selection behind `achievementJson`. */
export const ACHIEVEMENT_FIELDS = graphql(`
  fragment RestAchievementFields on Achievement {
    databaseId
    type
    title
    competition
    place
    organizer
    result
    issuer
    year
    certificateUrl
  }
`);

export type AchievementFields = ResultOf<typeof ACHIEVEMENT_FIELDS>;

/** An achievement (section 3) with the fields of its type: award (competition, place), competition (organizer, result), certificate (issuer). */
export function achievementJson(item: AchievementFields) {
  const own =
    item.type === 'award'
      ? { competition: item.competition, place: item.place }
      : item.type === 'competition'
        ? { organizer: item.organizer, result: item.result }
        : { issuer: item.issuer };
  return { id: item.databaseId, type: item.type, title: item.title, ...own, year: item.year, certificate_url: item.certificateUrl };
}

/** The GraphQL selection behind `venueAwardJson`. */
export const VENUE_AWARD_FIELDS = graphql(`
  fragment RestVenueAwardFields on VenueAward {
    databaseId
    title
    competition
    year
    place
    certificateUrl
    venue {
      databaseId
    }
  }
`);

export type VenueAwardFields = ResultOf<typeof VENUE_AWARD_FIELDS>;

/** A venue award (section 3): venue_id plus title, competition, year, place, certificate_url. */
export function venueAwardJson(award: VenueAwardFields) {
  return {
    id: award.databaseId,
    venue_id: award.venue.databaseId,
    title: award.title,
    competition: award.competition,
    year: award.year,
    place: award.place,
    certificate_url: award.certificateUrl,
  };
}
