// gateway/read/model.ts reads tables and columns off Prisma's private runtime data model
// (`_runtimeDataModel`). These tests hold what it builds to prisma/schema.prisma, read here as text,
// and to the test database's catalog, so a Prisma upgrade that moves or renames what it reads fails
// here rather than in a statement: every model with its table (@@map), every scalar and enum field
// with its column (@map) and type, every relation with the columns it joins.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows } from '../db/client';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { modelOf, modelsOf, runtimeDataModelOf, type ModelInfo, type Relation } from './model';
import { sql, Unsupported } from './sql';

// ---------------------------------------------------------------------------------------------------
// prisma/schema.prisma, as written
// ---------------------------------------------------------------------------------------------------

interface SchemaField {
  name: string;
  type: string;
  isList: boolean;
  isOptional: boolean;
  /** @map's column, or the field's name. */
  column: string;
  isId: boolean;
  relation: { name: string | null; fields: string[]; references: string[] } | null;
}

interface SchemaModel {
  name: string;
  /** @@map's table, or null when the table is the model's name. */
  mapped: string | null;
  fields: SchemaField[];
  /** @@id's fields, or the @id field. */
  key: string[];
}

const schemaText = readFileSync(fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url)), 'utf8');

/** The names in a `[a, b]` list. */
const namesIn = (list: string | undefined): string[] =>
  list
    ? list
        .split(',')
        .map((name) => name.trim().replace(/\(.*$/, ''))
        .filter(Boolean)
    : [];

function parseSchema(text: string): { models: Map<string, SchemaModel>; enums: Map<string, string[]> } {
  const lines = text.split('\n').map((line) => line.replace(/\/\/.*$/, '').trim());
  const blocks: Array<{ kind: string; name: string; body: string[] }> = [];
  let current: { kind: string; name: string; body: string[] } | null = null;
  for (const line of lines) {
    const start = /^(model|enum)\s+(\w+)\s*\{$/.exec(line);
    if (start) current = { kind: start[1], name: start[2], body: [] };
    else if (current && line === '}') {
      blocks.push(current);
      current = null;
    } else if (current && line) current.body.push(line);
  }
  const enums = new Map(
    blocks.filter((block) => block.kind === 'enum').map((block) => [block.name, block.body.map((line) => line.split(/\s/)[0])]),
  );
  const models = new Map<string, SchemaModel>();
  for (const block of blocks.filter((block) => block.kind === 'model')) {
    const model: SchemaModel = { name: block.name, mapped: null, fields: [], key: [] };
    for (const line of block.body) {
      if (line.startsWith('@@')) {
        const map = /^@@map\("([^"]+)"\)/.exec(line);
        if (map) model.mapped = map[1];
        const id = /^@@id\(\[([^\]]*)\]/.exec(line);
        if (id) model.key = namesIn(id[1]);
        continue;
      }
      const field = /^(\w+)\s+(\w+)(\[\])?(\?)?(.*)$/.exec(line);
      if (!field) throw new Error(`schema.prisma: cannot read the line "${line}" of ${block.name}`);
      const [, name, type, list, optional, attributes] = field;
      const relation = /@relation\(([^)]*)\)/.exec(attributes);
      const relationName = relation ? (/^\s*"([^"]+)"/.exec(relation[1]) ?? /name:\s*"([^"]+)"/.exec(relation[1])) : null;
      model.fields.push({
        name,
        type,
        isList: Boolean(list),
        isOptional: Boolean(optional),
        column: /@map\("([^"]+)"\)/.exec(attributes)?.[1] ?? name,
        isId: /@id\b/.test(attributes),
        relation: relation
          ? {
              name: relationName?.[1] ?? null,
              fields: namesIn(/fields:\s*\[([^\]]*)\]/.exec(relation[1])?.[1]),
              references: namesIn(/references:\s*\[([^\]]*)\]/.exec(relation[1])?.[1]),
            }
          : null,
      });
    }
    if (!model.key.length) model.key = model.fields.filter((field) => field.isId).map((field) => field.name);
    models.set(model.name, model);
  }
  return { models, enums };
}

const schema = parseSchema(schemaText);
const isModel = (type: string) => schema.models.has(type);
const isEnum = (type: string) => schema.enums.has(type);
const tableOf = (model: SchemaModel) => model.mapped ?? model.name;
const columnOf = (model: string, field: string) => schema.models.get(model)!.fields.find((candidate) => candidate.name === field)!.column;

/** The relation's name as Prisma names an unnamed one: the two models, sorted, joined by "To". */
function relationNameOf(model: SchemaModel, field: SchemaField): string {
  return field.relation?.name ?? [model.name, field.type].sort().join('To');
}

