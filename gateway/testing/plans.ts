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
