// The synthetic benchmark data that needs the app's own text functions, as rows: members, venues,
// ingredients, cocktails and their lines, reports, the professional record (work entries, verification
// requests, open to work, achievements, awards) and what venue and brand accounts publish (events, gigs,
// campaigns, partnerships, venue claims). Deterministic for a seed and an anchor (the moment the data is
// written as of); folded search columns computed by the functions the app writes them with
// (common/search-text.ts). No database access here: the members' activity between these rows (follows,
// likes, repours, reviews, check-ins, going, interest, notifications) is made in SQL by bench/activity.ts.
import { CLASSIC_ERAS, COCKTAIL_CATEGORIES, GLASSWARE, REPORT_STATUSES, SPECIALTY_PRESETS, type ProfileType } from '../common/constants';
import { eventCity, eventCityKey } from '../common/events';
import { canonicalCity, cityKey, WORK_ROLES, type WorkRole } from '../common/hiring';
import { cocktailIngredientsSearchText, toSearchText, userSearchText, venueSearchText } from '../common/search-text';
import type { ImportedIngredient } from '../prisma/seed/bar-assistant';
import { createRandom, type Random } from './random';
import {
  ADJECTIVES,
  BIOS,
  CITIES,
  COCKTAIL_BASES,
  COCKTAIL_MODIFIERS,
  COCKTAIL_SUFFIXES,
  DESCRIPTION_OPENINGS,
  FIRST_NAMES,
  GARNISHES,
  INGREDIENT_MAKERS,
  INGREDIENT_STYLES,
  LAST_NAMES,
  NOUNS,
  ACHIEVEMENT_TITLES,
  CAMPAIGN_NAMES,
  CERTIFICATES,
  COMPETITIONS,
  EVENT_KINDS,
  FAVORITE_STYLES,
  GIG_DESCRIPTIONS,
  GIG_TITLES,
  OPENING_HOURS,
  PAY_TEXTS,
  REPORT_MESSAGES,
  STREETS,
  VENUE_WORDS,
} from './words';

export interface BenchSizes {
  cocktails: number;
  /** Average ingredient lines per cocktail (3 to 7 each). */
  linesPerCocktail: number;
  members: number;
  follows: number;
  venues: number;
  reports: number;
}

export const FULL_SIZES: BenchSizes = {
  cocktails: 100_000,
  linesPerCocktail: 5,
  members: 100_000,
  follows: 1_000_000,
  venues: 10_000,
  reports: 50_000,
};

export function scaledSizes(scale: number): BenchSizes {
  const at = (n: number) => Math.max(10, Math.round(n * scale));
  return {
    cocktails: at(FULL_SIZES.cocktails),
    linesPerCocktail: FULL_SIZES.linesPerCocktail,
    members: at(FULL_SIZES.members),
    follows: at(FULL_SIZES.follows),
    venues: at(FULL_SIZES.venues),
    reports: at(FULL_SIZES.reports),
  };
}

/** The moment the data is written as of, unless told (`anchor`): the start of 2026-01-01 UTC. */
export const DEFAULT_ANCHOR = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

/** A moment up to `maxDays` before the anchor, on the hour. */
function pastDate(random: Random, anchor: number, maxDays = 1500): Date {
  return new Date(anchor - random.int(1, maxDays * 24) * (DAY / 24));
}

/** The app's city functions, remembered per city: they look the text up among the built-in cities each time. */
const canonicalCities = new Map<string, string>();
const canonical = (city: string) => canonicalCities.get(city) ?? canonicalCities.set(city, canonicalCity(city)).get(city)!;
const cityKeys = new Map<string, string>();
const keyOfCity = (city: string) => cityKeys.get(city) ?? cityKeys.set(city, cityKey(city)).get(city)!;

/** "YYYY-MM-DD" of a moment, in UTC. */
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface MemberRow {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  bio: string | null;
  location: string | null;
  profileType: ProfileType;
  isVerified: boolean;
  badges: string[];
  specialties: string[];
  /** Bar accounts' opening hours. */
  hours: string | null;
  /** Barflies' favourite style. */
  favoriteStyle: string | null;
  searchText: string;
  createdAt: Date;
}

