// npm run bench:web: how fast the web client's first screens are on a phone, as Lighthouse measures them
// (its mobile defaults: a Moto G Power's screen, simulated slow 4G and a CPU 4x slower than this one), in
// Debian's Chromium (CHROME_PATH, /usr/bin/chromium unless set; no browser is downloaded). It builds the
// app (`npm run build`, which prints the initial JavaScript), starts the real server the way `npm start`
// does on a fresh temporary DATA_DIR (embedded database, demo seed, a free port), over HTTPS with HTTP/2
// as members reach it (decision 0087: a certificate made for the run, which only this Chromium trusts;
// --http1 for plain HTTP/1.1, as `npm start` serves without one), makes a member through
// an invite of the seeded admin, and audits three first visits, each in a browser of its own with nothing
// cached: /login signed out, /cocktails and one recipe signed in (the session is what a sign-in leaves in
// localStorage, the token and the member, written before the audit; Lighthouse then keeps storage as is).
// Prints per page the performance score, FCP, LCP, TBT, CLS, what was transferred (all, and the
// JavaScript alone: as sent, brotli, and gzipped, the unit of the build's budget of the entry's JS) and
// the DOM's size: the median run by score of --runs; and Lighthouse's CPU benchmark index of this machine,
// since the 4x slowdown scales this machine's own CPU time (figures of machines with other indexes differ).
//
//   npm run bench:web
//   npm run bench:web -- --runs 5             # more runs per page (default 3): the median is steadier
//   npm run bench:web -- --skip-build         # audit web/dist as it is
//   npm run bench:web -- --page cocktails     # one page only (login, cocktails or recipe)
//   npm run bench:web -- --http1              # over plain HTTP/1.1 (six connections, no multiplexing)
//   npm run bench:web -- --save bench/.output/lighthouse   # also write each run's report (HTML and JSON)
//
// Timing on a shared machine is noisy (Lighthouse simulates the network, but the CPU work it scales is
// measured on this machine): the load average before and after is printed; figures go to
// docs/benchmarks.md, never into a test.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';
import { projectRoot } from '../gateway/paths';
import { debianChromium } from '../tests/e2e/support/chromium';
import { chosenPages, firstScreens, launchChromium, openTab, type Page, type Site, startSite } from './web-pages';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    save: { type: 'string' },
    page: { type: 'string', multiple: true },
    http1: { type: 'boolean', default: false },
  },
});
const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
const chromePath = process.env.CHROME_PATH ?? debianChromium;
const lighthouseVersion = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')) as { version: string }
).version;

/** `npm run build`, its output passed on; resolves with the build's "Initial JS" lines. */
function build(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`npm run build exited with ${code}`));
      const lines = output.split('\n');
      const start = lines.findIndex((line) => line.startsWith('Initial JS (gzip)'));
      if (start < 0) return resolve('(the build printed no initial JS)');
      const end = lines.findIndex((line, i) => i > start && !line.startsWith('  ') && !line.startsWith('First screen'));
      resolve(lines.slice(start, end).join('\n'));
    });
  });
}

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  scriptKiB: number;
  /** The same scripts' gzipped sizes (the unit of the build's budget). */
  scriptGzipKiB: number;
  domElements: number;
  finalUrl: string;
  /** Lighthouse's reading of this machine's CPU speed (higher is faster), taken before the run: the 4x slowdown scales this machine's CPU time, so figures from machines of other indexes do not compare. */
  benchmarkIndex: number;
}

const distFolder = path.join(projectRoot, 'web', 'dist');

/** A built file's gzipped size: its .gz beside it, or gzipped here (files under 1 KiB have none). */
function gzipSizeOf(urlPath: string): number {
  const file = path.join(distFolder, decodeURIComponent(urlPath));
  if (!file.startsWith(distFolder + path.sep)) return 0;
  try {
    return statSync(`${file}.gz`).size;
  } catch {
    return gzipSync(readFileSync(file), { level: 9 }).length;
  }
}

