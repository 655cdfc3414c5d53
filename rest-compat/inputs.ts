// Legacy JSON bodies as the inputs of the schemas in common/. Only names and shapes change here
// (snake_case to the schema's names, a number sent as text, a venue given by its name); the JSON types
// are checked against the same zod schema the form and the domain use, and a wrong type is a 400 naming
// the legacy field. The rules about the values stay the domain's, after authorization (decision 0036).
import { checkTypes, type TypeExpectation } from '../common/validation';
import { type FieldNames, RestError } from './respond';

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value under the first of these names the body carries (legacy clients spell some fields two ways). */
export function field(body: Json, ...names: string[]): unknown {
  const name = names.find((candidate) => Object.hasOwn(body, candidate) && body[candidate] !== undefined);
  return name === undefined ? undefined : body[name];
}

/** Only the keys whose value is not undefined: GraphQL then leaves the others as they are. */
export function defined<T extends Json>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A number as legacy clients send it: a JSON number, or text holding one ("2", "0.75"); '' is null. Anything else is left for the type check. */
function numberOf(value: unknown): unknown {
  if (value === '') return null;
  return typeof value === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(value) ? Number(value) : value;
}

/**
 * A year, which GraphQL carries as an Int: the schema's number, but whole and 32-bit, else a 400 naming
 * the field (the schema's range is a rule, told by the domain).
 */
function yearOf(body: Json, path: string): unknown {
  const year = numberOf(body.year);
  if (typeof year === 'number' && Number.isFinite(year) && (!Number.isInteger(year) || Math.abs(year) > 2 ** 31 - 1)) {
    throw new RestError(400, `${path} must be a whole number`, path);
  }
  return year;
}

/** The legacy API's words for a value of the wrong JSON type. */
function typeMessage(name: string, expectation: TypeExpectation): string {
  const { expected, values = [], element, missing } = expectation;
  if (expected === 'value') {
    return values.length === 2 ? `${name} must be ${values[0]} or ${values[1]}` : `${name} must be one of: ${values.join(', ')}`;
  }
  if (missing) return `${name} is required`;
  if (expected === 'array') return element === 'string' ? `${name} must be a list of strings` : `${name} must be a list`;
  if (expected === 'boolean') return `${name} must be true or false`;
  if (expected === 'int') return `${name} must be a whole number`;
  if (expected === 'object') return `${name} must be an object`;
  return `${name} must be a ${expected}`;
}

/** An item of a list of texts is told as the list: "categories must be a list of strings". */
const listItem = /^(.+)\.\d+$/;

/**
 * `input` as the schema's input when its JSON types fit the schema in common/; else a 400 with the legacy
 * API's words, naming the first failing field in the route's names.
 */
export function bodyAs<S extends Parameters<typeof checkTypes>[0]>(
  schema: S,
  input: unknown,
  names: FieldNames = (path) => path,
): ReturnType<typeof checkTypes<S>>['value'] {
  const fields = new Map<string, string>();
  const { value, errors } = checkTypes(schema, input, (path, expectation) => {
    const list = listItem.exec(path);
    const [name, told]: [string, TypeExpectation] =
      list && expectation.expected === 'string' && !expectation.missing
        ? [names(list[1]), { expected: 'array', element: 'string', missing: false }]
        : [names(path), expectation];
    fields.set(path, name);
    return typeMessage(name, told);
  });
  if (errors.length) throw new RestError(400, errors[0].message, fields.get(errors[0].path) ?? names(errors[0].path));
  return value;
}

// ---------------------------------------------------------------------------------------------------
// Cocktails
// ---------------------------------------------------------------------------------------------------

/**
 * A recipe line: {amount, unit, ingredient (or name, ingredient_name, base_name), brand, order_index}, and
 * what GET /api/cocktails/{id} shows of a line besides (note, optional), so a line sent back as it was read
 * keeps them.
 */
