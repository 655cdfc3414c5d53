// Reads a V8 CPU profile (node --cpu-prof) and says where a server's main thread spent its time:
// self time per function, in ms per request served while it was recorded.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame comes from: the package, or the project's file. */
function origin(url: string): string {
  if (!url) return '(native)';
  const file = url.replace(/^file:\/\//, '');
  const nodeModules = file.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) {
    const rest = file.slice(nodeModules + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (file.startsWith('node:')) return file;
  return path.relative(process.cwd(), file);
}

export interface ProfileSummary {
  /** Sampled time on the main thread, ms. */
  totalMs: number;
  idleMs: number;
  functions: Array<{ name: string; origin: string; selfMs: number }>;
  origins: Array<{ origin: string; selfMs: number }>;
  /** Each sample counted once, for the innermost frame on its stack that belongs to a layer (LAYERS). */
  layers: Array<{ layer: string; ms: number }>;
}

/**
 * The layers a request goes through, in the order they are tried on each frame of a stack from the
 * innermost out: a sample in Prisma called by a Pothos resolver called by graphql-js counts for Prisma.
 * A frame matches by where its code comes from (origin) or, for V8's natives, by name.
 */
const LAYERS: Array<[layer: string, matches: (origin: string, name: string) => boolean]> = [
  ['garbage collection', (from) => from === '(gc)'],
  ["the profiler's own messages (inspector dispatch)", (from, name) => from === '(native)' && name === 'dispatch'],
  ['V8 and the event loop (program, microtasks)', (from, name) => from === '(native)' && /^\((program|root)\)$|^runMicrotasks$/.test(name)],
  ['JSON (parse, stringify)', (from, name) => from === '(native)' && /^(stringify|parse|JSONStringify|JSONParse)$/.test(name)],
  ['Prisma and pg (query compiler, driver, result mapping)', (from) => /^(@prisma\/|pg$|pg-|postgres-)/.test(from)],
  ['session check (tokens, jose, viewer cache)', (from) => from === 'jose' || from.startsWith('gateway/auth/')],
  ['cost walk and budget', (from) => from === 'gateway/security/query-cost.ts' || from === 'rate-limiter-flexible'],
  ['deadline', (from) => from === 'gateway/security/deadline.ts'],
  ['graphql-armor (depth, aliases, tokens)', (from) => from.startsWith('@escape.tech/')],
  ['CSRF check', (from) => from === '@graphql-yoga/plugin-csrf-prevention'],
  [
    'access log (pino)',
    (from) =>
      /^(pino|sonic-boom|thread-stream|fast-redact|quick-format-unescaped)/.test(from) || from === 'gateway/security/request-log.ts',
  ],
  ['security headers', (from) => from === 'gateway/security/headers.ts'],
  ['Pothos (field wrappers, selection mapping)', (from) => from.startsWith('@pothos/')],
  [
    'resolvers and domain (gateway/schema, gateway/domain)',
    (from) => from.startsWith('gateway/schema') || from.startsWith('gateway/domain'),
  ],
  ['graphql-js (parse, validate, execute)', (from) => from === 'graphql' || from.startsWith('@graphql-tools/')],
  ['envelop plugins', (from) => from.startsWith('@envelop/')],
  ['Yoga', (from) => from === 'graphql-yoga' || from.startsWith('@graphql-yoga/')],
  ['fetch adapter (Request/Response objects)', (from) => from.startsWith('@whatwg-node/')],
  ['Hono', (from) => from === 'hono' || from.startsWith('@hono/')],
  ['fast path and server (gateway)', (from) => from.startsWith('gateway/')],
  [
    'Node sockets and streams (HTTP answers, database connections)',
    (from) => /^node:(_http|net|internal\/(streams|stream_base|http|abort|per_context\/domexception)|events|stream)/.test(from),
  ],
];

function layerOf(origins: string[], names: string[]): string {
  for (let index = 0; index < origins.length; index++) {
    const found = LAYERS.find(([, matches]) => matches(origins[index], names[index]));
    if (found) return found[0];
  }
  return 'other';
}

export function summariseProfile(file: string): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const layers = new Map<string, number>();
  const functions = new Map<string, { name: string; origin: string; selfMs: number }>();
  const origins = new Map<string, number>();
  let totalMs = 0;
  let idleMs = 0;
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    totalMs += ms;
    if (functionName === '(idle)' || functionName === '(program)') {
      idleMs += functionName === '(idle)' ? ms : 0;
      if (functionName === '(idle)') continue;
    }
    const from = functionName === '(garbage collector)' ? '(gc)' : origin(url);
    const name = `${functionName || '(anonymous)'}${url ? `:${lineNumber + 1}` : ''}`;
    const key = `${from} ${name}`;
    const entry = functions.get(key) ?? { name, origin: from, selfMs: 0 };
    entry.selfMs += ms;
    functions.set(key, entry);
    origins.set(from, (origins.get(from) ?? 0) + ms);
    const stackOrigins: string[] = [];
    const stackNames: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)!.callFrame;
      stackOrigins.push(frame.functionName === '(garbage collector)' ? '(gc)' : origin(frame.url));
      stackNames.push(frame.functionName);
    }
    const layer = layerOf(stackOrigins, stackNames);
    layers.set(layer, (layers.get(layer) ?? 0) + ms);
  }
  return {
    totalMs,
    idleMs,
    functions: [...functions.values()].sort((a, b) => b.selfMs - a.selfMs),
    origins: [...origins.entries()].map(([from, selfMs]) => ({ origin: from, selfMs })).sort((a, b) => b.selfMs - a.selfMs),
    layers: [...layers.entries()].map(([layer, ms]) => ({ layer, ms })).sort((a, b) => b.ms - a.ms),
  };
}

/** The summary as text: the busiest packages and functions, in ms per request. */
export function formatProfile(summary: ProfileSummary, requests: number, top = 25): string {
  const perRequest = (ms: number) => (ms / Math.max(1, requests)).toFixed(3);
  const busy = summary.totalMs - summary.idleMs;
  const lines = [
    `main thread busy ${busy.toFixed(0)} ms of ${summary.totalMs.toFixed(0)} ms sampled, ${requests} requests: ${perRequest(busy)} ms per request`,
    '',
    'by layer (ms per request; a sample counts for the innermost layer on its stack):',
    ...summary.layers.map(({ layer, ms }) => `  ${perRequest(ms).padStart(8)}  ${layer}`),
    '',
    'by package or file (self ms per request):',
    ...summary.origins.slice(0, 15).map(({ origin: from, selfMs }) => `  ${perRequest(selfMs).padStart(8)}  ${from}`),
    '',
    `busiest functions (self ms per request):`,
    ...summary.functions.slice(0, top).map(({ name, origin: from, selfMs }) => `  ${perRequest(selfMs).padStart(8)}  ${name}  [${from}]`),
  ];
  return lines.join('\n');
}

// npx tsx bench/profile.ts <file.cpuprofile> [requests]
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [file, requests] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/profile.ts <file.cpuprofile> [requests]');
  console.log(formatProfile(summariseProfile(file), Number(requests ?? 1)));
}
