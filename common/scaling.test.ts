import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ML_PER_OZ, SCALE_PRESETS } from './constants';
import {
  authorDisplayUnit,
  factorForLineAmount,
  factorForTotalVolume,
  factorFromInput,
  typedTotalText,
  formatMl,
  formatOz,
  formatPlain,
  formatScale,
  lineBehaviour,
  mlToOz,
  ozToMl,
  ozTwoDecimals,
  parsePositive,
  roundMl,
  roundOz,
  sanitizeAmountInput,
  sanitizeMlInput,
  sanitizeOzInput,
  scaleLine,
  toMl,
  totalVolume,
  type DisplayUnit,
  type RecipeLine,
} from './scaling';

/** A Daiquiri as the seed writes it: 60 ml rum, 22.5 ml lime, 7.5 ml syrup. */
const daiquiri: RecipeLine[] = [
  { amount: 60, unit: 'ml' },
  { amount: 22.5, unit: 'ml' },
  { amount: 7.5, unit: 'ml' },
];

describe('converting between ml and oz', () => {
  it('uses 29.5735 ml per fluid ounce', () => {
    expect(ML_PER_OZ).toBe(29.5735);
    expect(ozToMl(1)).toBe(29.5735);
    expect(mlToOz(29.5735)).toBe(1);
    expect(toMl({ amount: 2, unit: 'oz' })).toBeCloseTo(59.147, 10);
  });

  it('treats cl as ten ml, so cl lines convert with ml', () => {
    expect(toMl({ amount: 3, unit: 'cl' })).toBe(30);
    expect(scaleLine({ amount: 3, unit: 'cl' }, 1, 'ml')).toMatchObject({ amount: 30, unit: 'ml', text: '30' });
    expect(scaleLine({ amount: 3, unit: 'cl' }, 1, 'oz')).toMatchObject({ amount: 1, unit: 'oz', text: '1.0' });
  });

  it('reads the seeded metric amounts as the quarter ounces they were meant to be', () => {
    const expected: Array<[number, string]> = [
      [7.5, '0.25'],
      [15, '0.5'],
      [22.5, '0.75'],
      [30, '1.0'],
      [37.5, '1.25'],
      [45, '1.5'],
      [52.5, '1.75'],
      [60, '2.0'],
      [90, '3.0'],
      [120, '4.0'],
    ];
    for (const [ml, oz] of expected) {
      expect(scaleLine({ amount: ml, unit: 'ml' }, 1, 'oz').text, `${ml} ml`).toBe(oz === '0.5' ? '0.5' : oz);
    }
    expect(scaleLine({ amount: 22.5, unit: 'ml' }, 1, 'oz')).toMatchObject({ amount: 0.75, unit: 'oz', text: '0.75' });
  });

  it('shows ounce recipes in whole ml', () => {
    // The Tokyo Mule of the seed is written in ounces.
    expect(scaleLine({ amount: 1.5, unit: 'oz' }, 1, 'ml').text).toBe('44');
    expect(scaleLine({ amount: 0.75, unit: 'oz' }, 1, 'ml').text).toBe('22');
    expect(scaleLine({ amount: 4, unit: 'oz' }, 1, 'ml').text).toBe('118');
    expect(scaleLine({ amount: 1.5, unit: 'oz' }, 1, 'oz').text).toBe('1.5');
  });
});

