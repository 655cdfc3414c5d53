// The JSON Schema of what one of common/'s zod schemas takes as input: what /openapi.json documents of
// each /api body (rest-compat/openapi.ts), written by zod itself so the document follows the rules.
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** The JSON Schema (2020-12) of what a zod schema takes as input. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return json;
}
