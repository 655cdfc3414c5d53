// The SQL the read path writes (decision 0065): Prisma's tagged templates (values become $n parameters),
// and the few expressions every compiled answer uses to write JSON as graphql-js would.
import { Prisma } from '../generated/prisma/client';

export type Sql = Prisma.Sql;
export const sql = Prisma.sql;
export const raw = Prisma.raw;
export const join = Prisma.join;
export const empty = Prisma.empty;

/** A name (a response key, an alias) written into SQL as it is: GraphQL names only, at most 63 bytes. */
export function checkedName(name: string): string {
  if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(name) || name.length > 63) throw new Unsupported(`not a name PostgreSQL keeps: ${name}`);
  return name;
}

/**
 * A value bound per request (the viewer's id, an argument, a parent's value): a statement's parameter
 * whose value is read from the request when the statement runs, so its text is the same for every request.
 */
export class Slot<Binding = never> {
  constructor(
    readonly read: (binding: Binding) => unknown,
    readonly cast: string,
  ) {}
}

/**
 * A piece of SQL written per request (a filter whose conditions depend on the arguments): its text joins
 * the statement's when the request binds it, so a statement has a text per shape of that piece, each
 * prepared once.
 */
export class Dynamic<Binding = never> {
  constructor(readonly build: (binding: Binding) => Sql) {}
}

/** Thrown while compiling a selection the read path cannot build in SQL: the operation is executed instead. */
export class Unsupported extends Error {}

/** The key that marks an object built in SQL: its fields are read by response key (decision 0054). */
export const BUILT = '$built';

/**
 * The JSON object of these members, in this order, with the marker first when `marked`: row_to_json of a
 * one-row sub-select whose columns are named by the response keys, which PostgreSQL writes compact, as
 * JSON.stringify writes the same value.
 */
export function objectJson(members: Array<[key: string, value: Sql]>, marked: boolean): Sql {
  const columns = marked ? [sql`true AS ${raw(`"${BUILT}"`)}`] : [];
  for (const [key, value] of members) columns.push(sql`${value} AS ${raw(`"${checkedName(key)}"`)}`);
  if (!columns.length) return sql`'{}'::json`;
  // The row's alias is no GraphQL name, so no column can take its place as row_to_json's argument.
  return sql`(SELECT row_to_json("$row") FROM (SELECT ${join(columns, ', ')}) "$row")`;
}

/** The JSON array of `value` over the rows, in `order`, `[]` for none: compact, as objectJson's. */
export function arrayJson(value: Sql, order: Sql, filter: Sql = empty): Sql {
  return sql`coalesce(array_to_json(array_agg(${value} ORDER BY ${order}) ${filter}), '[]'::json)`;
}

/** A global id as the relay plugin writes it: base64 of "Type:id". */
export function globalId(typename: string, id: Sql): Sql {
  return sql`translate(encode(convert_to(${raw(`'${checkedName(typename)}:'`)} || ${id}, 'UTF8'), 'base64'), E'\\n', '')`;
}

/** A timestamp(3) column (read by Prisma as UTC) as the DateTime scalar writes a Date: toISOString(). */
export function isoTime(column: Sql): Sql {
  return sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A date column as isoDate writes it: YYYY-MM-DD. */
export function isoDay(column: Sql): Sql {
  return sql`to_char(${column}, 'YYYY-MM-DD')`;
}

/** base64url of a text without padding, as Buffer#toString('base64url') writes it (a domain cursor). */
export function base64url(text: Sql): Sql {
  return sql`translate(encode(convert_to(${text}, 'UTF8'), 'base64'), E'+/=\\n', '-_')`;
}

/**
 * A double precision column as finiteOrNull reads it (NaN and the infinities are null). PostgreSQL writes
 * a float8 in JSON with the shortest digits that read back as the same double, as JSON.stringify does for
 * the values recipes hold; `+ 0` makes -0 a 0 (decision 0059).
 */
export function finite(column: Sql): Sql {
  return sql`CASE WHEN ${column} IN ('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8) THEN NULL ELSE ${column} + 0 END`;
}

/** A string literal for SQL text (the values the compiler writes in: typenames, enum names). */
export function literal(text: string): Sql {
  return raw(`'${text.replace(/'/g, "''")}'`);
}
