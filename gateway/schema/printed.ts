import path from 'node:path';
import { printSchema } from 'graphql';
import { projectRoot } from '../paths';
import { schema } from './index';

export const schemaFilePath = path.join(projectRoot, 'schema.graphql');

/** The schema as schema.graphql holds it (already sorted by schema/index.ts). */
export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}
