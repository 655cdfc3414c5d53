// Scaling recipes and showing their amounts in ml or oz (spec sections 4, 5 and 9): one pure module
// for the detail screen, the forms and the server. Decision 0037 gives the reasons for each rule.
//
// A recipe line is scaled from its stored amount by one factor. How a line behaves depends on its unit:
// - volumes (ml, cl, oz) scale and convert: shown in whole ml (at least 1) or in quarter ounces
//   (at least 0.01), whichever the viewer chose; the Total Volume is the sum of what they show, or
//   what the member typed into it while that total is what scales the recipe;
// - measures (dash, drop, barspoon, tsp, tbsp, g, kg, inch) scale in their own unit, rounded to what
//   can be poured or weighed: whole dashes, drops and grams, half spoons;
// - counts (qty, and imported counts such as a bottle, a whole lime, a slice, a part) scale to halves
//   below 3 and to wholes from 3;
// - "Top with" never scales and shows no amount; nor does a line without an amount (or with 0).
// Unscaled (×1), measures and counts read exactly as their author wrote them.
import { ML_PER_OZ } from './constants';

export type DisplayUnit = 'ml' | 'oz';
export type LineBehaviour = 'volume' | 'measure' | 'count' | 'fixed';

/** Millilitres in one of each volume unit. */
export const ML_PER_UNIT: Readonly<Record<string, number>> = { ml: 1, cl: 10, oz: ML_PER_OZ };

/** Measures that scale in their own unit, with the smallest amount that can be poured or weighed. */
const MEASURE_STEPS: Record<string, number> = {
  dash: 1,
  drop: 1,
  barspoon: 0.5,
  tsp: 0.5,
  tbsp: 0.5,
  g: 1,
  kg: 0.01,
  inch: 0.25,
};

/** Counts scale in halves below this, in wholes from it (half a lime; not 13.5 basil leaves). */
const COUNT_WHOLES_FROM = 3;

export const TOP_WITH = 'Top with';

export interface RecipeLine {
  amount: number | null;
  unit: string;
}

function hasAmount(line: RecipeLine): line is { amount: number; unit: string } {
  return line.amount !== null && Number.isFinite(line.amount) && line.amount > 0;
}

export function lineBehaviour(line: RecipeLine): LineBehaviour {
  const unit = line.unit.toLowerCase();
  if (unit === TOP_WITH.toLowerCase() || !hasAmount(line)) return 'fixed';
  if (unit in ML_PER_UNIT) return 'volume';
  if (unit in MEASURE_STEPS) return 'measure';
  return 'count';
}

/** A volume in ml (cl and oz converted); null for lines that are not volumes. */
export function toMl(line: RecipeLine): number | null {
  const perUnit = ML_PER_UNIT[line.unit.toLowerCase()];
  return perUnit === undefined || line.amount === null || !Number.isFinite(line.amount) ? null : line.amount * perUnit;
}

export function mlToOz(ml: number): number {
  return ml / ML_PER_OZ;
}

export function ozToMl(oz: number): number {
  return oz * ML_PER_OZ;
}

/** Whole millilitres, at least 1. */
export function roundMl(ml: number): number {
  return Math.max(1, Math.round(ml));
}

/** The nearest quarter ounce, at least 0.01. */
export function roundOz(oz: number): number {
  return Math.max(0.01, Math.round(oz * 4) / 4);
}

/** Ounces to two decimals (where an amount is stored or sent rather than shown). */
export function ozTwoDecimals(oz: number): number {
  return Math.round(oz * 100) / 100;
}

function roundToStep(amount: number, step: number): number {
  // Two decimals at most: 0.1 + 0.2 style float noise never reaches the screen.
  return Math.max(step, Math.round(Math.round(amount / step) * step * 100) / 100);
}

/** A scaled measure or count as it can be poured: whole dashes, half barspoons, half or whole limes. */
export function roundPourable(amount: number, unit: string): number {
  const step = MEASURE_STEPS[unit.toLowerCase()];
  if (step !== undefined) return roundToStep(amount, step);
  return roundToStep(amount, amount < COUNT_WHOLES_FROM ? 0.5 : 1);
}

/** One decimal for whole or half ounces ("1.0", "1.5"), otherwise two ("0.75", "0.01"). */
export function formatOz(oz: number): string {
  return Number.isInteger(oz * 2) ? oz.toFixed(1) : oz.toFixed(2);
}

export function formatMl(ml: number): string {
  return String(Math.round(ml));
}

/** A scale factor as shown: two decimals ("1.00", "0.50", "2.00"). */
export function formatScale(factor: number): string {
  return factor.toFixed(2);
}

