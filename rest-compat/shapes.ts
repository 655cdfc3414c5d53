// The legacy JSON shapes of spec section 3: snake_case field names, numeric ids.
import { ML_PER_OZ } from '../common/constants';

/** The GraphQL selection behind `userJson`. */
export const USER_FIELDS = /* GraphQL */ `
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
`;

export interface UserFields {
  databaseId: number;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  displayName: string;
  avatarUrl: string | null;
  bio: string | null;
  location: string | null;
  createdAt: string;
  isVerified: boolean;
  profileType: string;
  isAdmin: boolean;
  badges: string[];
  specialties: string[];
}

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
export const CONNECTION_ITEM_FIELDS = /* GraphQL */ `
  connectedAt
  node { databaseId avatarUrl firstName lastName username displayName profileType bio location }
`;

export interface ConnectionItemFields {
  connectedAt: string;
  node: Pick<UserFields, 'databaseId' | 'avatarUrl' | 'firstName' | 'lastName' | 'username' | 'displayName' | 'profileType' | 'bio' | 'location'>;
}

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
export const REPORT_FIELDS = /* GraphQL */ `
  databaseId
  message
  status
  createdAt
  statusChangedAt
  cocktail { databaseId name }
  reporter { username }
`;

export interface ReportFields {
  databaseId: number;
  message: string;
  status: string;
  createdAt: string;
  statusChangedAt: string | null;
  cocktail: { databaseId: number; name: string };
  reporter: { username: string } | null;
}

/** A cocktail report (section 3): id, cocktail_name, message, status, created_at, and what the queue links to. */
export function reportJson(report: ReportFields) {
  return {
    id: report.databaseId,
    cocktail_id: report.cocktail.databaseId,
    cocktail_name: report.cocktail.name,
    message: report.message,
    status: report.status,
    created_at: report.createdAt,
    status_changed_at: report.statusChangedAt,
    reporter_username: report.reporter?.username ?? null,
  };
}

/** The GraphQL selection behind `cocktailJson` (without the recipe lines: see INGREDIENT_LINE_FIELDS). */
export const COCKTAIL_FIELDS = /* GraphQL */ `
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
  creator { databaseId username }
  venue { name city state country }
`;

/** The GraphQL selection of one recipe line. */
export const INGREDIENT_LINE_FIELDS = /* GraphQL */ `
  amount
  unit
  brand
  note
  orderIndex
  ingredient { name }
`;

export interface IngredientLineFields {
  amount: number | null;
  unit: string;
  brand: string | null;
  note: string | null;
  orderIndex: number;
  ingredient: { name: string };
}

export interface CocktailFields {
  databaseId: number;
  name: string;
  description: string | null;
  directions: string | null;
  glassware: string;
  garnish: string | null;
  notes: string | null;
  classicEra: string | null;
  isMocktail: boolean;
  photoUrl: string | null;
  visibility: string;
  type: string;
  categories: string[];
  likesCount: number;
  repoursCount: number;
  originalCreatorName: string | null;
  sourceUrl: string | null;
  year: number | null;
  createdAt: string;
  updatedAt: string;
  creator: { databaseId: number; username: string } | null;
  venue: { name: string; city: string | null; state: string | null; country: string | null } | null;
  ingredients?: IngredientLineFields[];
}

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
    order_index: line.orderIndex,
  };
}

/**
 * A cocktail (section 3): snake_case fields, the flat attribution fields and the attribution object,
 * year_venue always null. The lines come along when the operation selected them.
 */
export function cocktailJson(cocktail: CocktailFields) {
  const venue = cocktail.venue ? { name: cocktail.venue.name, city: cocktail.venue.city, state: cocktail.venue.state, country: cocktail.venue.country } : null;
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

const ML_PER_UNIT: Record<string, number> = { ml: 1, cl: 10, oz: ML_PER_OZ };

/** amountOz: a volume line's amount in ounces to two decimals; null for lines that are not volumes. */
function amountInOz(line: { amount: number | null; unit: string }): number | null {
  const perUnit = ML_PER_UNIT[line.unit.toLowerCase()];
  if (perUnit === undefined || line.amount === null) return null;
  return Math.round(((line.amount * perUnit) / ML_PER_OZ) * 100) / 100;
}

/** The GraphQL selection behind `venueJson`. */
export const VENUE_FIELDS = /* GraphQL */ `
  databaseId
  name
  city
  state
  country
  address
  websiteUrl
  isVerified
`;

export interface VenueFields {
  databaseId: number;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  address: string | null;
  websiteUrl: string | null;
  isVerified: boolean;
}

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
