// The synthetic benchmark data, as rows: deterministic for a seed, folded search columns computed by
// the same functions the app writes them with (common/search-text.ts). No database access here.
import { CLASSIC_ERAS, COCKTAIL_CATEGORIES, GLASSWARE, REPORT_STATUSES, SPECIALTY_PRESETS, type ProfileType } from '../common/constants';
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

const EPOCH = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

function pastDate(random: Random, maxDays = 1500): Date {
  return new Date(EPOCH - random.int(0, maxDays * 24) * (DAY / 24));
}

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
  specialties: string[];
  searchText: string;
  createdAt: Date;
}

export function generateMembers(random: Random, count: number): MemberRow[] {
  const taken = new Set<string>();
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
    let username = base;
    for (let n = 2; taken.has(username); n++) username = `${base}${n}`;
    taken.add(username);
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
      searchText: userSearchText(member),
      createdAt: pastDate(random),
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

export function generateVenues(random: Random, count: number, barMemberIds: readonly number[]): VenueRow[] {
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
      createdAt: pastDate(random),
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
  likesCount: number;
  repoursCount: number;
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

export function generateCocktails(
  random: Random,
  count: number,
  linesPerCocktail: number,
  ingredients: readonly IngredientRow[],
  memberCount: number,
  venueCount: number,
): { cocktails: CocktailRow[]; lines: LineRow[] } {
  const bases = ingredients.filter((ingredient) => ingredient.parentId === null);
  const variants = ingredients.filter((ingredient) => ingredient.parentId !== null);
  // A fixed popularity order of the base ingredients (a few are in most recipes, most are rare).
  const popular = random.sample(bases, bases.length);
  const cocktails: CocktailRow[] = [];
  const lines: LineRow[] = [];
  const spread = Math.max(0, linesPerCocktail - 3);
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
    const createdAt = pastDate(random);
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
      likesCount: Math.floor(400 * random.next() ** 6),
      repoursCount: Math.floor(80 * random.next() ** 6),
      originalCreatorName: random.chance(0.3) ? `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}` : null,
      year: random.chance(0.2) ? random.int(1860, 2025) : null,
      venueId: venueCount && random.chance(0.2) ? random.int(1, venueCount) : null,
      creatorId: random.int(1, memberCount),
      createdAt,
    });
  }
  return { cocktails, lines };
}

export interface FollowRow {
  followerId: number;
  followingId: number;
  createdAt: Date;
}

/**
 * Distinct pairs; a few members have many followers, as on any social app. The most popular member
 * is followed by every other member (99,999 at scale 1), so a page of a huge followers list can be
 * measured (bench/api.ts).
 */
export function generateFollows(random: Random, count: number, memberCount: number): FollowRow[] {
  const popularity = random.sample(
    Array.from({ length: memberCount }, (_, index) => index + 1),
    memberCount,
  );
  const target = Math.min(count, memberCount * (memberCount - 1));
  const seen = new Set<number>();
  const rows: FollowRow[] = [];
  const star = popularity[0];
  for (let followerId = 1; followerId <= memberCount && rows.length < target; followerId++) {
    if (followerId === star) continue;
    seen.add(followerId * (memberCount + 1) + star);
    rows.push({ followerId, followingId: star, createdAt: pastDate(random, 700) });
  }
  while (rows.length < target) {
    const followerId = random.int(1, memberCount);
    const followingId = popularity[random.skewed(memberCount, 3)];
    if (followerId === followingId) continue;
    const key = followerId * (memberCount + 1) + followingId;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ followerId, followingId, createdAt: pastDate(random, 700) });
  }
  return rows;
}

export interface ReportRow {
  id: number;
  cocktailId: number;
  reporterId: number;
  message: string;
  status: (typeof REPORT_STATUSES)[number];
  createdAt: Date;
}

