// A Prisma `where` and `orderBy` as SQL over a model's row (decision 0065): what a relation's static
// query (`t.relation('x', { query: { where, orderBy, take } })`) says, written for the read path's
// statement. The subset the schema uses: equality, comparisons, `in`, `not`, `contains`/`startsWith`,
// list `has`, AND/OR/NOT, and nulls; anything else is Unsupported, so a field cannot be read otherwise
// than its query says.
import type { ModelInfo } from './model';
import { Prisma } from '../generated/prisma/client';
import { empty, join, raw, Slot, sql, type Sql, Unsupported } from './sql';

type Where = Record<string, unknown>;

const COMPARISONS: Record<string, string> = { lt: '<', lte: '<=', gt: '>', gte: '>=' };

/** The PostgreSQL type of an enum field (the enum's own: the schema maps none of them). */
function enumCast(model: ModelInfo, field: string): string {
  return `"${model.types[field].type}"`;
}

/**
 * `value` as a parameter cast to the column's type (an enum's own, so an index on the column serves the
 * comparison); SQL (a column of another row the caller joined) as it is.
 */
function param(model: ModelInfo, field: string, value: unknown): Sql {
  const type = model.types[field];
  if (value instanceof Prisma.Sql) return value;
  if (value instanceof Slot) return sql`${value as unknown as string}::${raw(value.cast)}`;
  if (value instanceof Date) return sql`${value.toISOString()}::timestamp`;
  if (type?.kind === 'enum') return sql`${value as string}::${raw(enumCast(model, field))}`;
  return sql`${value as string}`;
}

function column(model: ModelInfo, alias: string, field: string): Sql {
  const name = model.columns[field];
  if (!name) throw new Unsupported(`${model.name}.${field} is not a column`);
  return raw(`${alias}."${name}"`);
}

/**
 * The condition of one field's filter (`{ field: value }` or `{ field: { op: value } }`), written as
 * Prisma writes it for PostgreSQL: `contains`, `startsWith` and `endsWith` as LIKE (ILIKE insensitive)
 * with the value unescaped, so `%` and `_` in it are wildcards on every path (a rule that takes a
 * member's text escapes it: likeLiteral); with `mode: 'insensitive'`, the column and every value
 * lower-cased.
 */
function fieldCondition(model: ModelInfo, alias: string, field: string, filter: unknown): Sql {
  const insensitive = typeof filter === 'object' && filter !== null && (filter as { mode?: string }).mode === 'insensitive';
  const raw0 = column(model, alias, field);
  const col = insensitive ? sql`lower(${raw0})` : raw0;
  const value = (item: unknown): Sql => (insensitive ? sql`lower(${item as string})` : param(model, field, item));
  if (filter === null) return sql`${col} IS NULL`;
  if (
    typeof filter !== 'object' ||
    filter instanceof Date ||
    filter instanceof Slot ||
    filter instanceof Prisma.Sql ||
    Array.isArray(filter)
  )
    return sql`${col} = ${param(model, field, filter)}`;
  const like = insensitive ? raw('ILIKE') : raw('LIKE');
  const parts: Sql[] = [];
  for (const [op, operand] of Object.entries(filter as Record<string, unknown>)) {
    if (operand === undefined || op === 'mode') continue;
    if (op === 'equals')
      // Prisma's insensitive equals is ILIKE, the value a pattern as contains' is.
      parts.push(
        operand === null ? sql`${col} IS NULL` : insensitive ? sql`${raw0} ILIKE ${operand as string}` : sql`${col} = ${value(operand)}`,
      );
    else if (op === 'not') {
      if (operand === null) parts.push(sql`${col} IS NOT NULL`);
      else if (typeof operand === 'object' && !(operand instanceof Date) && !(operand instanceof Slot))
        parts.push(sql`NOT (${fieldCondition(model, alias, field, insensitive ? { ...operand, mode: 'insensitive' } : operand)})`);
      // Prisma's `<>`: a NULL column is not `not` a value (the comparison is unknown).
      else parts.push(sql`${col} <> ${value(operand)}`);
    } else if (op in COMPARISONS) parts.push(sql`${col} ${raw(COMPARISONS[op])} ${value(operand)}`);
    else if ((op === 'in' || op === 'notIn') && operand instanceof Prisma.Sql) {
      // The values of an array column of another row (a member's roles): any of them.
      parts.push(op === 'in' ? sql`${col} = ANY(${operand})` : sql`NOT (${col} = ANY(${operand}))`);
    } else if (op === 'in' || op === 'notIn') {
      const values = operand as unknown[];
      const list = values.length ? join(values.map(value)) : null;
      if (op === 'in') parts.push(list ? sql`${col} IN (${list})` : sql`false`);
      else if (list) parts.push(sql`${col} NOT IN (${list})`);
    } else if (op === 'contains') parts.push(sql`${raw0} ${like} ('%' || ${operand as string} || '%')`);
    else if (op === 'startsWith') parts.push(sql`${raw0} ${like} (${operand as string} || '%')`);
    else if (op === 'endsWith') parts.push(sql`${raw0} ${like} ('%' || ${operand as string})`);
    else if (op === 'has') parts.push(sql`${param(model, field, operand)} = ANY(${raw0})`);
    else if (op === 'hasSome')
      parts.push(
        sql`${raw0} && ${operand as string[]}::${raw(model.types[field].kind === 'enum' ? `${enumCast(model, field)}[]` : 'text[]')}`,
      );
    else throw new Unsupported(`filter ${op} on ${model.name}.${field}`);
  }
  return parts.length ? sql`(${join(parts, ' AND ')})` : sql`true`;
}