export function generateMembers(random: Random, count: number, anchor = DEFAULT_ANCHOR): MemberRow[] {
  // How many members have each username base: the next one is numbered (bases have no digits, so a
  // numbered name is never another's base; counted, not searched for, which at a million members was quadratic).
  const taken = new Map<string, number>();
  const rows: MemberRow[] = [];
  for (let id = 1; id <= count; id++) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const roll = random.next();
    const profileType: ProfileType = roll < 0.6 ? 'user' : roll < 0.9 ? 'bartender' : roll < 0.96 ? 'bar' : 'brand';
    // Like usernameBase(): folded first.last, numbered when taken.
    const base = [firstName, lastName]
      .map((part) => toSearchText(part).replace(/[^a-z0-9]+/g, ''))
      .join('.')
      .slice(0, 24);
    const earlier = taken.get(base) ?? 0;
    taken.set(base, earlier + 1);
    const username = earlier === 0 ? base : `${base}${earlier + 1}`;
    const place = random.chance(0.7) ? random.pick(CITIES) : null;
    const location = place ? `${place.city}, ${place.state ?? place.country}` : null;
    const specialtyLimit = profileType === 'bartender' ? 3 : profileType === 'user' ? 0 : 1;
    const specialties = random.sample(SPECIALTY_PRESETS, random.int(0, specialtyLimit));
    const displayName = random.chance(0.1) ? `${firstName} the ${random.pick(NOUNS)}` : null;
    const member = { firstName, lastName, displayName, username, location, specialties };
    rows.push({
      id,
      email: `${username}@bench.invalid`,
      ...member,
      bio: random.chance(0.5) ? random.pick(BIOS) : null,
      profileType,
      isVerified: profileType !== 'user' && random.chance(0.2),
      // The two badges an admin grants (decision 50), to a few.
      badges: [...(random.chance(0.02) ? ['og'] : []), ...(random.chance(0.03) ? ['identity_verified'] : [])],
      hours: profileType === 'bar' && random.chance(0.8) ? random.pick(OPENING_HOURS) : null,
      favoriteStyle: profileType === 'user' && random.chance(0.5) ? random.pick(FAVORITE_STYLES) : null,
      searchText: userSearchText(member),
      createdAt: pastDate(random, anchor),
    });
  }
  return rows;
}

export interface VenueRow {
  id: number;
  name: string;
  searchText: string;
  city: string;
  state: string | null;
  country: string;
  address: string | null;
  websiteUrl: string | null;
  isVerified: boolean;
  ownerId: number | null;
  createdAt: Date;
}

function venueName(random: Random): string {
  switch (random.int(0, 5)) {
    case 0:
      return `The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
    case 1:
      return `${random.pick(NOUNS)} & ${random.pick(NOUNS)}`;
    case 2:
      return `${random.pick(VENUE_WORDS)} ${random.pick(NOUNS)}`;
    case 3:
      return `${random.pick(FIRST_NAMES)}’s ${random.pick(VENUE_WORDS)}`;
    case 4:
      return `${random.pick(NOUNS)} ${random.pick(VENUE_WORDS)}`;
    default:
      return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(VENUE_WORDS)}`;
  }
}

export function generateVenues(random: Random, count: number, barMemberIds: readonly number[], anchor = DEFAULT_ANCHOR): VenueRow[] {
  const rows: VenueRow[] = [];
  // The database holds one venue per name and city, and one per bar account (unique indexes).
  const places = new Set<string>();
  const owners = new Set<number>();
  for (let id = 1; id <= count; id++) {
    let name = venueName(random);
    const place = random.pick(CITIES);
    for (let tries = 0; places.has(venueSearchText({ name, city: place.city })); tries++) {
      name = tries < 5 ? venueName(random) : `${venueName(random)} ${id}`;
    }
    places.add(venueSearchText({ name, city: place.city }));
    const owner = barMemberIds.length && random.chance(0.3) ? random.pick(barMemberIds) : null;
    const ownerId = owner !== null && !owners.has(owner) ? owner : null;
    if (ownerId !== null) owners.add(ownerId);
    const slug = toSearchText(name).replace(/[^a-z0-9]+/g, '');
    rows.push({
      id,
      name,
      searchText: venueSearchText({ name, city: place.city }),
      city: place.city,
      state: place.state,
      country: place.country,
      address: random.chance(0.7) ? `${random.int(1, 400)} ${random.pick(STREETS)}` : null,
      websiteUrl: random.chance(0.6) ? `https://www.${slug}${id}.example` : null,
      isVerified: random.chance(0.25),
      ownerId,
      createdAt: pastDate(random, anchor),
    });
  }
  return rows;
}