function lineInput(line: unknown) {
  if (!isObject(line)) return line;
  return defined({
    ingredient: field(line, 'ingredient', 'name', 'ingredient_name', 'base_name') ?? '',
    amount: numberOf(line.amount),
    unit: line.unit,
    brand: line.brand,
    note: line.note,
    optional: line.optional,
    category: line.category,
    description: line.description,
  });
}

/** The lines in their order_index order when every line has one (the create form numbers them from 1). */
function linesInput(lines: unknown[]) {
  const ordered = lines.every((line) => isObject(line) && typeof line.order_index === 'number')
    ? [...(lines as Json[])].sort((a, b) => (a.order_index as number) - (b.order_index as number))
    : lines;
  return ordered.map(lineInput);
}

/** A venue given as its name, or as {name, city, state (or state_province), country}. */
function venueInput(venue: unknown) {
  if (venue === null || venue === '') return null;
  if (typeof venue === 'string') return { name: venue };
  if (!isObject(venue)) return venue;
  return defined({ name: venue.name ?? '', city: venue.city, state: field(venue, 'state', 'state_province'), country: venue.country });
}

const I_AM_CREATOR: Record<string, boolean> = { self: true, other: false, my_own: true };

/**
 * The attribution, read from the create form's object (attribution_type, original_creator_name,
 * source_link, year, venue), the edit form's (iAmCreator, originalCreator, sourceUrl, year, venue{...})
 * and the flat fields (type_enum, original_creator, original_creator_name, source_link, year, venue).
 * Undefined when the body names none of them.
 */
function attributionInput(body: Json) {
  if (body.attribution !== undefined && body.attribution !== null && !isObject(body.attribution)) return body.attribution;
  const nested = isObject(body.attribution) ? body.attribution : {};
  const kind = nested.attribution_type ?? body.type_enum;
  if (kind !== undefined && kind !== null && !(typeof kind === 'string' && Object.hasOwn(I_AM_CREATOR, kind)))
    throw new RestError(400, 'attribution_type must be self or other', 'attribution.attribution_type');
  const attribution = defined({
    iAmCreator: nested.iAmCreator ?? (typeof kind === 'string' ? I_AM_CREATOR[kind] : undefined),
    originalCreatorName:
      field(nested, 'originalCreator', 'original_creator_name', 'original_creator') ??
      field(body, 'original_creator', 'original_creator_name'),
    sourceUrl: field(nested, 'sourceUrl', 'source_link') ?? body.source_link,
    year: yearOf(nested, 'attribution.year') ?? yearOf(body, 'year'),
    venue: nested.venue !== undefined ? venueInput(nested.venue) : body.venue !== undefined ? venueInput(body.venue) : undefined,
  });
  return Object.keys(attribution).length ? attribution : undefined;
}

/**
 * A cocktail body of POST /api/cocktails or PUT /api/cocktails/{id} as the schema's cocktail input. Fields
 * left out stay undefined (on update they keep their value); `instructions` is read as directions.
 */
export function cocktailInput(body: Json) {
  return defined({
    name: body.name,
    description: body.description,
    directions: field(body, 'directions', 'instructions'),
    notes: body.notes,
    garnish: body.garnish,
    glassware: body.glassware,
    glasswareOther: field(body, 'glassware_other', 'glasswareOther'),
    classicEra: body.classic_era,
    isMocktail: body.is_mocktail,
    visibility: body.visibility,
    categories: body.categories,
    photoUrl: body.photo_url,
    ingredients: Array.isArray(body.ingredients) ? linesInput(body.ingredients) : body.ingredients,
    attribution: attributionInput(body),
  });
}

// ---------------------------------------------------------------------------------------------------
// Achievements and venue awards
// ---------------------------------------------------------------------------------------------------

/** An achievement's payload (section 3), or a venue award's body, as the fields every award has and its details. */
export function awardInput(payload: Json, yearPath: string) {
  return defined({
    title: payload.title ?? '',
    competition: payload.competition,
    place: payload.place,
    organizer: payload.organizer,
    result: payload.result,
    issuer: payload.issuer,
    year: yearOf(payload, yearPath),
    certificateUrl: field(payload, 'certificate_url', 'certificateUrl'),
  });
}
