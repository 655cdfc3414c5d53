// A statement's plan as PostgreSQL ran it (EXPLAIN (ANALYZE, FORMAT JSON)), flattened: what the scale
// tests read to prove a page reads a page of an index, not the table.
import type { PrismaClient } from '../generated/prisma/client';

export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** A plan's nodes, the root first. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/** The nodes of a statement's plan as it ran with these parameters. */
export async function explained(prisma: PrismaClient, statement: string, params: unknown[]): Promise<PlanNode[]> {
  const rows = await prisma.$queryRawUnsafe<Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`,
    ...params,
  );
  return planNodes(rows[0]['QUERY PLAN'][0].Plan);
}

/** A parameter as an SQL literal of unknown type, which PostgreSQL reads as its parameter's type. */
function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = Array.isArray(value)
    ? `{${value.map((item) => (item === null ? 'NULL' : `"${String(item).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * How PostgreSQL plans a statement prepared once and run `runs` times on one connection, as each pooled
 * connection runs a prepared read: `custom` plans are made anew for a run's values, a `generic` one is
 * kept and reused. Past the fifth run PostgreSQL keeps the generic plan unless it costs more than the
 * custom ones did, so a statement that stays custom is planned on every request. `settings` are set for
 * the runs (READ_PATH_SETTINGS: as the read path's connections run them); without, PostgreSQL chooses.
 */
export async function planChoices(
  prisma: PrismaClient,
  statement: string,
  params: unknown[],
  { runs = 8, settings = {} }: { runs?: number; settings?: Record<string, string> } = {},
): Promise<{ generic: number; custom: number }> {
  // One transaction is one connection: the statement prepared there is the one run there.
  return prisma.$transaction(async (tx) => {
    for (const [name, value] of Object.entries(settings)) await tx.$executeRawUnsafe(`SELECT set_config($1, $2, true)`, name, value);
    await tx.$executeRawUnsafe(`PREPARE plan_choice AS ${statement}`);
    const execute = `EXECUTE plan_choice${params.length ? `(${params.map(literalOf).join(', ')})` : ''}`;
    for (let run = 0; run < runs; run++) await tx.$executeRawUnsafe(execute);
    const [counts] = await tx.$queryRawUnsafe<Array<{ generic: number; custom: number }>>(
      `SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = 'plan_choice'`,
    );
    await tx.$executeRawUnsafe('DEALLOCATE plan_choice');
    return counts;
  });
}
