// The business constants and limits of the product spec (section 9), in one place for client and server.

export const PROFILE_TYPES = ['user', 'bartender', 'bar', 'brand', 'admin'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** Account type labels (spec section 1). */
export const PROFILE_TYPE_LABELS: Record<ProfileType, string> = {
  user: 'Cocktail Enthusiast / Barfly',
  bartender: 'Professional Bartender',
  bar: 'Bar/Venue Account',
  brand: 'Brand Ambassador / Brand Account',
  admin: 'System Administrator',
};

/** Type badges on public profiles (spec section 2, public profile). */
export const PROFILE_TYPE_BADGES: Record<ProfileType, string> = {
  user: 'User',
  bartender: 'Bartender',
  bar: 'Venue',
  brand: 'Brand',
  admin: 'Admin',
};

export const INVITE_CODE_LENGTH = 8;

export const PASSWORD_MIN_LENGTH_SIGNUP = 8;
export const PASSWORD_MIN_LENGTH_CHANGE = 6;

/** Placeholder token value that the startup check discards (spec section 4). */
export const PLACEHOLDER_TOKEN = '{secret}';

export const REDIRECT_AFTER_INVITE_MS = 2000;
export const REDIRECT_AFTER_CREATE_MS = 1000;
export const REDIRECT_AFTER_PROFILE_SAVE_MS = 1500;
export const NOTICE_CLEAR_MS = 3000;

/** The largest value of an int column (PostgreSQL's int4): an id or a key past it names no row. */
export const DB_INT_MAX = 2 ** 31 - 1;

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
/** The largest page any connection serves. */
export const MAX_PAGE_SIZE = 100;
/** The page a connection serves when neither `first` nor `last` is given. */
export const DEFAULT_PAGE_SIZE = 20;
/** The latest cocktails a feed page and the legacy list show when not told how many. */
export const FEED_LIMIT = DEFAULT_PAGE_SIZE;
export const DUPLICATE_CHECK_PAGE_SIZE = 10;
/** The cocktail list loads the largest page there is. */
export const LIST_PAGE_SIZE = MAX_PAGE_SIZE;
/** The most items any list argument (nodes' ids, a list of names, a filter's values) may hold. */
export const MAX_LIST_ITEMS = 100;

export const PEOPLE_CARD_SPECIALTIES = 3;
export const COCKTAIL_CARD_INGREDIENTS = 3;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const YEAR_MIN = 1800;
export const YEAR_MAX = 2030;

/**
 * The bounds of an amount (a recipe line, a custom ingredient's yield or component): the largest seeded
 * amount is 1000 (a batch in ml); a positive amount below the 2-decimal precision would be stored as 0.
 */
export const AMOUNT_MAX = 10_000;
export const AMOUNT_MIN_POSITIVE = 0.01;

/** The years a dated record (work history, events, campaigns) may name: a typo like 0202 or 20240 is refused. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;

export const ML_PER_OZ = 29.5735;
export const SCALE_PRESETS = [0.5, 2, 5] as const;

/** Specialties: 3 for bartenders, 1 for other non-user types; the preset buttons cap at 3. */
export const SPECIALTY_LIMIT_BARTENDER = 3;
export const SPECIALTY_LIMIT_OTHER = 1;
export const SPECIALTY_PRESET_CAP = 3;

/** How long typing must pause before suggestions are looked up (the spec's 300 ms for search and locations). */
export const SUGGESTION_DEBOUNCE_MS = 300;
export const LOCATION_SUGGESTION_MIN_CHARS = 2;
export const LOCATION_SUGGESTION_MAX = 8;
export const VENUE_SEARCH_MIN_CHARS = 2;
export const VENUE_SUGGESTIONS_MAX = 10;
export const CUSTOM_INGREDIENT_SUGGESTIONS_MAX = 10;
/** The recipe forms' suggestions (ingredients, brands, garnishes, venues): the spec's 150 ms for custom-ingredient suggestions. */
export const CUSTOM_INGREDIENT_SUGGESTION_DEBOUNCE_MS = 150;
export const INGREDIENT_SUGGESTION_MIN_CHARS = 2;
export const INGREDIENT_SUGGESTIONS_MAX = 10;
export const GARNISH_SUGGESTION_MIN_CHARS = 1;
export const GARNISH_SUGGESTIONS_MAX = 10;
/** Brands a search suggests, and brands listed without one. */
export const BRAND_SUGGESTIONS_MAX = 10;
export const BRANDS_LISTED_MAX = 200;
/** Work entries naming a venue that its Team tab lists (current ones first). */
export const VENUE_TEAM_SHOWN = 100;
/** Cocktails a barfly's Cocktail Journey lists as their top rated. */
export const TOP_RATED_COCKTAILS_SHOWN = 5;
export const DUPLICATE_NAME_MIN_CHARS = 3;

export const DEFAULT_VISIBILITY = 'public';
export const DEFAULT_GLASSWARE = 'Cocktail Glass';
export const DEFAULT_WORK_COUNTRY = 'USA';

/** A request that got no answer (spec section 8, "Network error. Please try again."): every screen's words for it. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** Toasts (sonner): 3 visible, 4000 ms, 356 px wide, 14 px gap, 45 px swipe threshold, Alt+T. */
export const TOAST_SETTINGS = {
  visibleToasts: 3,
  duration: 4000,
  width: 356,
  gap: 14,
  swipeThreshold: 45,
  hotkey: ['altKey', 'KeyT'],
} as const;

/** Units of cocktail ingredient lines (default ml). */
export const COCKTAIL_UNITS = ['ml', 'oz', 'cl', 'tsp', 'tbsp', 'dash', 'barspoon', 'qty', 'Top with'] as const;
export type CocktailUnit = (typeof COCKTAIL_UNITS)[number];
export const DEFAULT_COCKTAIL_UNIT: CocktailUnit = 'ml';

/** Units of custom-ingredient components (default oz). */
export const CUSTOM_INGREDIENT_UNITS = ['oz', 'ml', 'cl', 'cups', 'tsp', 'tbsp', 'lbs', 'g', 'kg', 'quantity'] as const;
export const DEFAULT_CUSTOM_INGREDIENT_UNIT = 'oz';

export const GLASSWARE = ['Coupe', 'Rocks', 'Highball', 'Martini', 'Wine', 'Shot', 'Mug', 'Collins', 'Other'] as const;
export type Glassware = (typeof GLASSWARE)[number];

export const COCKTAIL_CATEGORIES = [
  'Classic',
  'Modern',
  'Tropical',
  'Sour',
  'Sweet',
  'Bitter',
  'Smoky',
  'Refreshing',
  'Strong',
  'Light',
] as const;
export type CocktailCategory = (typeof COCKTAIL_CATEGORIES)[number];

export const CLASSIC_ERAS = ['Classic', 'Modern'] as const;

export const INGREDIENT_CATEGORIES = [
  'spirit',
  'liqueur',
  'bitters',
  'syrup',
  'juice',
  'mixer',
  'garnish',
  'spice',
  'herb',
  'fruit',
  'vegetable',
  'dairy',
  'coffee',
  'tea',
  'other',
] as const;
export type IngredientCategory = (typeof INGREDIENT_CATEGORIES)[number];

export const CUSTOM_INGREDIENT_CATEGORIES = [
  'Syrup',
  'Bitters',
  'Tincture',
  'Shrub',
  'Cordial',
  'Liqueur',
  'Infusion',
  'Foam',
  'Garnish',
  'Mix',
  'Other',
] as const;

export const REPORT_STATUSES = ['open', 'reviewing', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'denied'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const SPECIALTY_PRESETS = [
  'Craft Cocktails',
  'Classic Cocktails',
  'Wine Service',
  'Beer & Cider',
  'Spirits',
  'Tiki & Tropical',
  'Molecular Mixology',
  'Seasonal Drinks',
  'Non-Alcoholic',
  'Cocktail History',
  'Bar Management',
  'Customer Service',
  'Menu Development',
  'Training & Education',
  'Event Planning',
  'Food Pairing',
  'Garnish & Presentation',
  'Speed & Efficiency',
  'Inventory Management',
  'Cost Control',
] as const;

/** Badges (spec section 2, own profile). */
export const BADGE_LABELS: Record<string, string> = {
  og: 'OG Crew',
  identity_verified: 'Can Confirm',
};

/** The maintenance user, recognised by this fixed username (spec section 3). */
export const MAINTENANCE_USERNAME = 'repairman';