/** A measure in its own unit: at most two decimals, without trailing zeros ("2", "0.5", "1.25"). */
export function formatPlain(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

/** A typed number that may be used: finite and above 0; anything else is ignored (null). */
export function parsePositive(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'string' && text.trim() === '') return null;
  const value = typeof text === 'number' ? text : Number(text.trim());
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** What an ml box keeps of what was typed: digits only. */
export function sanitizeMlInput(text: string): string {
  return text.replace(/\D/g, '');
}

/** What an oz box keeps of what was typed: digits and the first decimal point. */
export function sanitizeOzInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

/** The sanitizer for an amount box showing `unit` (measures and counts take a decimal point, as oz). */
export function sanitizeAmountInput(text: string, unit: DisplayUnit | 'own-unit'): string {
  return unit === 'ml' ? sanitizeMlInput(text) : sanitizeOzInput(text);
}

/**
 * The unit a recipe opens in: the one its author wrote its volumes in (oz when more of its volume lines
 * are in oz than in ml or cl), so that unscaled it reads as written. ml, the spec's default, otherwise.
 */
export function authorDisplayUnit(lines: readonly RecipeLine[]): DisplayUnit {
  let oz = 0;
  let metric = 0;
  for (const line of lines) {
    if (lineBehaviour(line) !== 'volume') continue;
    if (line.unit.toLowerCase() === 'oz') oz++;
    else metric++;
  }
  return oz > metric ? 'oz' : 'ml';
}

export interface ScaledLine {
  behaviour: LineBehaviour;
  /** The amount shown (rounded by the rules of its unit); null when the line shows none. */
  amount: number | null;
  /**
   * The unit word shown: the display unit for volumes, the line's own unit otherwise; none for qty (a
   * plain count) nor for a volume unit without an amount ("ml" alone says nothing).
   */
  unit: string;
  /** The amount as text ("23", "0.75", "1.5"), or "" when there is none. */
  text: string;
  /** The unit as written beside the amount: plural above one where English has one ("2 bottles", "3 dashes"). */
  word: string;
}

function unitWord(unit: string): string {
  return unit === 'qty' ? '' : unit;
}

/** Plurals of the unit words a recipe line shows; abbreviations (ml, oz, tsp, g) and "whole" have none. */
const PLURAL_UNITS: Record<string, string> = {
  dash: 'dashes',
  drop: 'drops',
  barspoon: 'barspoons',
  inch: 'inches',
  bottle: 'bottles',
  leaf: 'leaves',
  slice: 'slices',
  sprig: 'sprigs',
  wedge: 'wedges',
  cube: 'cubes',
  peel: 'peels',
  part: 'parts',
  pinch: 'pinches',
  splash: 'splashes',
  scoop: 'scoops',
  bean: 'beans',
  capsule: 'capsules',
  yolk: 'yolks',
  twist: 'twists',
  piece: 'pieces',
  can: 'cans',
  cup: 'cups',
};

/** `unit` as written beside `amount`: "1 dash", "0.5 barspoon", "2 dashes". */
export function unitWordFor(unit: string, amount: number | null): string {
  if (amount === null || amount <= 1) return unit;
  return PLURAL_UNITS[unit.toLowerCase()] ?? unit;
}

/** One line at `factor`, in `display` units where it is a volume. */
export function scaleLine(line: RecipeLine, factor: number, display: DisplayUnit): ScaledLine {
  const behaviour = lineBehaviour(line);
  if (behaviour === 'volume') {
    const ml = toMl(line)! * factor;
    if (display === 'oz') {
      const oz = roundOz(mlToOz(ml));
      return { behaviour, amount: oz, unit: 'oz', text: formatOz(oz), word: 'oz' };
    }
    const rounded = roundMl(ml);
    return { behaviour, amount: rounded, unit: 'ml', text: formatMl(rounded), word: 'ml' };
  }
  if (behaviour === 'measure' || behaviour === 'count') {
    const amount = factor === 1 ? line.amount! : roundPourable(line.amount! * factor, line.unit);
    const unit = unitWord(line.unit);
    return { behaviour, amount, unit, text: formatPlain(amount), word: unitWordFor(unit, amount) };
  }
  const unit = line.unit.toLowerCase() in ML_PER_UNIT ? '' : unitWord(line.unit);
  return { behaviour, amount: null, unit, text: '', word: unit };
}

/**
 * The Total Volume as shown: the sum of the volume lines as they are shown, so that the lines add up to
 * it in either unit; null when no line is a volume.
 */
export function totalVolume(lines: readonly RecipeLine[], factor: number, display: DisplayUnit): { amount: number; text: string } | null {
  const volumes = lines.filter((line) => lineBehaviour(line) === 'volume');
  if (volumes.length === 0) return null;
  const sum = volumes.reduce((total, line) => total + scaleLine(line, factor, display).amount!, 0);
  if (display === 'oz') {
    const oz = ozTwoDecimals(sum);
    return { amount: oz, text: formatOz(oz) };
  }
  return { amount: sum, text: formatMl(sum) };
}

/** The custom multiplier box: a factor when the text is a finite number above 0, else null (ignored). */
export function factorFromInput(text: string): number | null {
  return parsePositive(text);
}

/**
 * The factor at which `shownAt` reads `target`: the first candidate that does (the plain proportion
 * first, so that doubling what is shown reads ×2.00), else one found between the roundings, else the
 * last candidate (a target the roundings skip over, e.g. a total two lines step past together).
 */
function factorShowing(target: number, shownAt: (factor: number) => number, candidates: readonly number[]): number | null {
  const usable = candidates.filter((candidate) => Number.isFinite(candidate) && candidate > 0);
  const hit = usable.find((candidate) => shownAt(candidate) === target);
  if (hit !== undefined) return hit;
  const fallback = usable.at(-1);
  if (fallback === undefined) return null;
  // What is shown never falls as the factor grows: bisect for the factors that show `target`.
  const lowest = (reaches: (shown: number) => boolean) => {
    let low = 0;
    let high = fallback;
    for (let i = 0; i < 64 && !reaches(shownAt(high)); i++) high *= 2;
    if (!reaches(shownAt(high))) return null;
    for (let i = 0; i < 80; i++) {
      const middle = (low + high) / 2;
      if (reaches(shownAt(middle))) high = middle;
      else low = middle;
    }
    return high;
  };
  const from = lowest((shown) => shown >= target);
  const beyond = lowest((shown) => shown > target);
  if (from !== null && beyond !== null) {
    const middle = (from + beyond) / 2;
    if (shownAt(middle) === target) return middle;
  }
  return fallback;
}

/** A typed amount rounded as the line would show it, or null when it cannot be used. */
function typedTarget(behaviour: LineBehaviour, unit: string, typed: string | number, display: DisplayUnit): number | null {
  const value = parsePositive(typed);
  if (value === null) return null;
  if (behaviour === 'volume') return display === 'oz' ? roundOz(value) : roundMl(value);
  return roundPourable(value, unit);
}

/**
 * Typing an amount for one line rescales the whole recipe: the factor at which this line reads `typed`
 * (in the display unit for volumes, in its own unit otherwise), preferring the proportion to what the
 * line shows: 3 oz typed over a line showing 1.5 oz is ×2.00, wherever the 1.5 was rounded from. Null
 * when the typed amount is not finite and above 0, or the line does not scale.
 */
export function factorForLineAmount(line: RecipeLine, factor: number, typed: string | number, display: DisplayUnit): number | null {
  const behaviour = lineBehaviour(line);
  if (behaviour === 'fixed') return null;
  const target = typedTarget(behaviour, line.unit, typed, display);
  if (target === null) return null;
  const shown = scaleLine(line, factor, display).amount!;
  const exact = behaviour === 'volume' ? (display === 'oz' ? ozToMl(target) : target) / toMl(line)! : target / line.amount!;
  return factorShowing(target, (candidate) => scaleLine(line, candidate, display).amount!, [(factor * target) / shown, exact]);
}

/** A typed total volume as the Total Volume box writes it: whole ml (at least 1), or oz to two decimals (at least 0.01). */
function typedTotal(value: number, display: DisplayUnit): number {
  return display === 'oz' ? Math.max(0.01, ozTwoDecimals(value)) : roundMl(value);
}

/**
 * What the Total Volume box keeps after a total was typed: the typed volume as the box writes it ("8.0"
 * for 8 oz, "250" for 250 ml), or null when it is ignored. The lines show rounded and may add up to a
 * little more or less than it (a 1/1/1 oz Negroni typed as 8 oz reads 2.75 × 3 = 8.25): the box says
 * what the member asked for (decision 0067).
 */
export function typedTotalText(typed: string | number, display: DisplayUnit): string | null {
  const value = parsePositive(typed);
  if (value === null) return null;
  const total = typedTotal(value, display);
  return display === 'oz' ? formatOz(total) : formatMl(total);
}

/**
 * A typed Total Volume rescales every line: the factor at which the total reads `typed`, or null when
 * the typed volume is not finite and above 0, or there is no total to scale.
 */
export function factorForTotalVolume(
  lines: readonly RecipeLine[],
  factor: number,
  typed: string | number,
  display: DisplayUnit,
): number | null {
  const shown = totalVolume(lines, factor, display);
  if (shown === null || !(shown.amount > 0)) return null;
  const value = parsePositive(typed);
  if (value === null) return null;
  const target = typedTotal(value, display);
  const exactMl = lines.reduce((sum, line) => sum + (lineBehaviour(line) === 'volume' ? toMl(line)! : 0), 0);
  const exact = (display === 'oz' ? ozToMl(target) : target) / exactMl;
  return factorShowing(target, (candidate) => totalVolume(lines, candidate, display)!.amount, [(factor * target) / shown.amount, exact]);
}
