// What a field or a type says the read path needs to build it in SQL (decision 0065). Most fields say
// nothing: a field that exposes a column, a relation, a relation's count or a related connection is
// derived from the Prisma model. A field whose value is computed says how, in SQL, once: its `sql`.
import type { Viewer } from '../auth/sessions';
import type { Page } from './cursors';
import type { ModelInfo } from './model';
import type { Sql } from './sql';

/** The row a field is read from: its alias in the statement, and its model's columns. */
export interface RowRef {
  readonly alias: string;
  readonly model: ModelInfo;
  /** A column of the row, by its Prisma field name. */
  col(field: string): Sql;
}

/** What SQL written per request reads: the viewer, the field's arguments, and rules as Prisma filters. */
export interface DynamicRequest {
  viewer: Viewer | null;
  args: Record<string, unknown>;
  /** A row of a model under an alias the piece's SQL gives it. */
  row(model: string, alias: string): RowRef;
  where(row: RowRef, where: object): Sql;
  /**
   * What a first run of the statement found that changes how this piece is written (a derived row's
   * `again`, by its `key`): undefined on the first run.
   */
  found(key: string): unknown;
}

/** What a request binds into a statement: the viewer, the field's arguments, the parent's values. */
export interface RequestSql {
  /**
   * The viewer the statement is for: signed in or not, an admin or not, and their account type are
   * this plan's (plans are kept per viewer class); their id is a parameter, to be used only as a value
   * (in a Prisma where, or compared in SQL).
   */
  readonly viewer: Viewer | null;
  /** A row of a model under an alias the caller's SQL gives it (a sub-select's, a virtual row's). */
  row(model: string, alias: string): RowRef;
  /** A Prisma `where` on the row, in SQL: the one way a rule written as a Prisma filter is applied here. */
  where(row: RowRef, where: object): Sql;
  /**
   * Whether the row matches a Prisma `where`, as a Boolean field's value: false, never null, where SQL's
   * comparison with a null (the signed-out viewer's id) is unknown. `where` is for conditions.
   */
  holds(row: RowRef, where: object): Sql;
  /**
   * SQL written per request from its values (a filter whose conditions depend on the arguments); the
   * statement then has a text per shape of it.
   */
  dynamic(build: (request: DynamicRequest) => Sql): Sql;
  /** The signed-in member's id, null signed out. */
  readonly viewerId: Sql;
  /** Whether the viewer is an admin (false signed out). */
  readonly viewerIsAdmin: Sql;
  /** The viewer's account type, null signed out. */
  readonly viewerProfileType: Sql;
  /**
   * A value read when the request runs (today's date), as a parameter of the statement: to pass where a
   * rule takes that value, so the rule's statement is written once for every day.
   */
  atRequest<T>(read: () => T, cast: string): T;
  /** An argument of the field, as graphql-js coerces it. */
  arg(name: string): Sql;
  /** A value of the parent object graphql-js holds (an entry field of a mutation's payload). */
  parent(key: string): Sql;
}

/** A scalar, an enum or a list of them, computed from the row. */
export type ValueSql = (row: RowRef, request: RequestSql) => Sql;

/**
 * One row no table holds, computed in SQL (a search: its matches of each kind), whose columns its type's
 * fields read (`row.col(name)`).
 */
export interface DerivedRowSql {
  columns: readonly string[];
  /**
   * The row's SELECT, given the columns the selection reads (only those need computing). It has a column
   * `again` besides: null, or a JSON object with a `key` when the row cannot be answered from as it was
   * written (a search whose words matched nothing, misspelt). The statement then runs once more, with that
   * object as what the request found under its key (DynamicRequest.found).
   */
  source: (used: ReadonlySet<string>, request: RequestSql) => Sql;
}

/** Rows of a model (or the same row), for a field whose value is an object or a list of them. */
export interface RowsSql {
  /** The one row a field computes (no model's): the field's type reads its columns. */
  derived?: DerivedRowSql;
  /** The related model; the field's type's model by default. */
  model?: string;
  /** The same row as the parent's (a type that groups some of its parent's columns). */
  same?: true;
  /** Only when this holds of the row (null otherwise). */
  when?: (row: RowRef, request: RequestSql) => Sql;
  /** Which rows: a condition on the child row `child` (and the parent `row`, when there is one). */
  where?: (child: RowRef, row: RowRef | null, request: RequestSql) => Sql;
  orderBy?: (child: RowRef, row: RowRef | null, request: RequestSql) => Sql;
  /** For a list read in one order (to take the latest) and given in another: the order it is given in. */
  outputOrder?: (child: RowRef) => Sql;
  /** For a list: at most this many (the field's maxItems by default). */
  limit?: number;
}

