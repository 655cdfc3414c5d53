// The schema is read in SQL by construction (decision 0065): every field of a type whose objects are rows
// (a Prisma model's type, or a type that groups columns of its parent's row) says how it is read, or the
// Prisma model says it for the field, or the field has a rule of its own that only JavaScript applies (its
// authScopes), which keeps the whole query on graphql-js. A field added without any of these would
// silently send every query that selects it back to Prisma; the schema refuses to build instead.
import { isObjectType, type GraphQLSchema } from 'graphql';
import { readingOf } from './registry';

/** Fields of row types that say nothing of how they are read, as `Type.field`. */
export function unreadFields(schema: GraphQLSchema, rowTypes: ReadonlySet<string>): string[] {
  const unread: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    if (!readingOf(type.name, '$model') && !rowTypes.has(type.name)) continue;
    for (const name of Object.keys(type.getFields())) {
      if (name === '__typename' || readingOf(type.name, name) || readingOf(type.name, `${name}$auth`)) continue;
      unread.push(`${type.name}.${name}`);
    }
  }
  return unread.sort();
}

/** Throws, naming each field, unless every field of every row type is read in SQL or has a JavaScript-only rule. */
export function assertEveryFieldRead(schema: GraphQLSchema, rowTypes: ReadonlySet<string>): void {
  const unread = unreadFields(schema, rowTypes);
  if (unread.length === 0) return;
  throw new Error(
    `These fields do not say how the read path reads them (an \`sql\` declaration beside their resolve, docs/engineering.md "How a read is answered"): ${unread.join(', ')}`,
  );
}