describe('rounding', () => {
  it('rounds oz to the nearest quarter ounce, never below 0.01', () => {
    expect(roundOz(0.76)).toBe(0.75);
    expect(roundOz(0.874)).toBe(0.75);
    expect(roundOz(0.875)).toBe(1);
    expect(roundOz(1.1)).toBe(1);
    expect(roundOz(1.13)).toBe(1.25);
    expect(roundOz(0.1)).toBe(0.01);
    expect(roundOz(0)).toBe(0.01);
  });

  it('rounds ml to whole millilitres, never below 1', () => {
    expect(roundMl(22.5)).toBe(23);
    expect(roundMl(7.4)).toBe(7);
    expect(roundMl(0.2)).toBe(1);
    expect(roundMl(0)).toBe(1);
  });

  it('keeps two decimals of an ounce where amounts are stored rather than shown', () => {
    expect(ozTwoDecimals(mlToOz(22.5))).toBe(0.76);
    expect(ozTwoDecimals(mlToOz(60))).toBe(2.03);
  });

  it('always lands on a quarter ounce or on 0.01, and on a whole ml of at least 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10_000, noNaN: true }), (value) => {
        const oz = roundOz(value);
        expect(oz === 0.01 || Number.isInteger(oz * 4)).toBe(true);
        expect(Math.abs(oz - value)).toBeLessThanOrEqual(value < 0.125 ? 0.125 : 0.125 + 1e-9);
        const ml = roundMl(value);
        expect(Number.isInteger(ml) && ml >= 1).toBe(true);
      }),
    );
  });
});

describe('showing amounts', () => {
  it('shows one decimal for whole or half ounces and two otherwise', () => {
    expect(formatOz(1)).toBe('1.0');
    expect(formatOz(2)).toBe('2.0');
    expect(formatOz(0.5)).toBe('0.5');
    expect(formatOz(1.5)).toBe('1.5');
    expect(formatOz(0.25)).toBe('0.25');
    expect(formatOz(0.75)).toBe('0.75');
    expect(formatOz(1.25)).toBe('1.25');
    expect(formatOz(0.01)).toBe('0.01');
  });

  it('shows ml as whole numbers', () => {
    expect(formatMl(45)).toBe('45');
    expect(formatMl(22.5)).toBe('23');
  });

  it('shows the scale to two decimals', () => {
    expect(formatScale(1)).toBe('1.00');
    expect(formatScale(0.5)).toBe('0.50');
    expect(formatScale(2)).toBe('2.00');
    expect(formatScale(1.3333333)).toBe('1.33');
    expect(SCALE_PRESETS.map(formatScale)).toEqual(['0.50', '2.00', '5.00']);
  });

  it('shows measures of their own without trailing zeros', () => {
    expect(formatPlain(2)).toBe('2');
    expect(formatPlain(0.5)).toBe('0.5');
    expect(formatPlain(1.3333)).toBe('1.33');
  });
});

/** Recipes of the seed, as the import writes them. */
const sangria: RecipeLine[] = [
  { amount: 1, unit: 'bottle' },
  { amount: 1, unit: 'whole' },
  { amount: 3, unit: 'tbsp' },
  { amount: 10, unit: 'ml' },
  { amount: 10, unit: 'ml' },
  { amount: 1, unit: 'whole' },
];
const tiPunch: RecipeLine[] = [
  { amount: 45, unit: 'ml' },
  { amount: 7.5, unit: 'ml' },
  { amount: 1, unit: 'whole' },
];
const tokyoMule: RecipeLine[] = [
  { amount: 1.5, unit: 'oz' },
  { amount: 1, unit: 'oz' },
  { amount: 0.75, unit: 'oz' },
  { amount: 4, unit: 'oz' },
];

const shown = (lines: readonly RecipeLine[], factor: number, display: DisplayUnit) =>
  lines.map((line) => {
    const scaled = scaleLine(line, factor, display);
    return `${scaled.text} ${scaled.unit}`.trim();
  });

describe('which lines scale and convert', () => {
  it.each([
    ['ml', 'volume'],
    ['cl', 'volume'],
    ['oz', 'volume'],
    ['OZ', 'volume'],
    ['dash', 'measure'],
    ['drop', 'measure'],
    ['barspoon', 'measure'],
    ['tsp', 'measure'],
    ['tbsp', 'measure'],
    ['g', 'measure'],
    ['inch', 'measure'],
    ['qty', 'count'],
    ['whole', 'count'],
    ['bottle', 'count'],
    ['part', 'count'],
    ['leaf', 'count'],
    ['Top with', 'fixed'],
    ['top with', 'fixed'],
  ] as const)('a line measured in %s is a %s', (unit, behaviour) => {
    expect(lineBehaviour({ amount: 2, unit })).toBe(behaviour);
  });

  it.each([
    ['no amount', null],
    ['an amount of 0', 0],
    ['an amount that is not a number', Number.NaN],
  ])('a line with %s shows none and does not scale', (_, amount) => {
    // The unit is shown where it says how much without a number (a whole, "Top with"), not "ml" alone.
    for (const [unit, word] of [
      ['ml', ''],
      ['oz', ''],
      ['qty', ''],
      ['dash', 'dash'],
      ['whole', 'whole'],
      ['Top with', 'Top with'],
    ]) {
      expect(scaleLine({ amount, unit }, 5, 'oz'), unit).toEqual({ behaviour: 'fixed', amount: null, unit: word, text: '', word });
    }
  });
});

