import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ML_PER_OZ, SCALE_PRESETS } from './constants';
import {
  factorForLineAmount,
  factorForTotalVolume,
  factorFromInput,
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
  totalVolumeMl,
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

describe('which lines scale and convert', () => {
  it('scales and converts ml, cl and oz', () => {
    for (const unit of ['ml', 'cl', 'oz', 'ML', 'Oz']) expect(lineBehaviour({ amount: 1, unit })).toBe('volume');
  });

  it('scales dashes, barspoons, teaspoons and tablespoons in their own unit', () => {
    for (const unit of ['dash', 'barspoon', 'tsp', 'tbsp']) {
      expect(lineBehaviour({ amount: 2, unit })).toBe('own-unit');
      expect(scaleLine({ amount: 2, unit }, 2, 'oz')).toMatchObject({ amount: 4, unit, text: '4' });
      expect(scaleLine({ amount: 2, unit }, 0.5, 'ml')).toMatchObject({ amount: 1, unit, text: '1' });
    }
    expect(scaleLine({ amount: 1, unit: 'dash' }, 0.5, 'ml').text).toBe('0.5');
    // Imported drops scale too.
    expect(scaleLine({ amount: 3, unit: 'drop' }, 2, 'ml').text).toBe('6');
  });

  it('leaves "Top with", qty and counted garnishes exactly as written', () => {
    expect(scaleLine({ amount: null, unit: 'Top with' }, 5, 'oz')).toEqual({
      behaviour: 'fixed',
      amount: null,
      unit: 'Top with',
      text: '',
    });
    expect(scaleLine({ amount: 1, unit: 'qty' }, 5, 'oz')).toEqual({ behaviour: 'fixed', amount: 1, unit: 'qty', text: '1' });
    expect(scaleLine({ amount: 6, unit: 'leaf' }, 2, 'ml')).toMatchObject({ behaviour: 'fixed', amount: 6, text: '6' });
    // A volume unit without an amount has nothing to scale either.
    expect(scaleLine({ amount: null, unit: 'ml' }, 2, 'oz')).toMatchObject({ behaviour: 'fixed', amount: null, unit: 'ml', text: '' });
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

  it('rescales the whole recipe to match one typed amount', () => {
    // 22.5 ml lime typed as 45 ml: everything doubles.
    const factor = factorForLineAmount(daiquiri[1], '45', 'ml')!;
    expect(factor).toBe(2);
    expect(daiquiri.map((line) => scaleLine(line, factor, 'ml').text)).toEqual(['120', '45', '15']);
    // In oz: the 60 ml rum typed as 1 oz.
    const ozFactor = factorForLineAmount(daiquiri[0], '1', 'oz')!;
    expect(ozFactor).toBeCloseTo(ML_PER_OZ / 60, 12);
    expect(scaleLine(daiquiri[0], ozFactor, 'oz').text).toBe('1.0');
    // A dash line typed in dashes.
    expect(factorForLineAmount({ amount: 2, unit: 'dash' }, '3', 'ml')).toBe(1.5);
  });

  it('ignores a typed amount that is not finite and above 0, and lines that cannot scale', () => {
    for (const typed of ['', '0', '-1', 'x', 'Infinity']) expect(factorForLineAmount(daiquiri[0], typed, 'ml'), typed).toBeNull();
    expect(factorForLineAmount({ amount: null, unit: 'Top with' }, '2', 'ml')).toBeNull();
    expect(factorForLineAmount({ amount: 1, unit: 'qty' }, '2', 'ml')).toBeNull();
    expect(factorForLineAmount({ amount: 0, unit: 'ml' }, '2', 'ml')).toBeNull();
  });
});

describe('the Total Volume', () => {
  const withExtras: RecipeLine[] = [
    ...daiquiri,
    { amount: 2, unit: 'dash' },
    { amount: null, unit: 'Top with' },
    { amount: 1, unit: 'oz' },
  ];

  it('adds up the ml, cl and oz lines only', () => {
    expect(totalVolumeMl(daiquiri, 1)).toBe(90);
    expect(totalVolumeMl(withExtras, 1)).toBeCloseTo(90 + ML_PER_OZ, 10);
    expect(totalVolume(daiquiri, 1, 'ml')).toEqual({ amount: 90, text: '90' });
    expect(totalVolume(daiquiri, 1, 'oz')).toEqual({ amount: 3, text: '3.0' });
    expect(totalVolume(daiquiri, 2, 'ml')).toEqual({ amount: 180, text: '180' });
    expect(totalVolume([{ amount: 2, unit: 'dash' }], 1, 'ml')).toBeNull();
  });

  it('rescales every line when a new total is typed', () => {
    const factor = factorForTotalVolume(daiquiri, 1, '180', 'ml')!;
    expect(factor).toBe(2);
    expect(daiquiri.map((line) => scaleLine(line, factor, 'ml').text)).toEqual(['120', '45', '15']);
    // From an already scaled recipe, in ounces: 3 oz at x1 typed as 6 oz is x2.
    expect(factorForTotalVolume(daiquiri, 1, '6', 'oz')).toBeCloseTo((6 * ML_PER_OZ) / 90, 12);
    expect(factorForTotalVolume(daiquiri, 2, '90', 'ml')).toBe(1);
    // Own-unit lines follow the factor too.
    expect(
      scaleLine({ amount: 2, unit: 'dash' }, factorForTotalVolume(withExtras, 1, totalVolumeMl(withExtras, 1) * 2, 'ml')!, 'ml').text,
    ).toBe('4');
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
