// A recipe's estimated strength and final volume (issue 41): the one definition, used by the server's
// Cocktail.estimatedAbv and finalVolumeMl and by the recipe screen as it scales. Decision 0074.
//
// The ingredients' alcohol over their volume gives the strength before ice; the method's dilution, from
// Dave Arnold's measurements ("Liquid Intelligence", 2014: the water a shaken or stirred drink takes up
// as a function of its starting strength), gives the water the ice adds:
// - shaken:  d = 1.567·a² + 1.742·a + 0.203
// - stirred: d = −1.21·a² + 1.246·a + 0.145
// - built (poured over ice in its glass and given a short stir): stirred's formula, our assumption;
// - blended: as much ice as liquid melts in (d = 1), a frozen drink's usual ratio, our assumption;
// - layered: poured without ice, so no water (d = 0);
// where `a` is the strength before ice as a fraction and `d` the water added per unit of volume.
// The estimate is null when it cannot be honest: an ingredient whose strength is not known, a spirit
// measured in a unit that says no volume ("Top with", a part, a bottle), or a method we cannot tell.
import { lineBehaviour, toMl, type RecipeLine } from './scaling';

export const MIX_METHODS = ['shaken', 'stirred', 'built', 'blended', 'layered'] as const;
export type MixMethod = (typeof MIX_METHODS)[number];

/** The words a recipe's method is written in (Bar Assistant's Shake, Stir, Build...), to our four. */
export const METHOD_WORDS: Readonly<Record<string, MixMethod>> = {
  shake: 'shaken',
  shaken: 'shaken',
  'dry shake': 'shaken',
  whip: 'shaken',
  stir: 'stirred',
  stirred: 'stirred',
  build: 'built',
  built: 'built',
  muddle: 'built',
  muddled: 'built',
  swizzle: 'built',
  swizzled: 'built',
  blend: 'blended',
  blended: 'blended',
  frozen: 'blended',
  layer: 'layered',
  layered: 'layered',
};

/** Our method of a method as written, or null when it is none of ours. */
export function mixMethodOf(method: string | null | undefined): MixMethod | null {
  if (!method) return null;
  return METHOD_WORDS[method.trim().toLowerCase()] ?? null;
}

/**
 * The verbs a recipe's directions name a method with, in each of their forms, in the order one wins when
 * several appear: the method that dilutes. Blending (its volume of ice) over shaking over stirring over
 * building, layering last ("Shake the rest, then layer the cream on top" is shaken). Muddling is a step,
 * not a method: "Muddle the mint in a shaker... shake hard" is shaken, and directions that only muddle
 * name no method. A blend of rums, a blended Scotch and a swizzle stick are no methods either.
 */
const DIRECTION_VERBS: readonly (readonly [MixMethod, RegExp])[] = [
  ['blended', /\bblend(?:s|ing)?\b(?!\s+of\b)|\bblended\b(?!\s+(?:scotch|whisk(?:e)?y|malt|grain|rum|bourbon|irish|cognac|spirits?)\b)/i],
  ['shaken', /\b(?:shake|shakes|shaken|shaking|shook)\b/i],
  ['stirred', /\b(?:stir|stirs|stirred|stirring)\b/i],
  ['built', /\b(?:build|builds|built|building)\b|\bswizzl(?:e|es|ed|ing)\b(?!\s+sticks?\b)/i],
  ['layered', /\b(?:layer|layers|layered|layering)\b/i],
];

/**
 * The method a recipe's directions name, for a recipe written without one: when they name several, the
 * one that dilutes ("Muddle... add ice and shake hard" is shaken), leaving out what they say not to do;
 * null when they name none.
 */