export interface IngredientRow {
  id: number;
  name: string;
  nameSearch: string;
  category: string;
  abv: number | null;
  origin: string | null;
  parentId: number | null;
}

/** The demo's real ingredients, then variants of the spirits, liqueurs, bitters and syrups pointing at them. */
export function generateIngredients(random: Random, bases: readonly ImportedIngredient[]): IngredientRow[] {
  const rows: IngredientRow[] = [];
  const seen = new Set<string>();
  for (const base of bases) {
    if (seen.has(base.nameSearch)) continue;
    seen.add(base.nameSearch);
    rows.push({
      id: rows.length + 1,
      name: base.name,
      nameSearch: base.nameSearch,
      category: base.category,
      abv: base.abv,
      origin: base.origin,
      parentId: null,
    });
  }
  for (const parent of rows.slice()) {
    if (!['spirit', 'liqueur', 'bitters', 'syrup'].includes(parent.category)) continue;
    for (let n = random.int(0, 40); n > 0; n--) {
      const name = random.chance(0.5)
        ? `${random.pick(INGREDIENT_MAKERS)} ${parent.name}`
        : `${random.pick(INGREDIENT_MAKERS)} ${random.pick(INGREDIENT_STYLES)} ${parent.name}`;
      const nameSearch = toSearchText(name);
      if (seen.has(nameSearch)) continue;
      seen.add(nameSearch);
      const abv = parent.abv === null ? null : Math.round((parent.abv + random.int(-5, 15)) * 10) / 10;
      rows.push({ id: rows.length + 1, name, nameSearch, category: parent.category, abv, origin: parent.origin, parentId: parent.id });
    }
  }
  return rows;
}

export interface CocktailRow {
  id: number;
  name: string;
  nameSearch: string;
  ingredientsSearch: string;
  description: string;
  directions: string;
  glassware: string;
  garnish: string | null;
  classicEra: string | null;
  isMocktail: boolean;
  visibility: 'public' | 'private';
  type: 'my_own' | 'other';
  categories: string[];
  originalCreatorName: string | null;
  year: number | null;
  venueId: number | null;
  creatorId: number;
  createdAt: Date;
}

export interface LineRow {
  cocktailId: number;
  ingredientId: number;
  amount: number | null;
  unit: string;
  orderIndex: number;
}

function cocktailName(random: Random): string {
  switch (random.int(0, 5)) {
    case 0:
    case 1:
      return `${random.pick(COCKTAIL_MODIFIERS)} ${random.pick(COCKTAIL_BASES)}`;
    case 2:
      return `${random.pick(COCKTAIL_BASES)} ${random.pick(COCKTAIL_SUFFIXES)}`;
    case 3:
      return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
    case 4:
      return `${random.pick(FIRST_NAMES)}’s ${random.pick(COCKTAIL_BASES)}`;
    default:
      return `The ${random.pick(NOUNS)} ${random.pick(COCKTAIL_SUFFIXES)}`;
  }
}

export interface CocktailOptions {
  count: number;
  linesPerCocktail: number;
  ingredients: readonly IngredientRow[];
  memberCount: number;
  venueCount: number;
  anchor?: number;
}

/**
 * The cocktails and their recipe lines, `batch` cocktails at a time (a million cocktails and five million
 * lines need not be in memory at once). Their counters (likes, re-pours, ratings) are left at zero: they
 * are counted from the activity's rows once those are written (bench/activity.ts).
 */
