// Legacy JSON bodies reshaped into GraphQL inputs. Only shapes and names change here: a value of the
// wrong JSON type is refused with a 400 naming the field; every rule about the values is the schema's.
import { RestError } from './respond';

export type Json = Record<string, unknown>;

const has = (body: Json, name: string) => Object.prototype.hasOwnProperty.call(body, name) && body[name] !== undefined;

/** The first of these names the body carries (legacy clients spell some fields two ways). */
function firstPresent(body: Json, names: readonly string[]): string | undefined {
  return names.find((name) => has(body, name));
}

/** Text: undefined when absent (left as it is), null when null, a 400 when not a string. */
export function optionalText(body: Json, names: string | readonly string[], path?: string): string | null | undefined {
  const name = firstPresent(body, typeof names === 'string' ? [names] : names);
  if (name === undefined) return undefined;
  const value = body[name];
  if (value === null) return null;
  if (typeof value !== 'string') throw new RestError(400, `${path ?? name} must be a string`, path ?? name);
  return value;
}

export function optionalBoolean(body: Json, name: string, path = name): boolean | null | undefined {
  if (!has(body, name)) return undefined;
  const value = body[name];
  if (value === null || typeof value === 'boolean') return value;
  throw new RestError(400, `${path} must be true or false`, path);
}

/** A number, or a string holding one ("2", "0.75"); '' and null are null. */
export function optionalNumber(body: Json, names: string | readonly string[], path?: string): number | null | undefined {
  const name = firstPresent(body, typeof names === 'string' ? [names] : names);
  if (name === undefined) return undefined;
  const value = body[name];
  const where = path ?? name;
  if (value === null || value === '') return null;
  // A string of 400 digits is a number JSON allows but a double cannot hold (Infinity): refused here, as 1e400 is by JSON.parse.
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(value) ? Number(value) : NaN;
  if (Number.isFinite(number)) return number;
  throw new RestError(400, `${where} must be a number`, where);
}

/** A whole number (a year), or a string holding one. */
export function optionalInteger(body: Json, names: string | readonly string[], path?: string): number | null | undefined {
  const value = optionalNumber(body, names, path);
  const where = path ?? (typeof names === 'string' ? names : names[0]);
  if (value !== null && value !== undefined && (!Number.isInteger(value) || Math.abs(value) > 2 ** 31 - 1)) {
    throw new RestError(400, `${where} must be a whole number`, where);
  }
  return value;
}

export function optionalTextList(body: Json, name: string, path = name): string[] | null | undefined {
  if (!has(body, name)) return undefined;
  const value = body[name];
  if (value === null) return null;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    throw new RestError(400, `${path} must be a list of strings`, path);
  return value as string[];
}

export function optionalObject(body: Json, name: string, path = name): Json | null | undefined {
  if (!has(body, name)) return undefined;
  const value = body[name];
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new RestError(400, `${path} must be an object`, path);
  return value as Json;
}

export function optionalList(body: Json, name: string, path = name): unknown[] | null | undefined {
  if (!has(body, name)) return undefined;
  const value = body[name];
  if (value === null || Array.isArray(value)) return value;
  throw new RestError(400, `${path} must be a list`, path);
}

/** Only the keys whose value is not undefined: GraphQL then leaves the others as they are. */
export function defined<T extends Json>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

// ---------------------------------------------------------------------------------------------------
// Cocktails
// ---------------------------------------------------------------------------------------------------

/** A recipe line: {amount, unit, ingredient (or name, ingredient_name), brand, order_index}. */
function lineInput(value: unknown, index: number) {
  const path = `ingredients.${index}`;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new RestError(400, `${path} must be an object`, path);
  const line = value as Json;
  return defined({
    ingredient: optionalText(line, ['ingredient', 'name', 'ingredient_name', 'base_name'], `${path}.ingredient`) ?? '',
    amount: optionalNumber(line, 'amount', `${path}.amount`),
    unit: optionalText(line, 'unit', `${path}.unit`),
    brand: optionalText(line, 'brand', `${path}.brand`),
    category: optionalText(line, 'category', `${path}.category`),
    description: optionalText(line, 'description', `${path}.description`),
  });
}

