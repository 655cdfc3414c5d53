// relay-test-utils ships no types and DefinitelyTyped's are not installed: the part the page tests use.
declare module 'relay-test-utils' {
  import type { GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';

  export interface MockResolverContext {
    parentType: string | null | undefined;
    name: string | null | undefined;
    alias: string | null | undefined;
    path: readonly string[] | null | undefined;
    args: Record<string, unknown> | null | undefined;
  }

  /** Values for one type, by its name; unset fields get the generator's defaults. */
  export type MockResolvers = Record<string, (context: MockResolverContext, generateId: () => number) => unknown>;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers | null): GraphQLSingularResponse;
  };
}