describe('scaling what is not a volume (what a bartender pours or counts)', () => {
  // [written amount, unit, factor, shown]
  it.each([
    // Counts scale: two bottles of wine for a double Sangria, two limes for a double 'Ti Punch, five
    // egg whites for five sours; in halves below 3, in wholes from 3.
    [1, 'bottle', 2, '2'],
    [1, 'whole', 2, '2'],
    [1, 'part', 5, '5'],
    [1, 'whole', 0.5, '0.5'],
    [1, 'whole', 1.33, '1.5'],
    [1, 'whole', 1.2, '1'],
    [2, 'slice', 1.33, '2.5'],
    [10, 'leaf', 1.33, '13'],
    [6, 'sprig', 0.5, '3'],
    [5, 'slice', 0.5, '2.5'],
    [1, 'whole', 0.1, '0.5'],
    // Dashes and drops are whole, at least one: never 0.5, 1.33, 1.97 or 2.1 dashes.
    [1, 'dash', 0.5, '1'],
    [1, 'dash', 1.33, '1'],
    [1, 'dash', 1.97, '2'],
    [1, 'dash', 2.1, '2'],
    [2, 'dash', 0.5, '1'],
    [2, 'dash', 5, '10'],
    [3, 'dash', 0.5, '2'],
    [1, 'drop', 5, '5'],
    // Spoons go in halves, at least half a spoon.
    [1, 'barspoon', 0.5, '0.5'],
    [1, 'barspoon', 1.33, '1.5'],
    [1, 'barspoon', 0.2, '0.5'],
    [2, 'barspoon', 1.97, '4'],
    [1, 'tsp', 1.97, '2'],
    [1, 'tsp', 0.33, '0.5'],
    [3, 'tbsp', 2, '6'],
    // Weights in whole grams; a length in quarters of an inch.
    [50, 'g', 1.33, '67'],
    [0.25, 'inch', 2, '0.5'],
    [0.25, 'inch', 0.5, '0.25'],
  ] as const)('%s %s at ×%s reads %s', (amount, unit, factor, text) => {
    expect(scaleLine({ amount, unit }, factor, 'ml')).toMatchObject({
      behaviour: lineBehaviour({ amount, unit }),
      amount: Number(text),
      unit,
      text,
    });
    // The same in either display unit: only volumes convert.
    expect(scaleLine({ amount, unit }, factor, 'oz').text).toBe(text);
  });

  it('counts in qty without a unit word', () => {
    expect(scaleLine({ amount: 1, unit: 'qty' }, 2, 'ml')).toEqual({ behaviour: 'count', amount: 2, unit: '', text: '2', word: '' });
  });

  it('writes the unit in the plural above one, where English has a plural', () => {
    expect(scaleLine({ amount: 1, unit: 'bottle' }, 2, 'ml')).toMatchObject({ text: '2', unit: 'bottle', word: 'bottles' });
    expect(scaleLine({ amount: 1, unit: 'dash' }, 1, 'ml')).toMatchObject({ text: '1', word: 'dash' });
    expect(scaleLine({ amount: 1, unit: 'dash' }, 3, 'ml')).toMatchObject({ text: '3', word: 'dashes' });
    expect(scaleLine({ amount: 1, unit: 'barspoon' }, 0.5, 'ml')).toMatchObject({ text: '0.5', word: 'barspoon' });
    expect(scaleLine({ amount: 1, unit: 'barspoon' }, 1.5, 'ml')).toMatchObject({ text: '1.5', word: 'barspoons' });
    expect(scaleLine({ amount: 10, unit: 'leaf' }, 1, 'ml')).toMatchObject({ word: 'leaves' });
    // Abbreviations and "whole" have no plural; volumes are always ml or oz.
    expect(scaleLine({ amount: 1, unit: 'whole' }, 2, 'ml')).toMatchObject({ text: '2', word: 'whole' });
    expect(scaleLine({ amount: 2, unit: 'tsp' }, 2, 'ml')).toMatchObject({ text: '4', word: 'tsp' });
    expect(scaleLine({ amount: 60, unit: 'ml' }, 2, 'oz')).toMatchObject({ word: 'oz' });
    expect(scaleLine({ amount: null, unit: 'Top with' }, 2, 'ml')).toMatchObject({ word: 'Top with' });
  });

  it('reads as written when unscaled, even where the author wrote an amount no rounding would give', () => {
    expect(scaleLine({ amount: 1.5, unit: 'dash' }, 1, 'ml').text).toBe('1.5');
    expect(scaleLine({ amount: 0.5, unit: 'barspoon' }, 1, 'ml').text).toBe('0.5');
    expect(scaleLine({ amount: 2.25, unit: 'whole' }, 1, 'ml').text).toBe('2.25');
  });

  it('scales the brandy of a Sangria while the bottle of wine becomes two', () => {
    expect(shown(sangria, 2, 'ml')).toEqual(['2 bottle', '2 whole', '6 tbsp', '20 ml', '20 ml', '2 whole']);
    expect(shown(sangria, 0.5, 'ml')).toEqual(['0.5 bottle', '0.5 whole', '1.5 tbsp', '5 ml', '5 ml', '0.5 whole']);
  });

  it("doubles the lime of a 'Ti Punch with its rum", () => {
    expect(shown(tiPunch, 2, 'ml')).toEqual(['90 ml', '15 ml', '2 whole']);
    expect(shown(tiPunch, 2, 'oz')).toEqual(['3.0 oz', '0.5 oz', '2 whole']);
  });

  it('takes five egg whites for five sours, however the recipe counts them', () => {
    const sour: RecipeLine[] = [
      { amount: 45, unit: 'ml' },
      { amount: 25, unit: 'ml' },
      { amount: 20, unit: 'ml' },
      { amount: 1, unit: 'part' },
    ];
    expect(shown(sour, 5, 'ml')).toEqual(['225 ml', '125 ml', '100 ml', '5 part']);
    expect(scaleLine({ amount: 1, unit: 'drop' }, 5, 'ml').text).toBe('5');
    expect(scaleLine({ amount: 1, unit: 'whole' }, 5, 'ml').text).toBe('5');
  });

  it.each([
    ['without an amount', null],
    ['with 0, as the legacy API may save it', 0],
    ['with an amount', 120],
  ])('leaves a "Top with" line %s unscaled and without a number', (_, amount) => {
    for (const factor of [0.5, 1, 2, 5]) {
      for (const display of ['ml', 'oz'] as const) {
        expect(scaleLine({ amount, unit: 'Top with' }, factor, display)).toEqual({
          behaviour: 'fixed',
          amount: null,
          unit: 'Top with',
          text: '',
          word: 'Top with',
        });
      }
    }
  });
});

