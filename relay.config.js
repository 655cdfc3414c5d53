// relay-compiler: compiles the GraphQL in web/src against schema.graphql into TypeScript artifacts
// (web/src/**/__generated__), which are committed. relay-compiler require()s this file, so its settings
// are named exports (a default export would arrive wrapped in a module namespace).
export const src = './web/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const noFutureProofEnums = true;
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'];
// Generated files are committed by people, not added to git by the compiler.
export const noSourceControl = true;
