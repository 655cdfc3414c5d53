// A cocktail's estimated strength and volume as served (issue 41, decision 0074). The estimate is defined
// once, in common/abv.ts; the read path answers it in SQL, written here from that module's tables (units,
// measures, methods, Arnold's coefficients) and tested against it on every seeded recipe
// (gateway/schema/strength.test.ts), as `finite` is against finiteOrNull.
import {
  DILUTION_COEFFICIENTS,
  estimateStrength,
  METHOD_WORDS,
  ML_PER_MEASURE,
  roundedStrength,
  type StrengthLine,
} from '../../common/abv';
import { COCKTAIL_INGREDIENTS_MAX } from '../../common/cocktail-rules';
import { ML_PER_UNIT, TOP_WITH } from '../../common/scaling';
import type { RowRef } from '../read/declarations';
import { join, literal, raw, sql, type Sql } from '../read/sql';

/** What the Prisma path loads of a cocktail to estimate it. */
export const STRENGTH_SELECT = {
  method: true,
  ingredients: {
    select: { amount: true, unit: true, ingredient: { select: { abv: true } } },
    orderBy: { orderIndex: 'asc' as const },
    take: COCKTAIL_INGREDIENTS_MAX,
  },
} as const;

export interface StrengthRow {
  method: string | null;
  ingredients: Array<{ amount: number | null; unit: string; ingredient: { abv: number | null } }>;
}

/** The estimate of a loaded cocktail, as the API gives it. */
export function strengthOf(cocktail: StrengthRow): { abv: number; volumeMl: number } | null {
  const lines: StrengthLine[] = cocktail.ingredients.map((line) => ({ amount: line.amount, unit: line.unit, abv: line.ingredient.abv }));
  return roundedStrength(estimateStrength(lines, cocktail.method));
}

function number(value: number): Sql {
  if (!Number.isFinite(value)) throw new Error('not a finite constant');
  return raw(`${value}::float8`);
}

/** (unit, ml per unit, is a volume) of every unit that pours a liquid. */
const unitTable = join(
  [
    ...Object.entries(ML_PER_UNIT).map(([unit, ml]) => sql`(${literal(unit)}, ${number(ml)}, true)`),
    ...Object.entries(ML_PER_MEASURE).map(([unit, ml]) => sql`(${literal(unit)}, ${number(ml)}, false)`),
  ],
  ', ',
);

/** (word, a², a, 1) of every method word. */
const methodTable = join(
  Object.entries(METHOD_WORDS).map(([word, method]) => {
    const [a2, a1, a0] = DILUTION_COEFFICIENTS[method];
    return sql`(${literal(word)}, ${number(a2)}, ${number(a1)}, ${number(a0)})`;
  }),
  ', ',
);

/**
 * estimateStrength in SQL over the cocktail row, rounded as roundedStrength: `abv` or `volumeMl`.
 * A line has an amount when it is above 0 and finite (NaN sorts above every number in PostgreSQL).
 */
export function strengthSql(cocktail: RowRef, value: 'abv' | 'volumeMl'): Sql {
  const strength = sql`(t.alcohol / t.volume)`;
  // In estimateStrength's order of operations, so both give the same doubles.
  const served = sql`(t.volume + t.volume * (m.a2 * ${strength} * ${strength} + m.a1 * ${strength} + m.a0))`;
  // roundedTo's double operations: floor(x × 10 + 0.5) / 10 and floor(x + 0.5), never through numeric.
  const result = value === 'abv' ? sql`(floor(t.alcohol / ${served} * 100 * 10 + 0.5) / 10)` : sql`floor(${served} + 0.5)`;
  const measured = sql`(li.amount > 0 AND li.amount < 'Infinity'::float8 AND lower(li.unit) <> ${literal(TOP_WITH.toLowerCase())})`;
  // The line's liquid: volumes and pouring measures; 0 for what pours none; null when unmeasured.
  const ml = sql`CASE WHEN NOT ${measured} THEN NULL ELSE li.amount * coalesce(u.ml, 0) END`;
  const unknown = sql`(i.abv IS NULL OR i.abv < 0 OR i.abv > 100
    OR ((NOT ${measured} OR (u.ml IS NULL AND ${measured})) AND (i.abv > 0 OR lower(li.unit) = ${literal(TOP_WITH.toLowerCase())})))`;
  return sql`(SELECT CASE WHEN t.unknown OR NOT (t.volume > 0) THEN NULL ELSE ${result} END
    FROM (
      SELECT count(*) = 0 OR bool_or(${unknown}) AS unknown,
        sum(CASE WHEN ${unknown} THEN 0 ELSE coalesce(${ml}, 0) END) AS volume,
        sum(CASE WHEN ${unknown} THEN 0 ELSE coalesce(${ml}, 0) * i.abv / 100 END) AS alcohol
      FROM cocktail_ingredients li
      JOIN ingredients i ON i.id = li.ingredient_id
      LEFT JOIN (VALUES ${unitTable}) u(unit, ml, volume) ON u.unit = lower(li.unit)
      WHERE li.cocktail_id = ${cocktail.col('id')}
    ) t
    JOIN (VALUES ${methodTable}) m(word, a2, a1, a0) ON m.word = lower(btrim(${cocktail.col('method')})))`;
}