export function* cocktailBatches(
  random: Random,
  { count, linesPerCocktail, ingredients, memberCount, venueCount, anchor = DEFAULT_ANCHOR }: CocktailOptions,
  batch = 20_000,
): Generator<{ cocktails: CocktailRow[]; lines: LineRow[] }> {
  const bases = ingredients.filter((ingredient) => ingredient.parentId === null);
  const variants = ingredients.filter((ingredient) => ingredient.parentId !== null);
  // A fixed popularity order of the base ingredients (a few are in most recipes, most are rare).
  const popular = random.sample(bases, bases.length);
  const spread = Math.max(0, linesPerCocktail - 3);
  let cocktails: CocktailRow[] = [];
  let lines: LineRow[] = [];
  for (let id = 1; id <= count; id++) {
    const lineCount = random.int(linesPerCocktail - spread, linesPerCocktail + spread);
    const chosen = new Map<number, IngredientRow>();
    while (chosen.size < lineCount) {
      const ingredient = variants.length && random.chance(0.25) ? random.pick(variants) : popular[random.skewed(popular.length, 2.5)];
      chosen.set(ingredient.id, ingredient);
    }
    const recipe = [...chosen.values()];
    recipe.forEach((ingredient, index) => {
      const dashes = ingredient.category === 'bitters';
      lines.push({
        cocktailId: id,
        ingredientId: ingredient.id,
        amount: dashes ? random.int(1, 3) : random.int(2, 12) * 5,
        unit: dashes ? 'dash' : 'ml',
        orderIndex: index + 1,
      });
    });
    const name = cocktailName(random);
    const isMocktail = random.chance(0.04);
    const createdAt = pastDate(random, anchor);
    cocktails.push({
      id,
      name,
      nameSearch: toSearchText(name),
      ingredientsSearch: cocktailIngredientsSearchText(recipe.map((ingredient) => ingredient.name)),
      description: `${random.pick(DESCRIPTION_OPENINGS)} Made with ${recipe[0].name.toLowerCase()}.`,
      directions: 'Add everything to a shaker with ice, shake hard and strain into a chilled glass.',
      glassware: random.pick(GLASSWARE.filter((glass) => glass !== 'Other')),
      garnish: random.chance(0.8) ? random.pick(GARNISHES) : null,
      classicEra: random.chance(0.7) ? random.pick(CLASSIC_ERAS) : null,
      isMocktail,
      visibility: random.chance(0.05) ? 'private' : 'public',
      type: random.chance(0.3) ? 'my_own' : 'other',
      categories: random.sample(COCKTAIL_CATEGORIES, random.int(0, 3)),
      originalCreatorName: random.chance(0.3) ? `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}` : null,
      year: random.chance(0.2) ? random.int(1860, 2025) : null,
      venueId: venueCount && random.chance(0.2) ? random.int(1, venueCount) : null,
      creatorId: random.int(1, memberCount),
      createdAt,
    });
    if (cocktails.length === batch) {
      yield { cocktails, lines };
      cocktails = [];
      lines = [];
    }
  }
  if (cocktails.length) yield { cocktails, lines };
}

/** All the cocktails and lines at once (tests, small scales). */
export function generateCocktails(random: Random, options: CocktailOptions): { cocktails: CocktailRow[]; lines: LineRow[] } {
  const cocktails: CocktailRow[] = [];
  const lines: LineRow[] = [];
  for (const batch of cocktailBatches(random, options)) {
    cocktails.push(...batch.cocktails);
    lines.push(...batch.lines);
  }
  return { cocktails, lines };
}

export interface ReportRow {
  id: number;
  cocktailId: number;
  reporterId: number;
  message: string;
  status: (typeof REPORT_STATUSES)[number];
  createdAt: Date;
}

export function generateReports(
  random: Random,
  count: number,
  cocktailCount: number,
  memberCount: number,
  anchor = DEFAULT_ANCHOR,
): ReportRow[] {
  const rows: ReportRow[] = [];
  for (let id = 1; id <= count; id++) {
    const roll = random.next();
    rows.push({
      id,
      cocktailId: random.int(1, cocktailCount),
      reporterId: random.int(1, memberCount),
      message: random.pick(REPORT_MESSAGES),
      status: roll < 0.5 ? 'open' : roll < 0.7 ? 'reviewing' : roll < 0.9 ? 'resolved' : 'dismissed',
      createdAt: pastDate(random, anchor, 365),
    });
  }
  return rows;
}