export function generateReports(random: Random, count: number, cocktailCount: number, memberCount: number): ReportRow[] {
  const rows: ReportRow[] = [];
  for (let id = 1; id <= count; id++) {
    const roll = random.next();
    rows.push({
      id,
      cocktailId: random.int(1, cocktailCount),
      reporterId: random.int(1, memberCount),
      message: random.pick(REPORT_MESSAGES),
      status: roll < 0.5 ? 'open' : roll < 0.7 ? 'reviewing' : roll < 0.9 ? 'resolved' : 'dismissed',
      createdAt: pastDate(random, 365),
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
  current: boolean;
  verificationStatus: 'unverified' | 'pending' | 'verified';
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
 * Bartenders' work history (0 to 3 positions at bench venues, about a third verified) and, for a quarter
 * of the bartenders, Open to work with 1 to 3 roles and 1 to 3 cities (decision 0051). The rows carry
 * what the triggers keep (a verified position, the specialties) as the app would: loading skips triggers.
 */
export function generateWork(
  random: Random,
  members: readonly MemberRow[],
  venues: readonly VenueRow[],
): { workEntries: WorkEntryRow[]; openToWork: OpenToWorkRow[] } {
  const workEntries: WorkEntryRow[] = [];
  const openToWork: OpenToWorkRow[] = [];
  if (venues.length === 0) return { workEntries, openToWork };
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
      workEntries.push({
        id: workEntries.length + 1,
        userId: member.id,
        venueId: venue.id,
        organizationName: venue.name,
        position: random.pick(POSITIONS),
        city: venue.city,
        country: venue.country,
        startDate: `${year}-${String(random.int(1, 12)).padStart(2, '0')}`,
        current: i === 0 && random.chance(0.4),
        verificationStatus,
        createdAt: pastDate(random, 900),
      });
    }
    if (!random.chance(0.25)) continue;
    const cities = random.sample(CITIES, random.int(1, 3)).map((place) => canonicalCity(place.city));
    openToWork.push({
      userId: member.id,
      roles: WORK_ROLES.filter((role) => random.chance(role === 'bartender' ? 0.8 : 0.25)).slice(0, 3),
      cities,
      cityKeys: cities.map(cityKey),
      note: random.chance(0.6) ? random.pick(AVAILABILITY_NOTES) : null,
      specialtyKeys: [...new Set(member.specialties.map((specialty) => specialty.toLowerCase()))],
      hasVerifiedPosition: verified,
      since: pastDate(random, 120),
    });
    if (openToWork.at(-1)!.roles.length === 0) openToWork.at(-1)!.roles.push('bartender');
  }
  return { workEntries, openToWork };
}

export interface BenchData {
  members: MemberRow[];
  venues: VenueRow[];
  ingredients: IngredientRow[];
  cocktails: CocktailRow[];
  lines: LineRow[];
  follows: FollowRow[];
  reports: ReportRow[];
  workEntries: WorkEntryRow[];
  openToWork: OpenToWorkRow[];
}

/** Everything, from one seed; each kind draws from its own stream so sizes do not shift the others. */
export function generateBenchData(seed: string, sizes: BenchSizes, baseIngredients: readonly ImportedIngredient[]): BenchData {
  const stream = (name: string) => createRandom(`${seed}:${name}`);
  const members = generateMembers(stream('members'), sizes.members);
  const barMemberIds = members.filter((member) => member.profileType === 'bar').map((member) => member.id);
  const venues = generateVenues(stream('venues'), sizes.venues, barMemberIds);
  const ingredients = generateIngredients(stream('ingredients'), baseIngredients);
  const { cocktails, lines } = generateCocktails(
    stream('cocktails'),
    sizes.cocktails,
    sizes.linesPerCocktail,
    ingredients,
    members.length,
    venues.length,
  );
  const follows = generateFollows(stream('follows'), sizes.follows, members.length);
  const reports = generateReports(stream('reports'), sizes.reports, cocktails.length, members.length);
  const { workEntries, openToWork } = generateWork(stream('work'), members, venues);
  return { members, venues, ingredients, cocktails, lines, follows, reports, workEntries, openToWork };
}
