// How each field of the schema is read in SQL, recorded while the schema is built (gateway/read/plugin.ts)
// and read by the compiler. `Type.$model` names a type's Prisma model; `Type.$visible` its rule of who
// may see its rows; `Type.$findUnique` that its findUnique applies that rule.
import type { ConnectionSql, NodeSql, RankedSql, RowsSql, ValueSql } from './declarations';

export type FieldReading =
  | { kind: 'column'; field: string }
  | { kind: 'id'; typename: string }
  | { kind: 'value'; sql: ValueSql }
  | {
      kind: 'relation';
      relation: string;
      query: { where?: Record<string, unknown>; orderBy?: Record<string, never> | Array<Record<string, never>> } | null;
      maxItems: number;
    }
  | { kind: 'count'; relation: string; where?: Record<string, unknown> }
  | { kind: 'rows'; rows: RowsSql }
  | { kind: 'connection'; connection: ConnectionSql }
  | { kind: 'ranked'; ranked: RankedSql }
  | { kind: 'node'; node: NodeSql }
  | { kind: 'model'; model: string };

const readings = new Map<string, FieldReading>();

export function recordReading(typename: string, field: string, reading: FieldReading): void {
  readings.set(`${typename}.${field}`, reading);
}

export function readingOf(typename: string, field: string): FieldReading | undefined {
  return readings.get(`${typename}.${field}`);
}

/** Every field recorded (for the test that holds the schema to being read in SQL). */
export function recordedReadings(): ReadonlyMap<string, FieldReading> {
  return readings;
}

/**
 * A field whose rule is a map of the builder's scopes (`authScopes: { admin: true }`): whether a request's
 * caller passes it, as the scope-auth plugin decides, so the text path can answer a root field with one.
 */
export type ScopeCheck = (context: object) => Promise<boolean>;

const scopeChecks = new Map<string, ScopeCheck>();

export function recordScopeCheck(typename: string, field: string, check: ScopeCheck): void {
  scopeChecks.set(`${typename}.${field}`, check);
}

export function scopeCheckOf(typename: string, field: string): ScopeCheck | undefined {
  return scopeChecks.get(`${typename}.${field}`);
}
