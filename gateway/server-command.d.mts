// Types of server-command.mjs, for the TypeScript that imports it.
export declare const SERVER_NODE_ARGS: readonly string[];
export declare function serverNodeArgs(nodeFlags?: readonly string[]): readonly string[];