/** What a relation field joins, as the schema says: its own fields and references, or its mirror's. */
function expectedRelation(model: SchemaModel, field: SchemaField): Relation {
  if (field.relation?.fields.length) {
    return {
      target: field.type,
      isList: field.isList,
      from: field.relation.fields.map((name) => columnOf(model.name, name)),
      to: field.relation.references.map((name) => columnOf(field.type, name)),
    };
  }
  const target = schema.models.get(field.type)!;
  const name = relationNameOf(model, field);
  const mirror = target.fields.find(
    (other) => other !== field && other.type === model.name && other.relation?.fields.length && relationNameOf(target, other) === name,
  );
  if (!mirror) throw new Error(`schema.prisma: no side of ${model.name}.${field.name} holds the relation's fields`);
  return {
    target: field.type,
    isList: field.isList,
    from: mirror.relation!.references.map((reference) => columnOf(model.name, reference)),
    to: mirror.relation!.fields.map((name) => columnOf(field.type, name)),
  };
}

// ---------------------------------------------------------------------------------------------------

let gw: TestGateway;
let models: Record<string, ModelInfo>;

beforeAll(async () => {
  gw = await setupTestGateway();
  models = modelsOf(gw.prisma);
});
afterAll(async () => {
  await gw?.close();
});

describe('reading prisma/schema.prisma', () => {
  it('finds the models, enums, maps and relations this file checks against', () => {
    // The reading of the schema is itself checked on a few things known of it, so a change in how the
    // schema is written cannot make every comparison below vacuous.
    expect(schema.models.size).toBeGreaterThan(30);
    expect(schema.models.get('Cocktail')?.mapped).toBe('cocktails');
    expect(schema.models.get('Follow')?.key).toEqual(['followerId', 'followingId']);
    expect(schema.models.get('OpenToWork')?.key).toEqual(['userId']);
    expect(schema.enums.get('Visibility')).toEqual(['public', 'private']);
    expect(columnOf('User', 'passwordHash')).toBe('password_hash');
    expect(schema.models.get('Cocktail')!.fields.find((field) => field.name === 'creator')!.relation).toEqual({
      name: 'CocktailCreator',
      fields: ['creatorId'],
      references: ['id'],
    });
  });
});

describe("Prisma's runtime data model", () => {
  it('is still where model.ts reads it, with a table for every model of the schema', () => {
    const runtime = runtimeDataModelOf(gw.prisma);
    expect(Object.keys(runtime).sort()).toEqual([...schema.models.keys()].sort());
    for (const model of schema.models.values()) expect(runtime[model.name].dbName, model.name).toBe(model.mapped);
  });

  it("names every mapped field's column as @map does, and leaves the others unnamed", () => {
    const runtime = runtimeDataModelOf(gw.prisma);
    for (const model of schema.models.values()) {
      for (const field of model.fields.filter((candidate) => !isModel(candidate.type))) {
        const held = runtime[model.name].fields.find((candidate) => candidate.name === field.name);
        expect(held, `${model.name}.${field.name}`).toBeDefined();
        expect(held!.dbName ?? field.name, `${model.name}.${field.name}`).toBe(field.column);
        expect(held!.kind, `${model.name}.${field.name}`).toBe(isEnum(field.type) ? 'enum' : 'scalar');
      }
    }
  });
});

describe('modelsOf', () => {
  it('has every model of the schema and no other, each with its table', () => {
    expect(Object.keys(models).sort()).toEqual([...schema.models.keys()].sort());
    for (const model of schema.models.values()) {
      expect(models[model.name].name).toBe(model.name);
      expect(models[model.name].table, model.name).toBe(tableOf(model));
    }
  });

  it('has every scalar and enum field with its column, its type, whether it is a list and whether it is required', () => {
    for (const model of schema.models.values()) {
      const info = models[model.name];
      const scalars = model.fields.filter((field) => !isModel(field.type));
      expect(Object.keys(info.columns).sort(), model.name).toEqual(scalars.map((field) => field.name).sort());
      for (const field of scalars) {
        const where = `${model.name}.${field.name}`;
        expect(info.columns[field.name], where).toBe(field.column);
        expect(info.types[field.name], where).toEqual({
          type: field.type,
          kind: isEnum(field.type) ? 'enum' : 'scalar',
          isList: field.isList,
          isRequired: !field.isOptional,
        });
      }
    }
  });

  it("has every model's key", () => {
    for (const model of schema.models.values()) expect(models[model.name].key, model.name).toEqual(model.key);
  });

  it('has every relation with its target and the columns it joins, both sides of each', () => {
    for (const model of schema.models.values()) {
      const relations = model.fields.filter((field) => isModel(field.type));
      expect(Object.keys(models[model.name].relations).sort(), model.name).toEqual(relations.map((field) => field.name).sort());
      for (const field of relations) {
        expect(models[model.name].relations[field.name], `${model.name}.${field.name}`).toEqual(expectedRelation(model, field));
      }
    }
  });

  it('answers modelOf with the same model, and refuses a model the schema does not have', () => {
    expect(modelOf(gw.prisma, 'Cocktail')).toBe(models.Cocktail);
    expect(() => modelOf(gw.prisma, 'Cocktails')).toThrow(Unsupported);
  });
});