export function mixMethodFromDirections(directions: string | null | undefined): MixMethod | null {
  if (!directions) return null;
  // A verb said not to be done is not the method: "Stir, do not shake", "Stirred, not shaken".
  const done = directions.replace(/\b(?:not|never|don['’]t|without)\s+(?:be\s+)?[\p{L}-]+/giu, ' ');
  return DIRECTION_VERBS.find(([, verb]) => verb.test(done))?.[0] ?? null;
}

/** Arnold's dilution polynomials as [a², a, 1] coefficients; blended a constant. */
export const DILUTION_COEFFICIENTS: Readonly<Record<MixMethod, readonly [number, number, number]>> = {
  shaken: [1.567, 1.742, 0.203],
  stirred: [-1.21, 1.246, 0.145],
  built: [-1.21, 1.246, 0.145],
  blended: [0, 0, 1],
  layered: [0, 0, 0],
};

/** Water added per unit of volume, for a mix of `strength` (a fraction, 0 to 1) made this way. */
export function dilutionRatio(method: MixMethod, strength: number): number {
  const [a2, a1, a0] = DILUTION_COEFFICIENTS[method];
  return a2 * strength * strength + a1 * strength + a0;
}

/** Millilitres in one of each measure that pours a liquid (the volume units are in scaling.ts). */
export const ML_PER_MEASURE: Readonly<Record<string, number>> = {
  tsp: 4.92892,
  tbsp: 14.7868,
  barspoon: 5,
  // Arnold measures a dash at about 0.82 ml and a drop at 0.05 ml.
  dash: 0.82,
  drop: 0.05,
  cup: 236.588,
};

export interface StrengthLine extends RecipeLine {
  /** The ingredient's strength in percent ABV; null when it is not known. */
  abv: number | null;
}

export interface StrengthEstimate {
  method: MixMethod;
  /** Percent alcohol by volume of the drink as served. */
  abv: number;
  /** Millilitres of the drink as served: the ingredients and the water the ice added. */
  volumeMl: number;
}

/** A line's liquid in ml: volumes and pouring measures; 0 for what pours none; null when unknown. */
export function liquidMl(line: RecipeLine): number | null {
  const behaviour = lineBehaviour(line);
  const unit = line.unit.toLowerCase();
  if (behaviour === 'volume') return toMl(line);
  if (behaviour === 'measure' || behaviour === 'count') {
    const perMeasure = ML_PER_MEASURE[unit];
    return perMeasure === undefined ? 0 : line.amount! * perMeasure;
  }
  return null;
}

/**
 * The drink's strength and volume as served, at `factor` times the recipe (the strength does not change
 * with the factor: the dilution depends on the strength alone). Null when it cannot be told: see above.
 * A line that pours no liquid (a sprig, a slice, a count of eggs) adds no volume and must hold no alcohol;
 * a line with no measure ("Top with", or none written) makes the estimate unknown unless it holds no
 * alcohol and is not topped up (a garnish).
 */
export function estimateStrength(lines: readonly StrengthLine[], method: string | null | undefined, factor = 1): StrengthEstimate | null {
  const mix = mixMethodOf(method);
  if (!mix || lines.length === 0 || !(factor > 0)) return null;
  let volume = 0;
  let alcohol = 0;
  for (const line of lines) {
    if (line.abv === null || !Number.isFinite(line.abv) || line.abv < 0 || line.abv > 100) return null;
    const ml = liquidMl(line);
    const topped = line.unit.toLowerCase() === 'top with';
    if (ml === null || (ml === 0 && lineBehaviour(line) !== 'volume')) {
      // No liquid measured: fine for what holds no alcohol and is not poured to fill the glass.
      if (line.abv > 0 || topped) return null;
      continue;
    }
    volume += ml;
    alcohol += (ml * line.abv) / 100;
  }
  if (!(volume > 0)) return null;
  const before = alcohol / volume;
  const water = volume * dilutionRatio(mix, before);
  const served = volume + water;
  return { method: mix, abv: (alcohol / served) * 100, volumeMl: served * factor };
}

/**
 * A strength or a volume rounded to `decimals`, halves up, as the screen shows it and the API gives it. The
 * read path's SQL (strengthSql in gateway/domain/strength.ts) does the same double operations, floor(x ×
 * 10^decimals + 0.5) / 10^decimals, so both round a value such as 22.749999999999996 alike (a cast to
 * numeric would first round it to 15 digits, 22.75, and give 22.8).
 */
export function roundedTo(value: number, decimals: 0 | 1): number {
  const scale = 10 ** decimals;
  return Math.floor(value * scale + 0.5) / scale;
}

/** The strength as shown: one decimal ("18.4% ABV"), rounded as the API rounds it (roundedTo). */
export function formatAbv(abv: number): string {
  return `${roundedTo(abv, 1).toFixed(1)}% ABV`;
}

/** The note the recipe screen shows under the estimate: where it comes from. */
export const STRENGTH_NOTE =
  "Estimated from the ingredients' strength and Dave Arnold's dilution formulas (Liquid Intelligence) for the method.";

/** The estimate as the API gives it: the strength to one decimal, the volume in whole millilitres. */
export function roundedStrength(estimate: StrengthEstimate | null): { abv: number; volumeMl: number } | null {
  if (!estimate) return null;
  return { abv: roundedTo(estimate.abv, 1), volumeMl: roundedTo(estimate.volumeMl, 0) };
}