/** The lines in their order_index order when every line has one (the create form numbers them from 1). */
function linesInput(lines: unknown[]) {
  const ordered = lines.every((line) => line && typeof line === 'object' && typeof (line as Json).order_index === 'number')
    ? [...lines].sort((a, b) => ((a as Json).order_index as number) - ((b as Json).order_index as number))
    : lines;
  return ordered.map(lineInput);
}

/** A venue given as its name, or as {name, city, state, country}. */
function venueInput(value: unknown, path: string) {
  if (value === null || value === '') return null;
  if (typeof value === 'string') return { name: value };
  if (typeof value !== 'object' || Array.isArray(value)) throw new RestError(400, `${path} must be a name or an object`, path);
  const venue = value as Json;
  return defined({
    name: optionalText(venue, 'name', `${path}.name`) ?? '',
    city: optionalText(venue, 'city', `${path}.city`),
    state: optionalText(venue, ['state', 'state_province'], `${path}.state`),
    country: optionalText(venue, 'country', `${path}.country`),
  });
}

const I_AM_CREATOR: Record<string, boolean> = { self: true, other: false, my_own: true };

/**
 * The attribution, read from the create form's object (attribution_type, original_creator_name,
 * source_link, year, venue), the edit form's (iAmCreator, originalCreator, sourceUrl, year, venue{...})
 * and the flat fields (type_enum, original_creator, original_creator_name, source_link, year, venue).
 * Undefined when the body names none of them.
 */
function attributionInput(body: Json) {
  const nested = optionalObject(body, 'attribution') ?? {};
  const kind = optionalText(nested, 'attribution_type', 'attribution.attribution_type') ?? optionalText(body, 'type_enum');
  if (kind !== undefined && kind !== null && !(kind in I_AM_CREATOR))
    throw new RestError(400, 'attribution_type must be self or other', 'attribution.attribution_type');
  const iAmCreator =
    optionalBoolean(nested, 'iAmCreator', 'attribution.iAmCreator') ??
    (kind === undefined || kind === null ? undefined : I_AM_CREATOR[kind]);
  const originalCreatorName =
    optionalText(nested, ['originalCreator', 'original_creator_name', 'original_creator'], 'attribution.originalCreator') ??
    optionalText(body, ['original_creator', 'original_creator_name']);
  const sourceUrl = optionalText(nested, ['sourceUrl', 'source_link'], 'attribution.sourceUrl') ?? optionalText(body, 'source_link');
  const year = optionalInteger(nested, 'year', 'attribution.year') ?? optionalInteger(body, 'year');
  const venue = has(nested, 'venue')
    ? venueInput(nested.venue, 'attribution.venue')
    : has(body, 'venue')
      ? venueInput(body.venue, 'venue')
      : undefined;
  const attribution = defined({ iAmCreator, originalCreatorName, sourceUrl, year, venue });
  return Object.keys(attribution).length ? attribution : undefined;
}

/**
 * A cocktail body of POST /api/cocktails or PUT /api/cocktails/{id} as the GraphQL CocktailInput. Fields
 * left out stay undefined (on update they keep their value); `instructions` is read as directions.
 */
export function cocktailInput(body: Json) {
  const lines = optionalList(body, 'ingredients');
  const visibility = optionalText(body, 'visibility');
  if (visibility !== undefined && visibility !== null && visibility !== 'public' && visibility !== 'private') {
    throw new RestError(400, 'visibility must be public or private', 'visibility');
  }
  return defined({
    name: optionalText(body, 'name'),
    description: optionalText(body, 'description'),
    directions: optionalText(body, ['directions', 'instructions']),
    notes: optionalText(body, 'notes'),
    garnish: optionalText(body, 'garnish'),
    glassware: optionalText(body, 'glassware'),
    glasswareOther: optionalText(body, ['glassware_other', 'glasswareOther']),
    classicEra: optionalText(body, 'classic_era'),
    isMocktail: optionalBoolean(body, 'is_mocktail'),
    visibility,
    categories: optionalTextList(body, 'categories'),
    photoUrl: optionalText(body, 'photo_url'),
    ingredients: lines === undefined ? undefined : lines === null ? null : linesInput(lines),
    attribution: attributionInput(body),
  });
}
