// Descriptions of the types that builders and plugins make by the dozen, derived once from their
// names: each connection and edge (the relay plugin), each mutation's result union (the errors plugin),
// each mutation's payload and input, and a connection's totalCount. A description written where the
// type is defined wins; everything else in the schema is described where it is defined, and
// descriptions.test.ts fails naming what is not.
import SchemaBuilder, {
  BasePlugin,
  type PothosInputFieldConfig,
  type PothosOutputFieldConfig,
  type PothosTypeConfig,
  type SchemaTypes,
} from '@pothos/core';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/constants';

/** The mutation a `<Name>Result`, `<Name>Payload` or `<Name>Input` belongs to: `createCocktail`. */
function mutationOf(typeName: string, suffix: string): string {
  const base = typeName.slice(0, -suffix.length);
  return base.charAt(0).toLowerCase() + base.slice(1);
}

/** A derived description for a type made by a builder, or undefined when its name follows no pattern. */
export function derivedTypeDescription(kind: PothosTypeConfig['kind'], name: string): string | undefined {
  if (kind === 'Object' && name.endsWith('Connection')) {
    return (
      `A page of ${name.slice(0, -'Connection'.length)} items, in the list's order: \`edges\` (each item and its cursor) and ` +
      `\`pageInfo\`. Ask for the next page with \`after: pageInfo.endCursor\` while \`pageInfo.hasNextPage\` is true; ` +
      `a page holds at most ${MAX_PAGE_SIZE} items.`
    );
  }
  if (kind === 'Object' && name.endsWith('Edge')) {
    return `One ${name.slice(0, -'Edge'.length)} item of a page (\`node\`), with the \`cursor\` that pages after it.`;
  }
  if (kind === 'Union' && name.endsWith('Result')) {
    return (
      `What \`${mutationOf(name, 'Result')}\` answers: its payload when it succeeded, or a typed error (each implements ` +
      '`Error`: select `... on Error { message code }` and `... on ValidationError { fields { path message } }`) when ' +
      'it changed nothing.'
    );
  }
  if (kind === 'Object' && name.endsWith('Payload')) {
    return `What \`${mutationOf(name, 'Payload')}\` changed, so a client updates what it shows without asking again.`;
  }
  if (kind === 'InputObject' && name.endsWith('Input')) {
    return `What \`${mutationOf(name, 'Input')}\` takes. Text is trimmed; a refused field is named in a ValidationError.`;
  }
  return undefined;
}

/** Fields and arguments every builder makes the same way. */
function derivedFieldDescription(parentType: string, name: string): string | undefined {
  if (name === 'databaseId') {
    return 'The number that names this in web URLs and the legacy /api. In GraphQL, name it by its global `id`.';
  }
  if (parentType.endsWith('Connection') && name === 'totalCount') {
    return 'How many items the whole list holds, across all its pages.';
  }
  return undefined;
}

function derivedArgDescription(parentType: string, name: string): string | undefined {
  if (parentType === 'Mutation' && name === 'input') return 'What the mutation takes (its input type says each field and its limits).';
  return undefined;
}

/** The relay plugin's options for connection arguments and the fields of pages, edges and nodes. */
export const relayDescriptions = {
  firstArgOptions: {
    description: `How many items the page holds: ${DEFAULT_PAGE_SIZE} when omitted, at most ${MAX_PAGE_SIZE} (a larger number is refused: PAGE_SIZE_EXCEEDED).`,
  },
  afterArgOptions: { description: 'The page starts after the item with this cursor (`pageInfo.endCursor` of the previous page).' },
  lastArgOptions: {
    description: `How many items the page holds, counted back from \`before\`: at most ${MAX_PAGE_SIZE} (a larger number is refused: PAGE_SIZE_EXCEEDED).`,
  },
  beforeArgOptions: { description: 'The page ends before the item with this cursor (`pageInfo.startCursor` of the next page).' },
  pageInfoTypeOptions: {
    description: 'Where a page stands in its list (the Relay cursor connections specification).',
  },
  hasNextPageFieldOptions: { description: 'Whether items follow this page: ask for them with `after: endCursor`.' },
  hasPreviousPageFieldOptions: { description: 'Whether items come before this page: ask for them with `before: startCursor`.' },
  startCursorFieldOptions: { description: "The first item's cursor; null on an empty page." },
  endCursorFieldOptions: { description: "The last item's cursor, to pass as `after` for the next page; null on an empty page." },
  pageInfoFieldOptions: { description: 'Where this page stands in the list, and the cursors to page on from it.' },
  edgesFieldOptions: { description: "The page's items, in the list's order, each with its cursor." },
  nodeFieldOptions: { description: 'The item.' },
  cursorFieldOptions: { description: 'An opaque position in the list: pass it as `after` for the items that follow this one.' },
  nodeTypeOptions: {
    description:
      'Anything with a global id: fetch any node again with `node(id:)`, or several with `nodes(ids:)`. A global id is opaque ' +
      '(do not build or parse one); `databaseId` is the number in web URLs and the legacy /api.',
  },
  idFieldOptions: { description: 'The global id: opaque, stable, and accepted by `node(id:)` and every argument that names this node.' },
} as const;

export class DerivedDescriptionsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onTypeConfig(typeConfig: PothosTypeConfig): PothosTypeConfig {
    if (typeConfig.description) return typeConfig;
    const description = derivedTypeDescription(typeConfig.kind, typeConfig.name);
    return description ? { ...typeConfig, description } : typeConfig;
  }

  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (fieldConfig.description) return fieldConfig;
    const description = derivedFieldDescription(fieldConfig.parentType, fieldConfig.name);
    return description ? { ...fieldConfig, description } : fieldConfig;
  }

  override onInputFieldConfig(fieldConfig: PothosInputFieldConfig<Types>): PothosInputFieldConfig<Types> {
    if (fieldConfig.description || fieldConfig.kind !== 'Arg') return fieldConfig;
    const description = derivedArgDescription(fieldConfig.parentType, fieldConfig.name);
    return description ? { ...fieldConfig, description } : fieldConfig;
  }
}

SchemaBuilder.registerPlugin('derivedDescriptions', DerivedDescriptionsPlugin);

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how Pothos plugins declare themselves
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      derivedDescriptions: DerivedDescriptionsPlugin<Types>;
    }
  }
}