export interface WorkEntryRow {
  id: number;
  userId: number;
  venueId: number;
  organizationName: string;
  position: string;
  city: string;
  country: string;
  startDate: string;
  /** Null while current. */
  endDate: string | null;
  current: boolean;
  verificationStatus: 'unverified' | 'pending' | 'verified';
  createdAt: Date;
}

/** A work entry sent to its venue: pending, or verified by the venue's account. */
export interface VerificationRequestRow {
  id: number;
  workEntryId: number;
  requesterId: number;
  venueId: number;
  organizationName: string;
  city: string;
  country: string;
  position: string;
  startDate: string;
  endDate: string | null;
  isCurrent: boolean;
  status: 'pending' | 'verified';
  decidedById: number | null;
  decidedAt: Date | null;
  createdAt: Date;
}

export interface OpenToWorkRow {
  userId: number;
  roles: WorkRole[];
  cities: string[];
  cityKeys: string[];
  note: string | null;
  specialtyKeys: string[];
  hasVerifiedPosition: boolean;
  since: Date;
}

const POSITIONS = ['Bartender', 'Head Bartender', 'Bar Back', 'Bar Manager', 'Server', 'Brand Ambassador'];
const AVAILABILITY_NOTES = [
  'Free from next month.',
  'Weekend shifts only.',
  'Looking for a team to lead.',
  'Happy to do events and pop-ups.',
  'Nights preferred; can start at once.',
];

/**
 * Bartenders' work history (0 to 3 positions at bench venues, about a third verified; past positions end)
 * with the verification requests the pending and verified ones were sent as and, for a quarter of the
 * bartenders, Open to work with 1 to 3 roles and 1 to 3 cities (decision 0051). The rows carry what the
 * open_to_work triggers keep (a verified position, the specialties) as the app would: loading skips
 * triggers. users.verified_position is counted from these rows after loading (bench/activity.ts).
 */
export function generateWork(
  random: Random,
  members: readonly MemberRow[],
  venues: readonly VenueRow[],
  anchor = DEFAULT_ANCHOR,
): { workEntries: WorkEntryRow[]; verificationRequests: VerificationRequestRow[]; openToWork: OpenToWorkRow[] } {
  const workEntries: WorkEntryRow[] = [];
  const verificationRequests: VerificationRequestRow[] = [];
  const openToWork: OpenToWorkRow[] = [];
  if (venues.length === 0) return { workEntries, verificationRequests, openToWork };
  for (const member of members) {
    if (member.profileType !== 'bartender') continue;
    let verified = false;
    const positions = random.int(0, 3);
    for (let i = 0; i < positions; i++) {
      const venue = random.pick(venues);
      const roll = random.next();
      const verificationStatus = roll < 0.35 ? 'verified' : roll < 0.5 ? 'pending' : 'unverified';
      verified ||= verificationStatus === 'verified';
      const year = random.int(2012, 2025);
      const current = i === 0 && random.chance(0.4);
      const entry: WorkEntryRow = {
        id: workEntries.length + 1,
        userId: member.id,
        venueId: venue.id,
        organizationName: venue.name,
        position: random.pick(POSITIONS),
        city: venue.city,
        country: venue.country,
        startDate: `${year}-${String(random.int(1, 12)).padStart(2, '0')}`,
        endDate: current ? null : `${Math.min(2025, year + random.int(1, 4))}-${String(random.int(1, 12)).padStart(2, '0')}`,
        current,
        verificationStatus,
        createdAt: pastDate(random, anchor, 900),
      };
      workEntries.push(entry);
      if (verificationStatus === 'unverified') continue;
      const requestedAt = entry.createdAt.getTime() + random.int(1, 72) * (DAY / 24);
      verificationRequests.push({
        id: verificationRequests.length + 1,
        workEntryId: entry.id,
        requesterId: member.id,
        venueId: venue.id,
        organizationName: entry.organizationName,
        city: entry.city,
        country: entry.country,
        position: entry.position,
        startDate: entry.startDate,
        endDate: entry.endDate,
        isCurrent: entry.current,
        status: verificationStatus,
        decidedById: verificationStatus === 'verified' ? venue.ownerId : null,
        decidedAt: verificationStatus === 'verified' ? new Date(Math.min(anchor - 1, requestedAt + random.int(1, 96) * (DAY / 24))) : null,
        createdAt: new Date(Math.min(anchor - 1, requestedAt)),
      });
    }
    if (!random.chance(0.25)) continue;
    const cities = random.sample(CITIES, random.int(1, 3)).map((place) => canonical(place.city));
    openToWork.push({
      userId: member.id,
      roles: WORK_ROLES.filter((role) => random.chance(role === 'bartender' ? 0.8 : 0.25)).slice(0, 3),
      cities,
      cityKeys: cities.map(keyOfCity),
      note: random.chance(0.6) ? random.pick(AVAILABILITY_NOTES) : null,
      // As open_to_work_specialty_keys() writes them: distinct, lower-cased, sorted.
      specialtyKeys: [...new Set(member.specialties.map((specialty) => specialty.toLowerCase()))].sort(),
      hasVerifiedPosition: verified,
      since: pastDate(random, anchor, 120),
    });
    if (openToWork.at(-1)!.roles.length === 0) openToWork.at(-1)!.roles.push('bartender');
  }
  return { workEntries, verificationRequests, openToWork };
}