/**
 * A member's text as a LIKE pattern that matches it literally, for `contains`, `startsWith` and
 * `endsWith`: Prisma passes their value into LIKE as it is, so `50%` would match every "50".
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The models a where may reach through relations, and a counter for the aliases of their rows. */
export interface WhereModels {
  models: Record<string, ModelInfo>;
  aliases: { next: number };
}

/** `where` as a condition on the row `alias` of `model` (a relation's filter as EXISTS over its rows). */
export function whereSql(model: ModelInfo, alias: string, where: Where | undefined, reach?: WhereModels): Sql {
  if (!where) return sql`true`;
  const parts: Sql[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) continue;
    if (key === 'AND' || key === 'OR') {
      const items = (Array.isArray(value) ? value : [value]) as Where[];
      if (!items.length) parts.push(key === 'AND' ? sql`true` : sql`false`);
      else
        parts.push(
          sql`(${join(
            items.map((item) => whereSql(model, alias, item, reach)),
            key === 'AND' ? ' AND ' : ' OR ',
          )})`,
        );
    } else if (key === 'NOT') {
      const items = (Array.isArray(value) ? value : [value]) as Where[];
      for (const item of items) parts.push(sql`NOT ${whereSql(model, alias, item, reach)}`);
    } else if (key in model.types) parts.push(fieldCondition(model, alias, key, value));
    else if (key in model.relations && reach) parts.push(relationCondition(model, alias, key, value as Where, reach));
    else throw new Unsupported(`filter on ${model.name}.${key}`);
  }
  return parts.length ? sql`(${join(parts, ' AND ')})` : sql`true`;
}

/** A filter on related rows: some, every or none of a list; is or isNot (or the filter itself) of one. */
function relationCondition(model: ModelInfo, alias: string, name: string, filter: Where, reach: WhereModels): Sql {
  const relation = model.relations[name];
  const target = reach.models[relation.target];
  reach.aliases.next += 1;
  const child = `w${reach.aliases.next}`;
  const joined = join(
    relation.from.map((column, index) => raw(`${child}."${relation.to[index]}" = ${alias}."${column}"`)),
    ' AND ',
  );
  const rows = (where: Where | undefined) =>
    sql`EXISTS (SELECT 1 FROM ${raw(`"${target.table}" ${child}`)} WHERE ${joined} AND ${whereSql(target, child, where, reach)})`;
  if (filter === null) return sql`NOT ${rows(undefined)}`;
  const ops = Object.keys(filter);
  if (relation.isList) {
    if (ops.length !== 1) throw new Unsupported(`filter on ${model.name}.${name}`);
    if ('some' in filter) return rows(filter.some as Where);
    if ('none' in filter) return sql`NOT ${rows(filter.none as Where)}`;
    if ('every' in filter) return sql`NOT ${rows({ NOT: filter.every } as Where)}`;
    throw new Unsupported(`filter on ${model.name}.${name}`);
  }
  if (ops.length === 1 && 'is' in filter) return filter.is === null ? sql`NOT ${rows(undefined)}` : rows(filter.is as Where);
  if (ops.length === 1 && 'isNot' in filter) {
    if (filter.isNot === null) return rows(undefined);
    // As Prisma writes it: no related row, or one the filter is false of (unknown is neither).
    return sql`(NOT ${rows(undefined)} OR ${rows({ NOT: filter.isNot } as Where)})`;
  }
  return rows(filter);
}

