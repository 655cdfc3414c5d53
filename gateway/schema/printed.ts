import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './index';

export const schemaFilePath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');

/** The schema as schema.graphql holds it (already sorted by schema/index.ts). */
export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}
