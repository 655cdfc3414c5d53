// Measures as recipes write them, read into our units (issue 41's import; the seed's Bar Assistant set
// reads its units through normalizeMeasure too). An importer must not change an amount or a unit
// silently: a line without a unit stays a count ("8 cloves"), a line without an amount keeps none
// ("Sugar, to taste"), and the conversions made (ounces that are not a quarter step, which the rules
// refuse; measures our list does not have, as a shot or a litre, given in ml) are said in `changed`.
import { IMPORTED_UNITS } from './cocktail-rules';
import { AMOUNT_MAX, ML_PER_OZ } from './constants';
import { TOP_WITH } from './scaling';

/** Spellings of the units of our list (common/constants.ts COCKTAIL_UNITS) and of cups and grams. */
export const UNIT_ALIASES: Readonly<Record<string, string>> = {
  ml: 'ml',
  mls: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  oz: 'oz',
  ozs: 'oz',
  'fl oz': 'oz',
  'fl. oz': 'oz',
  'fluid ounce': 'oz',
  'fluid ounces': 'oz',
  ounce: 'oz',
  ounces: 'oz',
  cl: 'cl',
  cls: 'cl',
  centiliter: 'cl',
  centiliters: 'cl',
  centilitre: 'cl',
  centilitres: 'cl',
  dash: 'dash',
  dashes: 'dash',
  barspoon: 'barspoon',
  barspoons: 'barspoon',
  'bar spoon': 'barspoon',
  'bar spoons': 'barspoon',
  tsp: 'tsp',
  tsps: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tblsp: 'tbsp',
  tblsps: 'tbsp',
  tbl: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  qty: 'qty',
  g: 'g',
  gram: 'g',
  grams: 'g',
  cup: 'cup',
  cups: 'cup',
};

// A bar's measures at the size they are taken as, and the US system's volumes (our ounce is the US fluid
// ounce, ML_PER_OZ).
const SHOT = { ml: 1.5 * ML_PER_OZ, size: 'a shot taken as 1.5 oz' };
const JIGGER = { ml: 1.5 * ML_PER_OZ, size: 'a jigger taken as 1.5 oz' };
const LITRE = { ml: 1000 };
const DECILITRE = { ml: 100 };
const PINT = { ml: 16 * ML_PER_OZ, size: 'a US pint' };
const QUART = { ml: 32 * ML_PER_OZ, size: 'a US quart' };
const GALLON = { ml: 128 * ML_PER_OZ, size: 'a US gallon' };
/**
 * Measures our list does not have (common/constants.ts COCKTAIL_UNITS), given in ml: a bar's shot and
 * jigger, metric and US volumes. `size` is what the line says of the measure when a size was chosen.
 */
export const MEASURES_IN_ML: Readonly<Record<string, { ml: number; size?: string }>> = {
  shot: SHOT,
  shots: SHOT,
  jigger: JIGGER,
  jiggers: JIGGER,
  l: LITRE,
  ltr: LITRE,
  liter: LITRE,
  liters: LITRE,
  litre: LITRE,
  litres: LITRE,
  dl: DECILITRE,
  deciliter: DECILITRE,
  deciliters: DECILITRE,
  decilitre: DECILITRE,
  decilitres: DECILITRE,
  pint: PINT,
  pints: PINT,
  qt: QUART,
  qts: QUART,
  quart: QUART,
  quarts: QUART,
  gal: GALLON,
  gallon: GALLON,
  gallons: GALLON,
};

/** Ways recipes say "top up with". */
export const TOP_UP_SPELLINGS: ReadonlySet<string> = new Set(['topup', 'top up', 'top-up', 'top', 'top with', 'fill', 'fill up']);

const countedUnits = new Set<string>(IMPORTED_UNITS);

/** A unit word in the singular: "leaves" → "leaf", "pinches" → "pinch", "sprigs" → "sprig". */
export function singularUnit(unit: string): string {
  if (unit === 'leaves') return 'leaf';
  if (/(ch|sh|x)es$/.test(unit)) return unit.slice(0, -2);
  if (unit.endsWith('s') && !unit.endsWith('ss')) return unit.slice(0, -1);
  return unit;
}

/** A unit as written, lower-case, without a trailing full stop or odd spaces ("Oz." → "oz"). */
function unitKey(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\u00A0\u2007\u202F\u2009\u200A\u3000]/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/\s+/g, ' ');
}

/** Whether a word is a unit we read (for a free-text line: "2 oz gin" has one, "2 limes" has none). */
export function isUnitWord(text: string): boolean {
  const key = unitKey(text);
  return key in UNIT_ALIASES || key in MEASURES_IN_ML || TOP_UP_SPELLINGS.has(key) || countedUnits.has(singularUnit(key));
}

export interface NormalizedMeasure {
  amount: number | null;
  unit: string;
  /** What the unit said that is not a unit ("strong" espresso), for the line's note. */
  note: string | null;
  /** What was converted, in words, when something was ("0.125 oz is 3.7 ml: ounces go in quarter steps"). */
  changed: string | null;
}