export interface AchievementRow {
  id: number;
  userId: number;
  type: 'award' | 'competition' | 'certificate';
  title: string;
  competition: string | null;
  organizer: string | null;
  issuer: string | null;
  year: number | null;
  place: string | null;
  result: string | null;
  createdAt: Date;
}

export interface VenueAwardRow {
  id: number;
  venueId: number;
  createdById: number;
  title: string;
  competition: string | null;
  year: number | null;
  place: string | null;
  createdAt: Date;
}

/** Awards, competitions and certificates of some bartenders and brands; awards of some owned venues. */
export function generateRecognition(
  random: Random,
  members: readonly MemberRow[],
  venues: readonly VenueRow[],
  anchor = DEFAULT_ANCHOR,
): { achievements: AchievementRow[]; venueAwards: VenueAwardRow[] } {
  const achievements: AchievementRow[] = [];
  const venueAwards: VenueAwardRow[] = [];
  const places = ['1st place', '2nd place', '3rd place', 'Finalist'];
  for (const member of members) {
    if (member.profileType !== 'bartender' && member.profileType !== 'brand') continue;
    if (!random.chance(0.3)) continue;
    for (let n = random.int(1, 3); n > 0; n--) {
      const type = random.pick(['award', 'competition', 'certificate'] as const);
      achievements.push({
        id: achievements.length + 1,
        userId: member.id,
        type,
        title: type === 'certificate' ? random.pick(CERTIFICATES) : random.pick(ACHIEVEMENT_TITLES),
        competition: type === 'award' ? random.pick(COMPETITIONS) : null,
        organizer: type === 'competition' ? random.pick(COMPETITIONS) : null,
        issuer: type === 'certificate' ? 'Wine & Spirit Education Trust' : null,
        year: random.int(2010, 2025),
        place: type === 'award' ? random.pick(places) : null,
        result: type === 'competition' ? random.pick(places) : null,
        createdAt: pastDate(random, anchor, 700),
      });
    }
  }
  for (const venue of venues) {
    if (venue.ownerId === null || !random.chance(0.3)) continue;
    for (let n = random.int(1, 2); n > 0; n--) {
      venueAwards.push({
        id: venueAwards.length + 1,
        venueId: venue.id,
        createdById: venue.ownerId,
        title: random.pick(ACHIEVEMENT_TITLES),
        competition: random.pick(COMPETITIONS),
        year: random.int(2010, 2025),
        place: random.pick(places),
        createdAt: pastDate(random, anchor, 700),
      });
    }
  }
  return { achievements, venueAwards };
}

export interface EventRow {
  id: number;
  ownerId: number;
  venueId: number | null;
  name: string;
  date: string;
  time: string | null;
  city: string | null;
  citySearch: string;
  createdAt: Date;
}