describe('scaling a recipe', () => {
  it('multiplies every volume by the preset factors', () => {
    expect(daiquiri.map((line) => scaleLine(line, 2, 'ml').text)).toEqual(['120', '45', '15']);
    expect(daiquiri.map((line) => scaleLine(line, 0.5, 'ml').text)).toEqual(['30', '11', '4']);
    expect(daiquiri.map((line) => scaleLine(line, 5, 'ml').text)).toEqual(['300', '113', '38']);
    expect(daiquiri.map((line) => scaleLine(line, 2, 'oz').text)).toEqual(['4.0', '1.5', '0.5']);
  });

  it('takes a custom factor only when it is a finite number above 0', () => {
    expect(factorFromInput('1.5')).toBe(1.5);
    expect(factorFromInput(' 3 ')).toBe(3);
    for (const ignored of ['', '0', '-2', 'abc', 'Infinity', 'NaN', '1e400']) expect(factorFromInput(ignored), ignored).toBeNull();
  });

  it('parses typed numbers the same way everywhere', () => {
    expect(parsePositive(2)).toBe(2);
    expect(parsePositive(0)).toBeNull();
    expect(parsePositive(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parsePositive(null)).toBeNull();
    expect(parsePositive('  ')).toBeNull();
  });
});

describe('the unit a recipe opens in', () => {
  it.each([
    ['a recipe written in oz opens in oz', tokyoMule, 'oz'],
    ['a recipe written in ml opens in ml', daiquiri, 'ml'],
    ['a recipe written in cl opens in ml', [{ amount: 3, unit: 'cl' }], 'ml'],
    ['mostly oz opens in oz', [...tokyoMule, { amount: 10, unit: 'ml' }], 'oz'],
    [
      'as many ml as oz lines open in ml',
      [
        { amount: 1, unit: 'oz' },
        { amount: 10, unit: 'ml' },
      ],
      'ml',
    ],
    [
      'no volume at all opens in ml',
      [
        { amount: 2, unit: 'dash' },
        { amount: null, unit: 'Top with' },
      ],
      'ml',
    ],
  ] as const)('%s', (_, lines, unit) => {
    expect(authorDisplayUnit(lines)).toBe(unit);
  });

  it('shows an oz recipe as written in its own unit, and converted in ml', () => {
    expect(shown(tokyoMule, 1, authorDisplayUnit(tokyoMule))).toEqual(['1.5 oz', '1.0 oz', '0.75 oz', '4.0 oz']);
    expect(shown(tokyoMule, 1, 'ml')).toEqual(['44 ml', '30 ml', '22 ml', '118 ml']);
  });
});

describe('typing an amount on one line', () => {
  // [line, factor, display, typed, new factor]: doubling what a line shows reads ×2.00.
  it.each([
    ['45 ml shown as 1.5 oz, typed 3 oz', { amount: 45, unit: 'ml' }, 1, 'oz', '3', 2],
    // ×2 would read 45 here, not the 46 typed: the line reading what was typed comes first.
    ['22.5 ml shown as 23 ml, typed 46 ml', { amount: 22.5, unit: 'ml' }, 1, 'ml', '46', 46 / 22.5],
    ['1.5 oz shown as 1.5 oz, typed 3', { amount: 1.5, unit: 'oz' }, 1, 'oz', '3', 2],
    ['22.5 ml typed 45 ml', { amount: 22.5, unit: 'ml' }, 1, 'ml', '45', 2],
    ['2 dashes typed 3', { amount: 2, unit: 'dash' }, 1, 'ml', '3', 1.5],
    ['1 whole lime typed 2', { amount: 1, unit: 'whole' }, 1, 'oz', '2', 2],
    ['60 ml at ×2 (shown 4.0 oz) typed 2 oz', { amount: 60, unit: 'ml' }, 2, 'oz', '2', 1],
  ] as const)('%s', (_, line, factor, display, typed, expected) => {
    const next = factorForLineAmount(line, factor, typed, display)!;
    expect(formatScale(next)).toBe(formatScale(expected));
    expect(next).toBeCloseTo(expected, 12);
  });

  it('makes the line read what was typed where the proportion would not (44 ml typed 88 is not ×2)', () => {
    // 1.5 oz of vodka shows 44 ml; twice 44.36 ml rounds to 89, so ×2 would not read 88.
    const vodka = tokyoMule[0];
    const next = factorForLineAmount(vodka, 1, '88', 'ml')!;
    expect(scaleLine(vodka, next, 'ml').text).toBe('88');
    expect(formatScale(next)).toBe('1.98');
  });

  it('rescales the whole recipe to match it', () => {
    const next = factorForLineAmount(daiquiri[1], 1, '45', 'ml')!;
    expect(daiquiri.map((line) => scaleLine(line, next, 'ml').text)).toEqual(['120', '45', '15']);
    // A count typed rescales the volumes too.
    const limes = factorForLineAmount(tiPunch[2], 1, '3', 'ml')!;
    expect(shown(tiPunch, limes, 'ml')).toEqual(['135 ml', '23 ml', '3 whole']);
  });

  it('leaves the line reading what was typed, rounded as the line rounds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RecipeLine>(...daiquiri, ...tokyoMule, ...sangria, { amount: 2, unit: 'dash' }, { amount: 1, unit: 'barspoon' }),
        fc.double({ min: 0.25, max: 8, noNaN: true }),
        fc.constantFrom<DisplayUnit>('ml', 'oz'),
        fc.integer({ min: 1, max: 40 }),
        (line, factor, display, steps) => {
          const behaviour = lineBehaviour(line);
          // A target the line can read: whole ml, quarter ounces, or its own step.
          const typed = behaviour === 'volume' ? (display === 'ml' ? steps * 5 : steps / 4) : behaviour === 'count' ? steps : steps;
          const next = factorForLineAmount(line, factor, String(typed), display)!;
          expect(scaleLine(line, next, display).amount).toBe(typed);
        },
      ),
    );
  });

  it('ignores a typed amount that is not finite and above 0, and lines that do not scale', () => {
    for (const typed of ['', '0', '-1', 'x', 'Infinity']) expect(factorForLineAmount(daiquiri[0], 1, typed, 'ml'), typed).toBeNull();
    expect(factorForLineAmount({ amount: null, unit: 'Top with' }, 1, '2', 'ml')).toBeNull();
    expect(factorForLineAmount({ amount: 0, unit: 'Top with' }, 1, '2', 'ml')).toBeNull();
    expect(factorForLineAmount({ amount: 0, unit: 'ml' }, 1, '2', 'ml')).toBeNull();
  });
});