/** A number to two decimals at most, as written in a note. */
export function formatAmount(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

/**
 * One line's measure in our units. A top-up carries a placeholder amount (1) in Bar Assistant's data, so
 * it becomes "Top with" without an amount; a top-up with a real volume (120) is that volume in ml. No unit
 * is a count ("qty"), never ml. A unit that is a number or a word we do not know becomes "qty", the word
 * kept in the note. Ounces that are not a quarter step (1/8 oz) and measures our list does not have (a
 * shot, a litre, a quart) are given in ml, and `changed` says so ("2 shots is 88.72 ml: a shot taken as
 * 1.5 oz"); such a measure without an amount is a count with the word in the note.
 */
export function normalizeMeasure(units: string | null | undefined, amount: number | null): NormalizedMeasure {
  const key = unitKey(units);
  if (key === '') return { amount, unit: 'qty', note: null, changed: null };
  if (TOP_UP_SPELLINGS.has(key)) {
    return amount !== null && amount > 1
      ? { amount, unit: 'ml', note: 'top up', changed: null }
      : { amount: null, unit: TOP_WITH, note: null, changed: null };
  }
  const known = UNIT_ALIASES[key];
  if (known === 'oz' && amount !== null && Math.abs(amount * 4 - Math.round(amount * 4)) > 1e-9 && amount * ML_PER_OZ <= AMOUNT_MAX) {
    const ml = Math.round(amount * ML_PER_OZ * 100) / 100;
    return {
      amount: ml,
      unit: 'ml',
      note: null,
      changed: `${Math.round(amount * 1000) / 1000} oz is ${formatAmount(ml)} ml: ounces go in quarter steps`,
    };
  }
  if (known) return { amount, unit: known, note: null, changed: null };
  const measure = MEASURES_IN_ML[key];
  if (measure) {
    if (amount === null) return { amount, unit: 'qty', note: key, changed: null };
    const ml = Math.round(amount * measure.ml * 100) / 100;
    const size = measure.size ? `: ${measure.size}` : '';
    return { amount: ml, unit: 'ml', note: null, changed: `${Math.round(amount * 1000) / 1000} ${key} is ${formatAmount(ml)} ml${size}` };
  }
  if (!/\p{L}/u.test(key)) return { amount, unit: 'qty', note: null, changed: null };
  const counted = singularUnit(key);
  if (countedUnits.has(counted)) return { amount, unit: counted, note: null, changed: null };
  return { amount, unit: 'qty', note: key, changed: null };
}

const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const VULGAR = Object.keys(VULGAR_FRACTIONS).join('');

/** A number as recipes write one: "2", "0.5", "1,5", "1/2", "¾", "1 1/2", "1½", "1-1/2". */
const AMOUNT_PATTERN = new RegExp(
  `^(?:(\\d+)(?:[\\s-]+|(?=[${VULGAR}]))(?:(\\d+)\\s*[/⁄]\\s*(\\d+)|([${VULGAR}]))` + // 1 1/2, 1½, 1-1/2
    `|(\\d+)\\s*[/⁄]\\s*(\\d+)` + // 1/2
    `|([${VULGAR}])` + // ¾
    `|(\\d+(?:[.,]\\d+)?|[.,]\\d+))`, // 2, 0.5, 1,5, .5
);

/**
 * The amount at the start of a text and what follows it; null amount when it starts with none. A range
 * ("1-2 dashes", "1 to 2 oz", "2 or 3") gives its first amount, and its last as `upTo`. A number that is
 * part of a name ("7-Up", "151 proof rum") is no amount.
 */
export function parseLeadingAmount(text: string): { amount: number | null; rest: string; upTo?: number } {
  const trimmed = text.trim();
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match) return { amount: null, rest: trimmed };
  const after = trimmed.slice(match[0].length);
  if (/^-\p{L}/u.test(after) || /^\s*proof\b/i.test(after)) return { amount: null, rest: trimmed };
  const [whole, mixedWhole, numerator, denominator, mixedVulgar, fracNumerator, fracDenominator, vulgar, decimal] = match;
  let amount: number;
  if (mixedWhole !== undefined) {
    const fraction = mixedVulgar ? VULGAR_FRACTIONS[mixedVulgar] : Number(numerator) / Number(denominator);
    amount = Number(mixedWhole) + fraction;
  } else if (fracNumerator !== undefined) amount = Number(fracNumerator) / Number(fracDenominator);
  else if (vulgar !== undefined) amount = VULGAR_FRACTIONS[vulgar];
  else amount = Number(decimal.replace(',', '.'));
  if (!Number.isFinite(amount)) return { amount: null, rest: trimmed };
  let rest = trimmed.slice(whole.length).trim();
  const rounded = Math.round(amount * 10_000) / 10_000;
  // A range ("1-2 dashes", "1 to 2 oz", "2 or 3"): the first amount, and the last for the line's note.
  const range = /^(?:-|–|to\b|or\b)\s*(\d+(?:[.,]\d+)?)\s*/.exec(rest);
  if (!range) return { amount: rounded, rest };
  rest = rest.slice(range[0].length).trim();
  return { amount: rounded, rest, upTo: Number(range[1].replace(',', '.')) };
}

