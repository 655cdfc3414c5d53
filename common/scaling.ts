// Scaling recipes and showing their amounts in ml or oz (spec sections 4, 5 and 9): one pure module
// for the detail screen, the forms and the server.
//
// A recipe line is scaled from its stored amount by one factor. How a line behaves depends on its unit:
// - volumes (ml, cl, oz) scale and convert: shown in whole ml (at least 1) or in quarter ounces
//   (at least 0.01), whichever the viewer chose; they make up the Total Volume;
// - measures of their own (dash, barspoon, tsp, tbsp, and imported drops and grams) scale in their unit;
// - everything else ("Top with", qty, and imported counts such as a sprig or a slice) stays as written.
import { ML_PER_OZ } from './constants';

export type DisplayUnit = 'ml' | 'oz';
export type LineBehaviour = 'volume' | 'own-unit' | 'fixed';

/** Millilitres in one of each volume unit. */
const ML_PER_UNIT: Record<string, number> = { ml: 1, cl: 10, oz: ML_PER_OZ };

/** Units that scale but never convert. */
const OWN_UNITS = new Set(['dash', 'barspoon', 'tsp', 'tbsp', 'drop', 'g', 'kg']);

export interface RecipeLine {
  amount: number | null;
  unit: string;
}

export function lineBehaviour(line: RecipeLine): LineBehaviour {
  const unit = line.unit.toLowerCase();
  if (line.amount === null || !Number.isFinite(line.amount)) return 'fixed';
  if (unit in ML_PER_UNIT) return 'volume';
  if (OWN_UNITS.has(unit)) return 'own-unit';
  return 'fixed';
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

/** The sanitizer for an amount box showing `unit`. */
export function sanitizeAmountInput(text: string, unit: DisplayUnit | 'own-unit'): string {
  return unit === 'ml' ? sanitizeMlInput(text) : sanitizeOzInput(text);
}

export interface ScaledLine {
  behaviour: LineBehaviour;
  /** The amount shown (rounded by the rules of its unit); null when the line has none. */
  amount: number | null;
  /** The unit shown: the display unit for volumes, the line's own unit otherwise. */
  unit: string;
  /** The amount as text ("23", "0.75", "1.5"), or "" when there is none. */
  text: string;
}

/** One line at `factor`, in `display` units where it is a volume. */
export function scaleLine(line: RecipeLine, factor: number, display: DisplayUnit): ScaledLine {
  const behaviour = lineBehaviour(line);
  if (behaviour === 'volume') {
    const ml = toMl(line)! * factor;
    if (display === 'oz') {
      const oz = roundOz(mlToOz(ml));
      return { behaviour, amount: oz, unit: 'oz', text: formatOz(oz) };
    }
    const rounded = roundMl(ml);
    return { behaviour, amount: rounded, unit: 'ml', text: formatMl(rounded) };
  }
  if (behaviour === 'own-unit') {
    const amount = Math.round(line.amount! * factor * 100) / 100;
    return { behaviour, amount, unit: line.unit, text: formatPlain(amount) };
  }
  const text = line.amount === null || !Number.isFinite(line.amount) ? '' : formatPlain(line.amount);
  return { behaviour, amount: line.amount, unit: line.unit, text };
}

/** The recipe's volume in ml at `factor`: its ml, cl and oz lines; other measures do not count. */
export function totalVolumeMl(lines: readonly RecipeLine[], factor: number): number {
  return lines.reduce((sum, line) => sum + (lineBehaviour(line) === 'volume' ? toMl(line)! * factor : 0), 0);
}

/** The Total Volume as shown, by the rounding rules of the display unit; null when no line is a volume. */
export function totalVolume(lines: readonly RecipeLine[], factor: number, display: DisplayUnit): { amount: number; text: string } | null {
  if (!lines.some((line) => lineBehaviour(line) === 'volume')) return null;
  const ml = totalVolumeMl(lines, factor);
  if (display === 'oz') {
    const oz = roundOz(mlToOz(ml));
    return { amount: oz, text: formatOz(oz) };
  }
  const rounded = roundMl(ml);
  return { amount: rounded, text: formatMl(rounded) };
}

/** The custom multiplier box: a factor when the text is a finite number above 0, else null (ignored). */
export function factorFromInput(text: string): number | null {
  return parsePositive(text);
}

/**
 * Typing an amount for one line rescales the whole recipe: the factor that makes this line read
 * `typed` (in the display unit for volumes, in its own unit otherwise). Null when the typed amount is
 * not finite and above 0, or the line cannot scale.
 */
export function factorForLineAmount(line: RecipeLine, typed: string | number, display: DisplayUnit): number | null {
  const value = parsePositive(typed);
  if (value === null) return null;
  const behaviour = lineBehaviour(line);
  if (behaviour === 'volume') {
    const baseMl = toMl(line)!;
    if (!(baseMl > 0)) return null;
    return (display === 'oz' ? ozToMl(value) : value) / baseMl;
  }
  if (behaviour === 'own-unit') return line.amount! > 0 ? value / line.amount! : null;
  return null;
}

/**
 * A typed Total Volume rescales every line: the new factor, or null when the typed volume is not finite
 * and above 0, or the current total is not above 0.
 */
export function factorForTotalVolume(
  lines: readonly RecipeLine[],
  factor: number,
  typed: string | number,
  display: DisplayUnit,
): number | null {
  const value = parsePositive(typed);
  if (value === null) return null;
  const currentMl = totalVolumeMl(lines, factor);
  if (!(currentMl > 0)) return null;
  const typedMl = display === 'oz' ? ozToMl(value) : value;
  return (factor * typedMl) / currentMl;
}