// ---------------------------------------------------------------------------------------------------
// The database's catalog: what the read path writes in SQL exists there
// ---------------------------------------------------------------------------------------------------

interface CatalogColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
}

describe("the test database's catalog", () => {
  let columns: Map<string, CatalogColumn>;
  let tables: Set<string>;

  beforeAll(async () => {
    const rows = await readRows<CatalogColumn>(
      gw.prisma,
      sql`SELECT table_name::text, column_name::text, data_type::text, udt_name::text, is_nullable::text
          FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    columns = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row]));
    expect(columns.size).toBeGreaterThan(300);
    const tableRows = await readRows<{ table_name: string }>(
      gw.prisma,
      sql`SELECT table_name::text FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    tables = new Set(tableRows.map((row) => row.table_name));
  });

  it("has every model's table", () => {
    for (const info of Object.values(models)) expect(tables.has(info.table), `${info.name}: table ${info.table}`).toBe(true);
  });

  it('has every column in its table, of the type and nullability the model says', () => {
    for (const info of Object.values(models)) {
      for (const [field, column] of Object.entries(info.columns)) {
        const where = `${info.name}.${field} (${info.table}.${column})`;
        const held = columns.get(`${info.table}.${column}`);
        expect(held, where).toBeDefined();
        const type = info.types[field];
        if (type.isList) expect(held!.data_type, where).toBe('ARRAY');
        if (type.kind === 'enum') expect(held!.udt_name, where).toBe(type.isList ? `_${type.type}` : type.type);
        if (!type.isList) expect(held!.is_nullable, where).toBe(type.isRequired ? 'NO' : 'YES');
      }
    }
  });

  it('has every enum type with the values of the schema, in order', async () => {
    const rows = await readRows<{ name: string; labels: string[] }>(
      gw.prisma,
      sql`SELECT t.typname::text AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
          FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
    );
    const held = new Map(rows.map((row) => [row.name, row.labels]));
    for (const [name, values] of schema.enums) expect(held.get(name), name).toEqual(values);
  });

  it("has every model's key as its table's primary key", async () => {
    const rows = await readRows<{ table_name: string; columns: string[] }>(
      gw.prisma,
      sql`SELECT c.conrelid::regclass::text AS table_name,
                 array_agg(a.attname::text ORDER BY k.n) AS columns
          FROM pg_constraint c
          CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
          WHERE c.contype = 'p' AND c.connamespace = 'public'::regnamespace
          GROUP BY c.oid, c.conrelid`,
    );
    const keys = new Map(rows.map((row) => [row.table_name.replace(/"/g, ''), row.columns]));
    for (const info of Object.values(models)) {
      expect(keys.get(info.table), info.name).toEqual(info.key.map((field) => info.columns[field]));
    }
  });

  it('has a foreign key for every relation, joining the columns the model says', async () => {
    const rows = await readRows<{ from_table: string; from_columns: string[]; to_table: string; to_columns: string[] }>(
      gw.prisma,
      sql`SELECT c.conrelid::regclass::text AS from_table, c.confrelid::regclass::text AS to_table,
                 array_agg(a.attname::text ORDER BY k.n) AS from_columns,
                 array_agg(f.attname::text ORDER BY k.n) AS to_columns
          FROM pg_constraint c
          CROSS JOIN LATERAL unnest(c.conkey, c.confkey) WITH ORDINALITY AS k(attnum, fattnum, n)
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
          JOIN pg_attribute f ON f.attrelid = c.confrelid AND f.attnum = k.fattnum
          WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
          GROUP BY c.oid, c.conrelid, c.confrelid`,
    );
    expect(rows.length).toBeGreaterThan(40);
    const keys = new Set(
      rows.map((row) =>
        JSON.stringify([row.from_table.replace(/"/g, ''), row.from_columns, row.to_table.replace(/"/g, ''), row.to_columns]),
      ),
    );
    for (const info of Object.values(models)) {
      for (const [name, relation] of Object.entries(info.relations)) {
        const target = models[relation.target];
        // The side holding the foreign key: this model's row when `to` is the target's key, else the target's.
        const own = JSON.stringify([info.table, relation.from, target.table, relation.to]);
        const mirrored = JSON.stringify([target.table, relation.to, info.table, relation.from]);
        expect(keys.has(own) || keys.has(mirrored), `${info.name}.${name}: ${own}`).toBe(true);
      }
    }
  });
});
