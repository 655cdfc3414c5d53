import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { printedSchema, schemaFilePath } from './printed';

describe('schema.graphql', () => {
  it('matches the schema the code builds (run `npm run schema` after changing it)', async () => {
    expect(await readFile(schemaFilePath, 'utf8')).toBe(printedSchema());
  });
});