type OrderBy = Record<string, 'asc' | 'desc' | { sort: 'asc' | 'desc'; nulls?: 'first' | 'last' }>;

/** `orderBy` as an ORDER BY list over the row `alias` (empty when none). */
export function orderBySql(model: ModelInfo, alias: string, orderBy: OrderBy | OrderBy[] | undefined): Sql {
  if (!orderBy) return empty;
  const items = Array.isArray(orderBy) ? orderBy : [orderBy];
  const parts: Sql[] = [];
  for (const item of items) {
    for (const [field, direction] of Object.entries(item)) {
      if (!(field in model.types)) throw new Unsupported(`order by ${model.name}.${field}`);
      const { sort, nulls } = typeof direction === 'string' ? { sort: direction, nulls: undefined } : direction;
      // PostgreSQL puts nulls last ascending and first descending, as Prisma leaves them when not said.
      parts.push(
        sql`${column(model, alias, field)} ${raw(sort === 'desc' ? 'DESC' : 'ASC')}${nulls ? raw(` NULLS ${nulls.toUpperCase()}`) : empty}`,
      );
    }
  }
  return join(parts, ', ');
}

/** The operators of a column's filter (a relation's filter has none of them). */
const COLUMN_OPERATORS = new Set([
  'equals',
  'not',
  'in',
  'notIn',
  'lt',
  'lte',
  'gt',
  'gte',
  'contains',
  'startsWith',
  'endsWith',
  'has',
  'hasSome',
  'mode',
]);

/** SQL's three values: true, false, and unknown (a comparison with NULL), which a WHERE leaves out. */
type Truth = boolean | null;

const not = (value: Truth): Truth => (value === null ? null : !value);

/** AND over SQL's three values: false wins, then unknown. */
function all(values: Iterable<Truth>): Truth {
  let result: Truth = true;
  for (const value of values) {
    if (value === false) return false;
    if (value === null) result = null;
  }
  return result;
}

/** OR over SQL's three values: true wins, then unknown. */
function any(values: Iterable<Truth>): Truth {
  let result: Truth = false;
  for (const value of values) {
    if (value === true) return true;
    if (value === null) result = null;
  }
  return result;
}

function* map<T>(items: readonly T[], each: (item: T) => Truth): Iterable<Truth> {
  for (const item of items) yield each(item);
}

/**
 * Whether a loaded row matches `where`, as the database would answer (the same subset as whereSql): so a
 * check of one row the domain already holds (may this viewer edit this cocktail?) reads the rule's one
 * definition, the Prisma filter, as the statements do. Evaluated in SQL's three values, so `NOT` of a
 * comparison with a NULL column leaves the row out, as the statement would.
 */
export function rowMatches(where: Where | undefined, row: Record<string, unknown>): boolean {
  return truthOf(where, row) === true;
}

