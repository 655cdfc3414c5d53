import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GUIDE_DOCUMENTS } from './examples';

const schema = buildSchema(readFileSync(new URL('../../../../schema.graphql', import.meta.url), 'utf8'));

describe("the developers' guide examples", () => {
  it.each(Object.entries(GUIDE_DOCUMENTS))('%s is valid against schema.graphql', (_name, document) => {
    expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
  });
});