describe('the Total Volume', () => {
  /** The seed's Daiquiri: 60 ml rum, 20 ml lime, 2 barspoons of sugar. */
  const seededDaiquiri: RecipeLine[] = [
    { amount: 60, unit: 'ml' },
    { amount: 20, unit: 'ml' },
    { amount: 2, unit: 'barspoon' },
  ];
  const withExtras: RecipeLine[] = [
    ...daiquiri,
    { amount: 2, unit: 'dash' },
    { amount: null, unit: 'Top with' },
    { amount: 1, unit: 'oz' },
  ];

  it('is the sum of the volume lines as they are shown, so they add up to it', () => {
    // 23 ml of lime and 8 ml of syrup are shown, so the lines add up to 91, not the 90 written.
    expect(totalVolume(daiquiri, 1, 'ml')).toEqual({ amount: 91, text: '91' });
    expect(totalVolume(daiquiri, 1, 'oz')).toEqual({ amount: 3, text: '3.0' });
    expect(totalVolume(seededDaiquiri, 1, 'ml')).toEqual({ amount: 80, text: '80' });
    // ×2 in oz: 4.0 + 1.25 is 5.25 (the 160 ml it was rounded from would read 5.5).
    expect(totalVolume(seededDaiquiri, 2, 'oz')).toEqual({ amount: 5.25, text: '5.25' });
    // Dashes and "Top with" are not volumes.
    expect(totalVolume(withExtras, 1, 'ml')).toEqual({ amount: 121, text: '121' });
    expect(totalVolume([{ amount: 2, unit: 'dash' }], 1, 'ml')).toBeNull();
  });

  it('adds up to its lines in either unit, whatever the recipe and factor', () => {
    const line = fc.record({
      amount: fc.oneof(fc.constantFrom(7.5, 15, 22.5, 45, 60), fc.double({ min: 0.5, max: 200, noNaN: true })),
      unit: fc.constantFrom('ml', 'cl', 'oz', 'dash', 'whole', 'Top with'),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.constantFrom<DisplayUnit>('ml', 'oz'),
        (lines, factor, display) => {
          const total = totalVolume(lines, factor, display);
          const volumes = lines.filter((l) => lineBehaviour(l) === 'volume').map((l) => scaleLine(l, factor, display).amount!);
          if (volumes.length === 0) {
            expect(total).toBeNull();
            return;
          }
          expect(total!.amount).toBeCloseTo(
            volumes.reduce((a, b) => a + b, 0),
            9,
          );
          expect(total!.text).toBe(display === 'oz' ? formatOz(total!.amount) : formatMl(total!.amount));
        },
      ),
    );
  });

  it('rescales every line when a new total is typed, and then reads what was typed', () => {
    const factor = factorForTotalVolume(daiquiri, 1, '180', 'ml')!;
    expect(daiquiri.map((line) => scaleLine(line, factor, 'ml').text)).toEqual(['120', '45', '15']);
    expect(totalVolume(daiquiri, factor, 'ml')!.text).toBe('180');
    // A Daiquiri at ×2 in oz (4.0 + 1.25) typed as 8 oz: 6.0 + 2.0.
    const eight = factorForTotalVolume(seededDaiquiri, 2, '8', 'oz')!;
    expect(shown(seededDaiquiri, eight, 'oz')).toEqual(['6.0 oz', '2.0 oz', '6 barspoon']);
    expect(totalVolume(seededDaiquiri, eight, 'oz')!.text).toBe('8.0');
    // 100 ml, which the proportion to the shown 91 would miss (66 + 25 + 8 = 99).
    const hundred = factorForTotalVolume(daiquiri, 1, '100', 'ml')!;
    expect(totalVolume(daiquiri, hundred, 'ml')!.text).toBe('100');
    // Doubling the shown total is ×2.00.
    expect(factorForTotalVolume(tokyoMule, 1, '14.5', 'oz')).toBe(2);
  });

  it('keeps a typed total as typed, though the rounded lines may add up to a little more', () => {
    const negroni = [
      { amount: 1, unit: 'oz' },
      { amount: 1, unit: 'oz' },
      { amount: 1, unit: 'oz' },
    ];
    const factor = factorForTotalVolume(negroni, 1, '8', 'oz')!;
    expect(factor).toBeCloseTo(8 / 3, 6);
    expect(typedTotalText('8', 'oz')).toBe('8.0');
    // No factor makes three equal quarter-ounce lines add up to 8: each reads 2.75.
    expect(shown(negroni, factor, 'oz')).toEqual(['2.75 oz', '2.75 oz', '2.75 oz']);
    expect(typedTotalText('8.1', 'oz')).toBe('8.10');
    expect(typedTotalText('250.4', 'ml')).toBe('250');
    for (const typed of ['', '0', '-5', 'abc']) expect(typedTotalText(typed, 'oz'), typed).toBeNull();
  });

  it('ignores a typed total that is not finite and above 0, or when there is no volume to scale', () => {
    for (const typed of ['', '0', '-5', 'abc', 'Infinity']) expect(factorForTotalVolume(daiquiri, 1, typed, 'ml'), typed).toBeNull();
    expect(factorForTotalVolume([{ amount: 2, unit: 'dash' }], 1, '100', 'ml')).toBeNull();
  });
});

describe('typing amounts', () => {
  it('keeps digits only in an ml box', () => {
    expect(sanitizeMlInput('22.5')).toBe('225');
    expect(sanitizeMlInput('4a5 ml')).toBe('45');
    expect(sanitizeMlInput('-30')).toBe('30');
    expect(sanitizeAmountInput('1.5', 'ml')).toBe('15');
  });

  it('keeps digits and one decimal point in an oz box', () => {
    expect(sanitizeOzInput('1.5')).toBe('1.5');
    expect(sanitizeOzInput('1.2.5')).toBe('1.25');
    expect(sanitizeOzInput('.75')).toBe('.75');
    expect(sanitizeOzInput('2 oz')).toBe('2');
    expect(sanitizeOzInput('-0,5')).toBe('05');
    expect(sanitizeAmountInput('1..5', 'oz')).toBe('1.5');
    expect(sanitizeAmountInput('1..5', 'own-unit')).toBe('1.5');
  });
});
