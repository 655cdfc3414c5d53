// Types of build-server.mjs, for the TypeScript that imports it (gateway/testing/process.ts).
export declare const serverBundle: string;
export declare function buildServer(): Promise<void>;