/** An amount as a source gives it: a number, or text ("1 1/2", "¾"); null when it says none. */
export function parseAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const { amount, rest } = parseLeadingAmount(value);
  return rest === '' ? amount : null;
}

export interface ParsedLine {
  amount: number | null;
  unit: string;
  ingredient: string;
  note: string | null;
  changed: string | null;
}

/** Words before a line's amount: an instruction's ("Add 250 ml") or an estimate's ("About 8 drops"). */
const BEFORE_AMOUNT = new RegExp(`^(add|about|approx\\.?|approximately|around|roughly)\\s+(?=[\\d${VULGAR}])`, 'i');
/** "Juice of 1/2 Lemon": the fruit's count, juiced. */
const JUICE_OF = new RegExp(`^juice of\\s+(?=[\\d${VULGAR}])`, 'i');
/** "A splash of soda", "an ounce of gin": one of the unit that follows. */
const ONE_OF = /^an?\s+/i;

/** Remarks at a line's end, kept as its note ("2 lemons, juiced": two lemons, as "Juice of 2 lemons"). */
const TRAILING_NOTES =
  /\s*[,(]?\s*(to taste|for garnish|to garnish|optional|chilled|to top|to top up|for topping|(?:freshly )?juiced)\)?\s*$/i;

/**
 * How many words of the longest unit spelling that starts a text ("fl oz" before "oz"), as whole words and
 * with a word after them (the ingredient); 0 when none does.
 */
function startsWithUnit(text: string): number {
  const words = text.split(' ');
  for (const count of [3, 2, 1]) {
    if (words.length > count && isUnitWord(words.slice(0, count).join(' '))) return count;
  }
  return 0;
}

/**
 * A recipe line written as text ("1 1/2 oz. gin", "3 dashes Angostura bitters", "8 cloves", "Sugar, to
 * taste", "Top with soda water", "A splash of soda", "2 shots vodka", "2 lemons, juiced"): its amount,
 * unit and ingredient, with any trailing remark as a note.
 */
export function parseIngredientText(text: string): ParsedLine {
  let rest = text
    .replace(/[\u00A0\u2007\u202F\u2009\u200A\u3000]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let note: string | null = null;
  const remark = TRAILING_NOTES.exec(rest);
  if (remark && remark.index > 0) {
    note = remark[1].toLowerCase();
    rest = rest.slice(0, remark.index).trim();
  }
  const topUp = /^(top(?:\s*up)?(?:\s*with)?|fill(?:\s*up)?(?:\s*to(?:\s*the)?\s*top)?(?:\s*with)?)\s+/i.exec(rest);
  if (topUp || note === 'to top' || note === 'to top up' || note === 'for topping') {
    return { amount: null, unit: TOP_WITH, ingredient: rest.slice(topUp ? topUp[0].length : 0).trim(), note: null, changed: null };
  }
  // "Add 250 ml ...": an instruction's word before the measure; "About 8 drops": kept as a note.
  const before = BEFORE_AMOUNT.exec(rest);
  const notes: string[] = [];
  if (before) {
    if (before[1].toLowerCase() !== 'add') notes.push('about');
    rest = rest.slice(before[0].length);
  }
  // "A splash of soda": one splash (only before a unit: "A lime wedge" keeps its words).
  const article = ONE_OF.exec(rest);
  if (article && startsWithUnit(rest.slice(article[0].length))) rest = `1 ${rest.slice(article[0].length)}`;
  // "Juice of 1/2 Lemon": half a lemon, juiced (the fruit is the ingredient, the amount a count).
  const juiceOf = JUICE_OF.exec(rest);
  if (juiceOf) rest = rest.slice(juiceOf[0].length);
  const { amount, rest: afterAmount, upTo } = parseLeadingAmount(rest);
  rest = afterAmount;
  if (upTo !== undefined && amount !== null) notes.push(`${formatAmount(amount)} to ${formatAmount(upTo)}`);
  if (juiceOf && amount !== null) notes.push('juiced');
  else if (juiceOf) rest = `${juiceOf[0]}${rest}`;
  let unitText = '';
  const count = startsWithUnit(rest);
  if (count) {
    const words = rest.split(' ');
    unitText = words.slice(0, count).join(' ');
    rest = words.slice(count).join(' ');
  }
  if (!unitText) {
    // "2oz gin": a unit written against its number.
    const glued = /^([a-z]+\.?)\s+(.*)$/i.exec(rest);
    if (amount !== null && glued && /^(ml|cl|oz)\.?$/i.test(glued[1])) {
      unitText = glued[1];
      rest = glued[2];
    }
  }
  rest = rest.replace(/^of\s+/i, '').trim();
  const measure = normalizeMeasure(unitText, amount);
  return {
    amount: measure.amount,
    unit: measure.unit,
    ingredient: rest,
    note: [measure.note, ...notes, note].filter(Boolean).join('; ') || null,
    changed: measure.changed,
  };
}
