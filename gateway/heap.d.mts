// Types of heap.mjs, for the TypeScript that imports it.
export declare const EMBEDDED_HEAP_GROWING_PERCENT: number;
export declare function limitHeapGrowth(percent: number, execArgv?: readonly string[]): boolean;