/** A connection's rows: their source, keyset order and cursor, and total. */
export interface ConnectionSql {
  model: string;
  /** Only when this holds of the parent row (null otherwise: a list only its owner reads). */
  when?: (row: RowRef, request: RequestSql) => Sql;
  where?: (child: RowRef, row: RowRef | null, request: RequestSql) => Sql;
  /**
   * The page's start is in `where` (a filter written per request that reads the cursor itself): the
   * order is only the ORDER BY then, and its cursorTypes are not read.
   */
  afterInWhere?: true;
  /** The keyset order: each key's SQL and direction; the last must make rows unique. */
  order: Array<{
    key: (child: RowRef) => Sql;
    descending?: boolean;
    nullsLast?: true;
    cursorType: 'text' | 'int' | 'float8' | 'timestamp' | 'date';
  }>;
  /**
   * Other orders the connection is read in, as its arguments ask (a list's `sort`): `of` names the one
   * asked (null: the connection's own), and each replaces the order, the page and Prisma's-cursor rule.
   * The statement holds the asked order's text only, so each order keeps its own plan and index.
   */
  orders?: {
    of: (args: Record<string, unknown>) => string | null;
    by: Record<string, Pick<ConnectionSql, 'order' | 'page' | 'cursorRowMustExist' | 'rowKeyset'>>;
  };
  /** The cursor of a row, as SQL text (what clients send back as `after`). */
  cursor: (child: RowRef) => Sql;
  /**
   * The page the field's arguments ask for, as the connection reads them (its refusals its own): how many
   * rows, and the order's keys after which it starts (read off the cursor).
   */
  page: (args: Record<string, unknown>) => Page;
  /**
   * The page may skip rows after its start (`Page.skip`: a list's offset). The OFFSET is written only
   * into the statements of pages that skip, so a page that does not keeps its one generic plan.
   */
  skips?: true;
  /**
   * Prisma's cursor: the cursor's row (by the order's last key, its id) must still be one of the
   * connection's rows the viewer may see, or the page is empty. Without it, a page starts after the
   * cursor's keys whatever became of its row.
   */
  cursorRowMustExist?: true;
  /**
   * The page starts after the cursor by one row comparison, `(k1, k2, id) < (v1, v2, i)` (every key in the
   * same direction): the index's condition then starts the scan at the cursor even among many equal first
   * keys (a count shared by thousands of rows), where `k1 <= v1 AND (...)` would read them all first.
   */
  rowKeyset?: true;
  /** How many rows the whole connection holds, when it has a totalCount. */
  totalCount?: (row: RowRef | null, request: RequestSql) => Sql;
  /** The largest page: the statement reads at most one row more. */
  maxSize: number;
  /** When the connection's rows are not its nodes (follow rows, like rows): the node of a row. */
  nodeOf?: { model: string; where: (node: RowRef, row: RowRef) => Sql };
  /** Values of an edge besides its cursor and node (FollowEdge.connectedAt...). */
  edgeFields?: Record<string, ValueSql>;
  /**
   * Objects of an edge besides its node, as rows related to the connection's row, read with the
   * connection's arguments (ShelfCocktailEdge.missingIngredient).
   */
  edgeRows?: Record<string, RowsSql>;
}

/**
 * A connection over ids ranked elsewhere, best first (a search's matches): pages of them by offset, as
 * Pothos's resolveOffsetConnection gives them (cursors `OffsetConnection:<offset>`, the page's rows left
 * out where gone or not visible, counted as it counts the rows it loaded).
 */
export interface RankedSql {
  /** The nodes' model (its type's rule of who may see its rows applies). */
  model: string;
  /** The ranked ids (an int[]), from the parent row: every id the connection holds. */
  ids: (row: RowRef, request: RequestSql) => Sql;
  /**
   * The page the field's arguments ask for: its offset and size. Backwards pages and arguments the
   * connection refuses are left to its resolver (NotInSql).
   */
  page: (args: Record<string, unknown>) => { offset: number; size: number };
  /** Values of an edge besides its cursor and node (SearchCocktailEdge.rating). */
  edgeFields?: Record<string, ValueSql>;
}

/**
 * Query.node and nodes: the row each global id names, of the type it names, read as that type declares.
 * A type with a rule of who may see it (`sqlVisible`) is read so only when its `findUnique` applies the
 * same rule (`sqlVisibleInFindUnique`): the Prisma path then answers null for a row the viewer may not
 * see, as SQL does (without it, the type's authScopes answer an error, which only graphql-js gives).
 */
export interface NodeSql {
  /** The type and row id a global id names, as the relay plugin decodes it (its refusal its own). */
  decode(globalId: string): { typename: string; id: string };
}

export const SQL_DECLARATION = 'repourSql';

export type FieldSqlDeclaration =
  { value: ValueSql } | { rows: RowsSql } | { connection: ConnectionSql } | { ranked: RankedSql } | { node: NodeSql };