export interface GigRow {
  id: number;
  posterId: number;
  title: string;
  role: WorkRole;
  startsOn: string;
  payText: string;
  city: string;
  cityKey: string;
  description: string;
  closesOn: string;
  closedAt: Date | null;
  createdAt: Date;
}

export interface CampaignRow {
  id: number;
  brandUserId: number;
  name: string;
  description: string | null;
  active: boolean;
  startsOn: string | null;
  endsOn: string | null;
  createdAt: Date;
}

export interface PartnershipRow {
  id: number;
  brandUserId: number;
  venueId: number;
  createdAt: Date;
}

/** How an owner came to speak for its venue: it listed it (approved at once). */
export interface VenueClaimRow {
  id: number;
  venueId: number;
  claimantId: number;
  createdAt: Date;
}

/**
 * What venue and brand accounts publish: events (about one per account, from four months back to four
 * ahead, at the owner's venue or in the owner's city, as the app places them), gigs (about a third of the
 * accounts post one or two; most still open), brands' campaigns and partner venues, and the claim by
 * which each owner speaks for its venue.
 */
export function generateHosting(
  random: Random,
  members: readonly MemberRow[],
  venues: readonly VenueRow[],
  anchor = DEFAULT_ANCHOR,
): { events: EventRow[]; gigs: GigRow[]; campaigns: CampaignRow[]; partnerships: PartnershipRow[]; venueClaims: VenueClaimRow[] } {
  const events: EventRow[] = [];
  const gigs: GigRow[] = [];
  const campaigns: CampaignRow[] = [];
  const partnerships: PartnershipRow[] = [];
  const venueClaims: VenueClaimRow[] = [];
  const venueOf = new Map<number, VenueRow>();
  for (const venue of venues) {
    if (venue.ownerId === null) continue;
    venueOf.set(venue.ownerId, venue);
    venueClaims.push({ id: venueClaims.length + 1, venueId: venue.id, claimantId: venue.ownerId, createdAt: venue.createdAt });
  }
  for (const member of members) {
    if (member.profileType !== 'bar' && member.profileType !== 'brand') continue;
    const venue = venueOf.get(member.id) ?? null;
    for (let n = random.int(0, 2); n > 0; n--) {
      const date = anchor + random.int(-120, 120) * DAY;
      const city = eventCity(venue?.city, null, member.location);
      events.push({
        id: events.length + 1,
        ownerId: member.id,
        venueId: venue?.id ?? null,
        name: `${random.pick(EVENT_KINDS)}: ${random.pick(COCKTAIL_BASES)}`,
        date: isoDay(date),
        time: random.chance(0.7) ? `${random.int(16, 22)}:${random.pick(['00', '30'])}` : null,
        city,
        citySearch: eventCityKey(city),
        createdAt: new Date(Math.min(anchor, date) - random.int(1, 60) * DAY),
      });
    }
    if (random.chance(0.3)) {
      for (let n = random.int(1, 2); n > 0; n--) {
        const startsOn = anchor + random.int(-20, 60) * DAY;
        const place = venue?.city ?? member.location?.split(',')[0] ?? random.pick(CITIES).city;
        const city = canonical(place);
        gigs.push({
          id: gigs.length + 1,
          posterId: member.id,
          title: random.pick(GIG_TITLES),
          role: random.pick(WORK_ROLES),
          startsOn: isoDay(startsOn),
          payText: random.pick(PAY_TEXTS),
          city,
          cityKey: keyOfCity(city),
          description: random.pick(GIG_DESCRIPTIONS),
          closesOn: isoDay(startsOn + random.int(-14, 7) * DAY),
          closedAt: random.chance(0.1) ? new Date(anchor - random.int(1, 10) * DAY) : null,
          createdAt: new Date(Math.min(anchor, startsOn) - random.int(15, 40) * DAY),
        });
      }
    }
    if (member.profileType !== 'brand') continue;
    if (random.chance(0.5)) {
      for (let n = random.int(1, 3); n > 0; n--) {
        const starts = anchor + random.int(-200, 60) * DAY;
        campaigns.push({
          id: campaigns.length + 1,
          brandUserId: member.id,
          name: random.pick(CAMPAIGN_NAMES),
          description: random.chance(0.6) ? random.pick(DESCRIPTION_OPENINGS) : null,
          active: starts + 60 * DAY > anchor,
          startsOn: isoDay(starts),
          endsOn: isoDay(starts + 60 * DAY),
          createdAt: new Date(Math.min(anchor, starts) - random.int(1, 30) * DAY),
        });
      }
    }
    if (venues.length && random.chance(0.4)) {
      // 1 to 4 distinct venues, without copying the list of venues for each brand.
      const partners = new Set<number>();
      for (let n = Math.min(venues.length, random.int(1, 4)); partners.size < n;) partners.add(random.int(1, venues.length));
      for (const venueId of partners) {
        partnerships.push({ id: partnerships.length + 1, brandUserId: member.id, venueId, createdAt: pastDate(random, anchor, 400) });
      }
    }
  }
  return { events, gigs, campaigns, partnerships, venueClaims };
}

