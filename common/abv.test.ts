import { describe, expect, it } from 'vitest';
import { estimateStrength, formatAbv, mixMethodFromDirections, mixMethodOf, roundedTo, type StrengthLine } from './abv';

const daiquiri: StrengthLine[] = [
  { amount: 2, unit: 'oz', abv: 40 },
  { amount: 0.75, unit: 'oz', abv: 0 },
  { amount: 0.75, unit: 'oz', abv: 0 },
];
const martini: StrengthLine[] = [
  { amount: 60, unit: 'ml', abv: 40 },
  { amount: 15, unit: 'ml', abv: 18 },
  { amount: 1, unit: 'dash', abv: 0 },
  { amount: 1, unit: 'twist', abv: 0 },
];
const negroni: StrengthLine[] = [
  { amount: 3, unit: 'cl', abv: 40 },
  { amount: 3, unit: 'cl', abv: 25 },
  { amount: 3, unit: 'cl', abv: 16 },
  { amount: 1, unit: 'slice', abv: 0 },
];

describe('estimateStrength (Dave Arnold’s dilution)', () => {
  it('a shaken Daiquiri (2 oz rum, ¾ lime, ¾ syrup) is about 13.6% ABV and 174 ml as served', () => {
    // 22.86% before ice; shaken water 1.567·a² + 1.742·a + 0.203 = 0.6851 of the volume.
    const estimate = estimateStrength(daiquiri, 'Shake')!;
    expect(estimate.method).toBe('shaken');
    expect(estimate.abv).toBeCloseTo(13.57, 1);
    expect(estimate.volumeMl).toBeCloseTo(103.507 * 1.6851, 0);
  });

  it('a stirred Martini (60 ml gin, 15 ml vermouth, a dash of bitters, a twist) is about 24.6% ABV and 109 ml', () => {
    const estimate = estimateStrength(martini, 'stir')!;
    expect(estimate.method).toBe('stirred');
    expect(estimate.abv).toBeCloseTo(24.56, 1);
    expect(estimate.volumeMl).toBeCloseTo(108.7, 0);
  });

  it('a built Negroni (3 cl each) is about 19.4% ABV and 125 ml; a slice of orange adds nothing', () => {
    const estimate = estimateStrength(negroni, 'Build')!;
    expect(estimate.method).toBe('built');
    expect(estimate.abv).toBeCloseTo(19.38, 1);
    expect(estimate.volumeMl).toBeCloseTo(125.4, 0);
  });

  it('follows scaling: twice the recipe is twice the volume at the same strength', () => {
    const once = estimateStrength(negroni, 'stirred')!;
    const twice = estimateStrength(negroni, 'stirred', 2)!;
    expect(twice.abv).toBeCloseTo(once.abv, 10);
    expect(twice.volumeMl).toBeCloseTo(once.volumeMl * 2, 10);
  });

  it('a blended drink takes as much water as it has liquid', () => {
    const estimate = estimateStrength(
      [
        { amount: 50, unit: 'ml', abv: 40 },
        { amount: 50, unit: 'ml', abv: 0 },
      ],
      'Blend',
    )!;
    expect(estimate.volumeMl).toBeCloseTo(200, 6);
    expect(estimate.abv).toBeCloseTo(10, 6);
  });

  it('a layered shot takes no water', () => {
    const estimate = estimateStrength(
      [
        { amount: 20, unit: 'ml', abv: 20 },
        { amount: 20, unit: 'ml', abv: 40 },
      ],
      'Layer',
    )!;
    expect(estimate).toEqual({ method: 'layered', abv: 30, volumeMl: 40 });
  });

  it('a mocktail is 0% ABV', () => {
    expect(estimateStrength([{ amount: 60, unit: 'ml', abv: 0 }], 'shake')!.abv).toBe(0);
  });

  it('is unknown when an ingredient’s strength is unknown, a spirit has no measure, a glass is topped up, or the method is unknown', () => {
    expect(estimateStrength([...negroni.slice(0, 2), { amount: 3, unit: 'cl', abv: null }], 'stir')).toBeNull();
    expect(estimateStrength([{ amount: null, unit: 'qty', abv: 40 }, ...negroni], 'stir')).toBeNull();
    expect(estimateStrength([{ amount: 1, unit: 'part', abv: 40 }], 'stir')).toBeNull();
    expect(estimateStrength([...martini, { amount: null, unit: 'Top with', abv: 0 }], 'stir')).toBeNull();
    expect(estimateStrength(martini, 'thrown')).toBeNull();
    expect(estimateStrength(martini, null)).toBeNull();
    expect(estimateStrength([], 'stir')).toBeNull();
  });

  it('a garnish without a measure that holds no alcohol does not hide the estimate', () => {
    expect(estimateStrength([...martini, { amount: null, unit: 'qty', abv: 0 }], 'stir')!.abv).toBeCloseTo(24.56, 1);
  });

  it('reads methods as recipes write them, and from the directions when none is given', () => {
    expect(mixMethodOf(' Shake ')).toBe('shaken');
    expect(mixMethodOf('Muddle')).toBe('built');
    expect(mixMethodOf('Layer')).toBe('layered');
    expect(mixMethodOf('Thrown')).toBeNull();
    expect(mixMethodFromDirections('Add everything to a shaker. Shake hard with ice, then strain.')).toBe('shaken');
    expect(mixMethodFromDirections('Stir with ice until cold.')).toBe('stirred');
    expect(mixMethodFromDirections('Pour over the ice.')).toBeNull();
  });

  it.each([
    ['Shaking vigorously with ice, strain into a coupe.', 'shaken'],
    ['Dry shake, then shake again with ice.', 'shaken'],
    ['Stirring with ice until cold, strain.', 'stirred'],
    ['Stirred, not shaken.', 'stirred'],
    ['Stir with ice; do not shake.', 'stirred'],
    ['Stir without shaking, never shaken.', 'stirred'],
    ['Built in the glass over ice.', 'built'],
    ['Build over cracked ice.', 'built'],
    ['Swizzle with crushed ice until the glass frosts.', 'built'],
    ['Blended with a cup of crushed ice until smooth.', 'blended'],
    ['Blend with ice.', 'blended'],
    ['Layering each liqueur over the back of a spoon.', 'layered'],
  ] as const)('reads the verb’s forms: "%s" is %s', (directions, method) => {
    expect(mixMethodFromDirections(directions)).toBe(method);
  });

  it.each([
    // Muddling is a step, not a method: the method is the one that follows.
    ['Muddle the mint and lemon in a shaker, add the rest and shake hard with ice.', 'shaken'],
    ['Muddle the sugar and bitters, add the rye and ice, stir until cold.', 'stirred'],
    // When several are named, the one that dilutes.
    ['Stir the honey into the gin until it dissolves, then shake with ice.', 'shaken'],
    ['Build in a highball over ice and give it a stir.', 'stirred'],
    ['Shake the first three with ice, strain, and layer the cream on top.', 'shaken'],
  ] as const)('takes the method that dilutes when several appear: "%s" is %s', (directions, method) => {
    expect(mixMethodFromDirections(directions)).toBe(method);
  });

  it('names no method for directions that only muddle, nor for a blend, a blended spirit or a swizzle stick', () => {
    expect(mixMethodFromDirections('Muddle the mint with the sugar and lime, add rum and top with soda.')).toBeNull();
    expect(mixMethodFromDirections('Use a blend of aged rums; pour over crushed ice.')).toBeNull();
    expect(mixMethodFromDirections('Pour the blended Scotch over a large cube and stir.')).toBe('stirred');
    expect(mixMethodFromDirections('Pour over ice and serve with a swizzle stick.')).toBeNull();
  });

  it('shows the strength to one decimal, halves up, as roundedTo gives it', () => {
    expect(formatAbv(13.5749)).toBe('13.6% ABV');
    expect(formatAbv(22.749999999999996)).toBe('22.7% ABV');
    expect(formatAbv(18.25)).toBe('18.3% ABV');
    expect([roundedTo(22.749999999999996, 1), roundedTo(126.5, 0), roundedTo(125.49999999999999, 0)]).toEqual([22.7, 127, 125]);
  });
});
