// npm run bench:web-trace: where a first visit's main thread goes, for the same first screens as
// bench:web (Lighthouse) on the same server, in the same browser. Each run is a first visit in a browser
// of its own, traced through CDP without throttling. Printed per run: the page's long tasks (over 10 ms:
// Lighthouse's simulation leaves shorter ones out), the time in them, an estimate of the blocking time
// Lighthouse would count (each task after the first paint, times 4, less 50 ms), and the CPU the
// browser's other processes used meanwhile. Then, per package and per function (read through web/dist's
// source maps), where the long tasks' CPU samples fell, as a mean per run. `--tasks` lists each long task:
// its style and layout (with how many elements), scripts, and its heaviest packages and functions.
//
//   npm run bench:web-trace                          # /cocktails, 3 runs after one unmeasured visit
//   npm run bench:web-trace -- --page recipe --runs 5
//   npm run bench:web-trace -- --tasks               # also each long task of each run
//   npm run bench:web-trace -- --save bench/.output/traces   # the traces, for DevTools' Performance panel
//   npm run bench:web-trace -- --http1               # over plain HTTP/1.1 instead of HTTPS with HTTP/2
//
// It audits web/dist as it is: `npm run build` first. Figures move with the machine as bench:web's do;
// they say where the time goes, not how fast a phone is.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { projectRoot } from '../gateway/paths';
import { debianChromium } from '../tests/e2e/support/chromium';
import { chosenPages, firstScreens, launchChromium, openTab, type Page, type Site, startSite } from './web-pages';

const { values: flags } = parseArgs({
  options: {
    page: { type: 'string', default: 'cocktails' },
    runs: { type: 'string', default: '3' },
    tasks: { type: 'boolean', default: false },
    save: { type: 'string' },
    http1: { type: 'boolean', default: false },
  },
});
const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
const chromePath = process.env.CHROME_PATH ?? debianChromium;

/** A trace event, as much of it as is read here. */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  // Each event kind has args of its own.
  args: any;
}
interface CallFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}

const LONG_TASK_US = 10_000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];
/** The work inside a task worth naming (the rest is in its total). */
const WORK = [
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'MinorGC',
  'MajorGC',
];

// ---------------------------------------------------------------------------------------------------
// Source maps: a sample's frame in web/dist, read back to its package or source file
// ---------------------------------------------------------------------------------------------------

const dist = path.join(projectRoot, 'web', 'dist');
const maps = new Map<string, TraceMap | null>();

function mapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    try {
      maps.set(url, new TraceMap(readFileSync(path.join(dist, `${new URL(url).pathname}.map`), 'utf8')));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url) ?? null;
}

/** Where a frame's code comes from: a package ("react-dom"), a source file of the app, or V8's own work. */
function ownerOf(frame: CallFrame): { owner: string; fn: string } {
  if (!frame.url) return { owner: `(${frame.functionName || 'native'})`, fn: `(${frame.functionName || 'native'})` };
  const file = frame.url.replace(/^.*\//, '');
  const map = mapOf(frame.url);
  const position = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: Math.max(0, frame.columnNumber) }) : null;
  if (!position?.source) return { owner: file, fn: `${frame.functionName || '(anonymous)'} ${file}` };
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(position.source)?.[1];
  // Sources are named from the map's folder (web/dist/assets): ../../src/x is web/src/x.
  const owner = packageName ?? position.source.replace(/^(\.\.\/)+src\//, 'web/src/');
  return { owner, fn: `${position.name || frame.functionName || '(anonymous)'} ${position.source.replace(/^.*\//, '')}:${position.line}` };
}

// ---------------------------------------------------------------------------------------------------
// One trace
// ---------------------------------------------------------------------------------------------------

interface RunFigures {
  longTasks: number;
  longTaskMs: number;
  blockingMs: number;
  /** Milliseconds of the long tasks' CPU samples, by owner and by function. */
  byOwner: Map<string, number>;
  byFunction: Map<string, number>;
  /** Main-thread CPU of the browser's other processes during the trace, by process name. */
  otherProcesses: Map<string, number>;
}

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const top = (map: Map<string, number>, count: number, divisor = 1) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, ms]) => ms / divisor >= 0.5)
    .map(([key, ms]) => `${key} ${(ms / divisor).toFixed(1)}`);