function truthOf(where: Where | undefined, row: Record<string, unknown>): Truth {
  if (!where) return true;
  const list = (value: unknown) => (Array.isArray(value) ? value : [value]) as Where[];
  return all(
    map(Object.entries(where), ([key, value]) => {
      if (value === undefined) return true;
      if (key === 'AND') return all(map(list(value), (item) => truthOf(item, row)));
      if (key === 'OR') return any(map(value as Where[], (item) => truthOf(item, row)));
      if (key === 'NOT') return all(map(list(value), (item) => not(truthOf(item, row))));
      if (!(key in row)) throw new Error(`rowMatches: the row does not hold ${key}`);
      const held = row[key];
      // A loaded relation (an object, or null), unless the filter is a column's (operators such as equals).
      const operators = typeof value === 'object' && value !== null && Object.keys(value).some((op) => COLUMN_OPERATORS.has(op));
      const related = !operators && (held === null || (typeof held === 'object' && !(held instanceof Date) && !Array.isArray(held)));
      if (!related || typeof value !== 'object' || value === null || value instanceof Date) return valueTruth(held, value);
      // A loaded relation (one row, or null): its filter, or `is`/`isNot`.
      const filter = value as Where;
      const relatedRow = held as Record<string, unknown> | null;
      if ('isNot' in filter) {
        if (filter.isNot === null) return relatedRow !== null;
        // As Prisma writes it: no related row, or one the filter is false of.
        return relatedRow === null || not(truthOf(filter.isNot as Where, relatedRow));
      }
      const inner = ('is' in filter ? filter.is : filter) as Where | null;
      if (inner === null) return relatedRow === null;
      return relatedRow !== null && truthOf(inner, relatedRow) === true;
    }),
  );
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  return a === b;
}

/** A LIKE pattern (`%`, `_`, and `\` escaping the next character) as a regular expression of the whole text. */
function likePattern(pattern: string, flags: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '\\' && index + 1 < pattern.length) source += escapeRegExp(pattern[++index]);
    else if (char === '%') source += '[\\s\\S]*';
    else if (char === '_') source += '[\\s\\S]';
    else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`, `${flags}u`);
}

function escapeRegExp(char: string): string {
  return char.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

function valueTruth(actual: unknown, filter: unknown): Truth {
  if (filter === null) return actual === null;
  if (typeof filter !== 'object' || filter instanceof Date || Array.isArray(filter)) return actual === null ? null : same(actual, filter);
  const insensitive = (filter as { mode?: string }).mode === 'insensitive';
  const fold = (value: unknown) => (insensitive && typeof value === 'string' ? value.toLowerCase() : value);
  const held = fold(actual);
  return all(
    map(Object.entries(filter as Record<string, unknown>), ([op, value]): Truth => {
      if (value === undefined || op === 'mode') return true;
      if (op === 'equals') {
        if (value === null) return actual === null;
        if (actual === null) return null;
        return insensitive ? likePattern(String(value), 'i').test(String(actual)) : same(held, value);
      }
      if (op === 'not') {
        if (value === null) return actual !== null;
        if (typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value))
          return not(valueTruth(actual, insensitive ? { ...value, mode: 'insensitive' } : value));
        return actual === null ? null : !same(held, fold(value));
      }
      if (op === 'in')
        return (value as unknown[]).length === 0
          ? false
          : actual === null
            ? null
            : (value as unknown[]).some((item) => same(held, fold(item)));
      // An empty notIn holds of every row (Prisma writes 1=1).
      if (op === 'notIn')
        return (value as unknown[]).length === 0
          ? true
          : actual === null
            ? null
            : !(value as unknown[]).some((item) => same(held, fold(item)));
      if (actual === null || actual === undefined) return null;
      if (op in COMPARISONS) {
        const [a, b] = [held instanceof Date ? held.getTime() : held, value instanceof Date ? value.getTime() : fold(value)] as [
          number,
          number,
        ];
        return op === 'lt' ? a < b : op === 'lte' ? a <= b : op === 'gt' ? a > b : a >= b;
      }
      const flags = insensitive ? 'i' : '';
      if (op === 'contains') return likePattern(`%${String(value)}%`, flags).test(String(actual));
      if (op === 'startsWith') return likePattern(`${String(value)}%`, flags).test(String(actual));
      if (op === 'endsWith') return likePattern(`%${String(value)}`, flags).test(String(actual));
      if (op === 'has') return (actual as unknown[]).includes(value);
      if (op === 'hasSome') return (actual as unknown[]).some((item) => (value as unknown[]).includes(item));
      throw new Error(`rowMatches: filter ${op}`);
    }),
  );
}
