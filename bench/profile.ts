// Reads a V8 CPU profile (node --cpu-prof) and says where a server's main thread spent its time:
// self time per function, in ms per request served while it was recorded.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
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
}

export function summariseProfile(file: string): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
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
  }
  return {
    totalMs,
    idleMs,
    functions: [...functions.values()].sort((a, b) => b.selfMs - a.selfMs),
    origins: [...origins.entries()].map(([from, selfMs]) => ({ origin: from, selfMs })).sort((a, b) => b.selfMs - a.selfMs),
  };
}

/** The summary as text: the busiest packages and functions, in ms per request. */
export function formatProfile(summary: ProfileSummary, requests: number, top = 25): string {
  const perRequest = (ms: number) => (ms / Math.max(1, requests)).toFixed(3);
  const busy = summary.totalMs - summary.idleMs;
  const lines = [
    `main thread busy ${busy.toFixed(0)} ms of ${summary.totalMs.toFixed(0)} ms sampled, ${requests} requests: ${perRequest(busy)} ms per request`,
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