function analyse(events: TraceEvent[], printTasks: boolean): RunFigures {
  // The page's renderer: the process its main frame committed in.
  const pid = events.find(
    (e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.isInPrimaryMainFrame && /^http/.test(e.args.data.url),
  )?.args.data.processId as number | undefined;
  const tid = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
  if (pid === undefined || tid === undefined) throw new Error('The trace holds no renderer of the page');
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const start = onMain.find((e) => e.name === 'ParseHTML')?.ts ?? 0;
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? start;

  // Top-level tasks only (a task's nested RunTask is not another task), in time order (a trace's events
  // are not sorted; an outer task before the one it holds).
  const tasks: TraceEvent[] = [];
  const candidates = onMain
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && (e.dur ?? 0) > LONG_TASK_US)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  for (const e of candidates) {
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + last.dur!) tasks.push(e);
  }

  // The main thread's CPU profile: its samples, each with the frame it was in.
  const profileId = onMain.find((e) => e.name === 'Profile')?.id;
  const nodes = new Map<number, CallFrame>();
  const samples: Array<{ ts: number; frame: CallFrame | undefined }> = [];
  let clock = 0;
  for (const e of events.filter((e) => e.pid === pid && e.id === profileId && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
    if (e.name === 'Profile') {
      clock = e.args.data.startTime;
      continue;
    }
    const profile = e.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node.callFrame);
    const deltas: number[] = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id: number, i: number) => {
      clock += deltas[i];
      samples.push({ ts: clock, frame: nodes.get(id) });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);

  const figures: RunFigures = {
    longTasks: tasks.length,
    longTaskMs: 0,
    blockingMs: 0,
    byOwner: new Map(),
    byFunction: new Map(),
    otherProcesses: new Map(),
  };
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const ms = task.dur! / 1000;
    figures.longTaskMs += ms;
    if (task.ts >= firstPaint) figures.blockingMs += Math.max(0, 4 * ms - 50);
    const owners = new Map<string, number>();
    const functions = new Map<string, number>();
    const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    inside.forEach((sample, i) => {
      if (!sample.frame || sample.frame.functionName === '(idle)') return;
      const sampleMs = ((inside[i + 1]?.ts ?? end) - sample.ts) / 1000;
      const { owner, fn } = ownerOf(sample.frame);
      add(owners, owner, sampleMs);
      add(functions, fn, sampleMs);
      add(figures.byOwner, owner, sampleMs);
      add(figures.byFunction, fn, sampleMs);
    });
    if (!printTasks) continue;
    const work = new Map<string, number>();
    const sizes: string[] = [];
    for (const e of onMain.filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < end && WORK.includes(e.name))) {
      add(work, e.name, e.dur! / 1000);
      if (e.dur! < 2000) continue;
      if (e.name === 'UpdateLayoutTree') sizes.push(`style ${(e.dur! / 1000).toFixed(1)} ms of ${e.args?.elementCount} elements`);
      if (e.name === 'Layout')
        sizes.push(
          `layout ${(e.dur! / 1000).toFixed(1)} ms of ${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects} objects`,
        );
    }
    console.log(`  @${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms | ${top(work, 6).join(', ')}`);
    if (sizes.length) console.log(`      ${sizes.join('; ')}`);
    if (owners.size) console.log(`      packages: ${top(owners, 6).join(', ')}`);
    if (functions.size) console.log(`      functions: ${top(functions, 5).join(', ')}`);
  }

  const names = new Map(events.filter((e) => e.name === 'process_name').map((e) => [e.pid, String(e.args.name)]));
  for (const e of events)
    if (e.pid !== pid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.dur)
      add(figures.otherProcesses, names.get(e.pid) ?? `process ${e.pid}`, e.dur / 1000);
  return figures;
}

// ---------------------------------------------------------------------------------------------------
// The runs
// ---------------------------------------------------------------------------------------------------

async function visit(site: Site, page: Page): Promise<TraceEvent[]> {
  const { origin } = site;
  const browser = await launchChromium(chromePath, site);
  try {
    const tab = await openTab(browser, origin, page);
    // Lighthouse's mobile screen (a Moto G Power).
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await tab.tracing.start({ categories: CATEGORIES });
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle2', timeout: 60_000 });
    // The work after the network settles (the list's cards near the screen, the toasts' outlet).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const trace = await tab.tracing.stop();
    return (JSON.parse(Buffer.from(trace!).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const site = await startSite('webtrace', { http1: flags.http1 });
  const stop = () => void site.cleanup().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  try {
    const [page] = chosenPages(await firstScreens(site), [flags.page]);
    await visit(site, page); // unmeasured: the server's first answers are not in the runs
    const results: RunFigures[] = [];
    for (let run = 1; run <= runs; run++) {
      const events = await visit(site, page);
      if (flags.save) {
        mkdirSync(flags.save, { recursive: true });
        writeFileSync(path.join(flags.save, `${page.slug}-${run}.json`), JSON.stringify({ traceEvents: events }));
      }
      if (flags.tasks) console.log(`\n${page.name} run ${run}, long tasks (ms from the HTML's first parse):`);
      const figures = analyse(events, flags.tasks);
      results.push(figures);
      console.log(
        `${page.name} run ${run}: ${figures.longTasks} long tasks, ${figures.longTaskMs.toFixed(0)} ms in them, ` +
          `blocking estimate ${figures.blockingMs.toFixed(0)} ms; other processes: ${top(figures.otherProcesses, 4).join(' ms, ')} ms`,
      );
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const byOwner = new Map<string, number>();
    const byFunction = new Map<string, number>();
    for (const figures of results) {
      for (const [owner, ms] of figures.byOwner) add(byOwner, owner, ms);
      for (const [fn, ms] of figures.byFunction) add(byFunction, fn, ms);
    }
    console.log(
      `\n${page.name}, ${runs} run(s): median ${median(results.map((r) => r.longTaskMs)).toFixed(0)} ms in long tasks, ` +
        `blocking estimate ${median(results.map((r) => r.blockingMs)).toFixed(0)} ms`,
    );
    console.log(
      `CPU samples in the long tasks, ms a run, by package or file ("(program)" is the browser's native work: style, layout, parsing, compiling):\n  ${top(byOwner, 15, runs).join('\n  ')}`,
    );
    console.log(`by function:\n  ${top(byFunction, 15, runs).join('\n  ')}`);
  } finally {
    process.off('SIGINT', stop);
    await site.cleanup();
  }
}

await main();