export interface BenchEntities {
  members: MemberRow[];
  venues: VenueRow[];
  ingredients: IngredientRow[];
  reports: ReportRow[];
  workEntries: WorkEntryRow[];
  verificationRequests: VerificationRequestRow[];
  openToWork: OpenToWorkRow[];
  achievements: AchievementRow[];
  venueAwards: VenueAwardRow[];
  events: EventRow[];
  gigs: GigRow[];
  campaigns: CampaignRow[];
  partnerships: PartnershipRow[];
  venueClaims: VenueClaimRow[];
}

export interface BenchData extends BenchEntities {
  cocktails: CocktailRow[];
  lines: LineRow[];
}

/** Each kind draws from its own stream, so sizes do not shift the others. */
const streamOf = (seed: string) => (name: string) => createRandom(`${seed}:${name}`);

/** Everything but the cocktails, from one seed. */
export function generateEntities(
  seed: string,
  sizes: BenchSizes,
  baseIngredients: readonly ImportedIngredient[],
  anchor = DEFAULT_ANCHOR,
): BenchEntities {
  const stream = streamOf(seed);
  const members = generateMembers(stream('members'), sizes.members, anchor);
  const barMemberIds = members.filter((member) => member.profileType === 'bar').map((member) => member.id);
  const venues = generateVenues(stream('venues'), sizes.venues, barMemberIds, anchor);
  const ingredients = generateIngredients(stream('ingredients'), baseIngredients);
  const reports = generateReports(stream('reports'), sizes.reports, sizes.cocktails, members.length, anchor);
  const work = generateWork(stream('work'), members, venues, anchor);
  const recognition = generateRecognition(stream('recognition'), members, venues, anchor);
  const hosting = generateHosting(stream('hosting'), members, venues, anchor);
  return { members, venues, ingredients, reports, ...work, ...recognition, ...hosting };
}

/** The cocktails of `generateEntities`' data, a batch at a time. */
export function benchCocktailBatches(
  seed: string,
  sizes: BenchSizes,
  entities: Pick<BenchEntities, 'members' | 'venues' | 'ingredients'>,
  anchor = DEFAULT_ANCHOR,
): Generator<{ cocktails: CocktailRow[]; lines: LineRow[] }> {
  return cocktailBatches(streamOf(seed)('cocktails'), {
    count: sizes.cocktails,
    linesPerCocktail: sizes.linesPerCocktail,
    ingredients: entities.ingredients,
    memberCount: entities.members.length,
    venueCount: entities.venues.length,
    anchor,
  });
}

/** Everything at once (tests, small scales). */
export function generateBenchData(
  seed: string,
  sizes: BenchSizes,
  baseIngredients: readonly ImportedIngredient[],
  anchor = DEFAULT_ANCHOR,
): BenchData {
  const entities = generateEntities(seed, sizes, baseIngredients, anchor);
  const cocktails: CocktailRow[] = [];
  const lines: LineRow[] = [];
  for (const batch of benchCocktailBatches(seed, sizes, entities, anchor)) {
    cocktails.push(...batch.cocktails);
    lines.push(...batch.lines);
  }
  return { ...entities, cocktails, lines };
}
