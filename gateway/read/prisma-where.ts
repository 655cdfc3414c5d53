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

/** The condition of one field's filter (`{ field: value }` or `{ field: { op: value } }`). */
function fieldCondition(model: ModelInfo, alias: string, field: string, filter: unknown): Sql {
  const insensitive = typeof filter === 'object' && filter !== null && (filter as { mode?: string }).mode === 'insensitive';
  const raw0 = column(model, alias, field);
  const col = insensitive ? sql`lower(${raw0})` : raw0;
  const text = (value: unknown): Sql => (insensitive ? sql`lower(${value as string})` : sql`${value as string}`);
  if (filter === null) return sql`${col} IS NULL`;
  if (typeof filter !== 'object' || filter instanceof Date || filter instanceof Slot || Array.isArray(filter))
    return sql`${col} = ${param(model, field, filter)}`;
  const parts: Sql[] = [];
  for (const [op, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === undefined || op === 'mode') continue;
    if (op === 'equals')
      parts.push(
        value === null ? sql`${col} IS NULL` : insensitive ? sql`${col} = ${text(value)}` : sql`${col} = ${param(model, field, value)}`,
      );
    else if (op === 'not') {
      if (value === null) parts.push(sql`${col} IS NOT NULL`);
      else if (typeof value === 'object' && !(value instanceof Date) && !(value instanceof Slot))
        parts.push(sql`NOT (${fieldCondition(model, alias, field, value)})`);
      // Prisma's `<>`: a NULL column is not `not` a value (the comparison is unknown).
      else parts.push(sql`${col} <> ${param(model, field, value)}`);
    } else if (op in COMPARISONS) parts.push(sql`${col} ${raw(COMPARISONS[op])} ${param(model, field, value)}`);
    else if ((op === 'in' || op === 'notIn') && value instanceof Prisma.Sql) {
      // The values of an array column of another row (a member's roles): any of them.
      parts.push(op === 'in' ? sql`${col} = ANY(${value})` : sql`NOT (${col} = ANY(${value}))`);
    } else if (op === 'in' || op === 'notIn') {
      const values = value as unknown[];
      const list = values.length ? join(values.map((item) => param(model, field, item))) : null;
      if (op === 'in') parts.push(list ? sql`${col} IN (${list})` : sql`false`);
      else if (list) parts.push(sql`${col} NOT IN (${list})`);
    } else if (op === 'contains') parts.push(sql`strpos(${col}, ${text(value)}) > 0`);
    else if (op === 'startsWith') parts.push(sql`left(${col}, char_length(${value as string})) = ${text(value)}`);
    else if (op === 'endsWith') parts.push(sql`right(${col}, char_length(${value as string})) = ${text(value)}`);
    else if (op === 'has') parts.push(sql`${param(model, field, value)} = ANY(${col})`);
    else if (op === 'hasSome')
      parts.push(
        sql`${col} && ${value as string[]}::${raw(model.types[field].kind === 'enum' ? `${enumCast(model, field)}[]` : 'text[]')}`,
      );
    else throw new Unsupported(`filter ${op} on ${model.name}.${field}`);
  }
  return parts.length ? sql`(${join(parts, ' AND ')})` : sql`true`;
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
  if (ops.length === 1 && 'isNot' in filter) return filter.isNot === null ? rows(undefined) : sql`NOT ${rows(filter.isNot as Where)}`;
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

/**
 * Whether a loaded row matches `where`, as the database would answer (the same subset as whereSql): so a
 * check of one row the domain already holds (may this viewer edit this cocktail?) reads the rule's one
 * definition, the Prisma filter, as the statements do.
 */
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

export function rowMatches(where: Where | undefined, row: Record<string, unknown>): boolean {
  if (!where) return true;
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) continue;
    if (key === 'AND') {
      if (!(Array.isArray(value) ? value : [value]).every((item) => rowMatches(item as Where, row))) return false;
    } else if (key === 'OR') {
      if (!(value as Where[]).some((item) => rowMatches(item, row))) return false;
    } else if (key === 'NOT') {
      if ((Array.isArray(value) ? value : [value]).some((item) => rowMatches(item as Where, row))) return false;
    } else {
      if (!(key in row)) throw new Error(`rowMatches: the row does not hold ${key}`);
      const held = row[key];
      // A loaded relation (an object, or null), unless the filter is a column's (operators such as equals).
      const operators = typeof value === 'object' && value !== null && Object.keys(value).some((op) => COLUMN_OPERATORS.has(op));
      const related = !operators && (held === null || (typeof held === 'object' && !(held instanceof Date) && !Array.isArray(held)));
      if (related && typeof value === 'object' && value !== null && !(value instanceof Date)) {
        // A loaded relation (one row, or null): its filter, or `is`/`isNot`.
        const filter = value as Where;
        if ('isNot' in filter) {
          if (
            held === null
              ? filter.isNot === null
              : filter.isNot !== null && rowMatches(filter.isNot as Where, held as Record<string, unknown>)
          )
            return false;
        } else {
          const inner = ('is' in filter ? filter.is : filter) as Where | null;
          if (inner === null ? held !== null : held === null || !rowMatches(inner, held as Record<string, unknown>)) return false;
        }
      } else if (!valueMatches(held, value)) return false;
    }
  }
  return true;
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

function valueMatches(actual: unknown, filter: unknown): boolean {
  if (filter === null) return actual === null;
  if (typeof filter !== 'object' || filter instanceof Date || Array.isArray(filter)) return actual !== null && same(actual, filter);
  return Object.entries(filter as Record<string, unknown>).every(([op, value]) => {
    if (value === undefined) return true;
    if (op === 'equals') return value === null ? actual === null : actual !== null && same(actual, value);
    if (op === 'not') {
      if (value === null) return actual !== null;
      if (typeof value === 'object' && !(value instanceof Date)) return !valueMatches(actual, value);
      return !same(actual, value);
    }
    // An empty notIn holds of every row (Prisma writes 1=1); any other operator is unknown on NULL.
    if (op === 'notIn' && (value as unknown[]).length === 0) return true;
    if (actual === null || actual === undefined) return false;
    if (op in COMPARISONS) {
      const [a, b] = [actual instanceof Date ? actual.getTime() : actual, value instanceof Date ? value.getTime() : value] as [
        number,
        number,
      ];
      return op === 'lt' ? a < b : op === 'lte' ? a <= b : op === 'gt' ? a > b : a >= b;
    }
    if (op === 'in') return (value as unknown[]).some((item) => same(actual, item));
    if (op === 'notIn') return !(value as unknown[]).some((item) => same(actual, item));
    if (op === 'contains') return String(actual).includes(String(value));
    if (op === 'startsWith') return String(actual).startsWith(String(value));
    if (op === 'has') return (actual as unknown[]).includes(value);
    throw new Error(`rowMatches: filter ${op}`);
  });
}