function figuresOf(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id];
  const requests =
    (audit('network-requests').details as { items?: Array<{ url: string; resourceType?: string; transferSize?: number }> } | undefined)
      ?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint').numericValue ?? NaN,
    lcpMs: audit('largest-contentful-paint').numericValue ?? NaN,
    tbtMs: audit('total-blocking-time').numericValue ?? NaN,
    cls: audit('cumulative-layout-shift').numericValue ?? NaN,
    transferKiB: (audit('total-byte-weight').numericValue ?? NaN) / 1024,
    scriptKiB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    scriptGzipKiB: scripts.reduce((sum, item) => sum + gzipSizeOf(new URL(item.url).pathname), 0) / 1024,
    domElements: audit('dom-size').numericValue ?? NaN,
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * One unmeasured visit before a page's runs, so that they measure the page and not the server's first
 * answers to its requests (its code not yet compiled by V8, its statements not yet prepared), which take
 * this machine's CPU beside the browser.
 */
async function warmUp(site: Site, page: Page): Promise<void> {
  const { origin } = site;
  const browser = await launchChromium(chromePath, site);
  try {
    const tab = await openTab(browser, origin, page);
    // At most two connections open: the bell's live count holds one.
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle2', timeout: 60_000 });
  } finally {
    await browser.close();
  }
}

/** One first visit in a browser of its own, nothing cached, the session (if any) in localStorage. */
async function audit(site: Site, page: Page, run: number): Promise<Figures> {
  const { origin } = site;
  const browser = await launchChromium(chromePath, site);
  try {
    const tab = await openTab(browser, origin, page);
    const result = await lighthouse(
      `${origin}${page.path}`,
      { output: ['json', 'html'], logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(page.storage) },
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    if (flags.save) {
      mkdirSync(flags.save, { recursive: true });
      const base = path.join(flags.save, `${page.slug}-${run}`);
      const [json, html] = result.report as string[];
      writeFileSync(`${base}.json`, json);
      writeFileSync(`${base}.html`, html);
    }
    return figuresOf(result.lhr);
  } finally {
    await browser.close();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const initialJs = flags['skip-build'] ? '(not built: --skip-build)' : await build();
  const site = await startSite('web', { http1: flags.http1 });
  const stop = () => void site.cleanup().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  try {
    const pages = await firstScreens(site);
    const before = loadAverage();
    const rows: Array<{ page: Page; median: Figures; scores: number[]; indexes: number[] }> = [];
    for (const page of chosenPages(pages, flags.page)) {
      const results: Figures[] = [];
      await warmUp(site, page);
      for (let run = 1; run <= runs; run++) {
        // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): such a run is tried once more.
        const figures = await audit(site, page, run).catch((error: unknown) => {
          console.log(`${page.name} run ${run}: ${(error as Error).message}; trying again`);
          return audit(site, page, run);
        });
        if (new URL(figures.finalUrl).pathname !== page.path)
          throw new Error(`${page.path} ended at ${figures.finalUrl}: not the page meant`);
        console.log(
          `${page.name} run ${run}: performance ${figures.score}, LCP ${seconds(figures.lcpMs)}, TBT ${figures.tbtMs.toFixed(0)} ms`,
        );
        results.push(figures);
      }
      const sorted = [...results].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
      rows.push({
        page,
        median: sorted[Math.floor(sorted.length / 2)],
        scores: results.map((figures) => figures.score),
        indexes: results.map((figures) => Math.round(figures.benchmarkIndex)),
      });
    }
    const after = loadAverage();

    console.log(`\nLighthouse ${lighthouseVersion}, mobile defaults (simulated throttling), ${chromePath}; served over ${site.protocol}`);
    const indexes = rows.flatMap((row) => row.indexes).sort((a, b) => a - b);
    console.log(`median of ${runs} run(s) by score; load average ${before} before, ${after} after`);
    console.log(`Lighthouse's CPU benchmark index of this machine: ${indexes[0]} to ${indexes[indexes.length - 1]} (higher is faster)\n`);
    console.log('| page | performance | FCP | LCP | TBT | CLS | transferred | JS transferred | JS gzip | DOM elements |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { page, median, scores } of rows) {
      console.log(
        `| ${page.name} | ${median.score}${runs > 1 ? ` (${scores.join(', ')})` : ''} | ${seconds(median.fcpMs)} | ${seconds(median.lcpMs)} | ` +
          `${median.tbtMs.toFixed(0)} ms | ${median.cls.toFixed(3)} | ${median.transferKiB.toFixed(0)} KiB | ${median.scriptKiB.toFixed(0)} KiB | ` +
          `${median.scriptGzipKiB.toFixed(1)} KiB | ` +
          `${median.domElements} |`,
      );
    }
    console.log(`\n${initialJs}`);
  } finally {
    process.off('SIGINT', stop);
    await site.cleanup();
  }
}

await main();
