// A Vite plugin that prints the gzipped size of the JavaScript a first visit loads (the entry chunk of
// index.html and every chunk it imports statically, transitively: what Vite's manifest lists as its
// `imports`) and fails the build when it is over the budget. It does the same for three first screens
// (/login, /cocktails and a recipe): the entry, plus the layouts and the route module the router loads
// before the screen shows, each with its static imports (decision 0080). What loads on a tap or after
// the first screen (dialogs, menus, sonner, live updates) is not counted; `npm run bench:web` prints
// what Lighthouse saw load in all. It also fails the build when a package is bundled from two folders
// (npm nested a second copy), which ships its code twice. And it writes route-preloads.json: per route,
// the chunks the router will load for it, which the server names in the page (gateway/web-app.ts).
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { appRoutes, modulesBeforeScreen, ROUTE_PRELOADS_FILE, type RouteId } from '../common/app-routes.ts';

export const INITIAL_JS_BUDGET_KIB = 125;

/**
 * A first screen's JavaScript, gzip, at most (issue 39's goal is 150). React, react-dom, the router and
 * Relay's runtime and hooks alone are about 158 KiB of any screen that reads data (decision 0085).
 */
export const FIRST_SCREEN_BUDGET_KIB = 220;

const routeById = (id: RouteId) => appRoutes.find((route) => route.id === id)!;

/** The first screens checked: the modules (under web/src) whose chunks the router loads before each shows. */
export const FIRST_SCREENS: Record<string, string[]> = {
  '/login': modulesBeforeScreen(routeById('login')),
  '/cocktails': modulesBeforeScreen(routeById('cocktails')),
  'a recipe': modulesBeforeScreen(routeById('cocktail')),
};

/** The part of a Rollup output chunk this needs. */
export interface BudgetChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
  /** The modules in the chunk, by id (their absolute paths). */
  moduleIds?: string[];
}

export interface InitialJs {
  files: Array<{ fileName: string; gzipBytes: number }>;
  gzipBytes: number;
}

/**
 * Per route of the table, the URLs of the chunks the router loads before its screen shows that index.html
 * does not load already (the layouts' and the route module's chunks, with their static imports): the
 * server names them in the page it answers at that route, so a phone fetches them beside the entry.
 */
export function routePreloads(bundle: Record<string, BudgetChunk>): Record<string, string[]> {
  const entry = new Set(initialJs(bundle).files.map((file) => file.fileName));
  return Object.fromEntries(
    appRoutes.map((route) => [
      route.id,
      firstScreenJs(bundle, modulesBeforeScreen(route))
        .files.map((file) => file.fileName)
        .filter((fileName) => !entry.has(fileName))
        .map((fileName) => `/${fileName}`),
    ]),
  );
}

/** The entry chunks of index.html and their static imports, each once, with their gzipped sizes. */
export function initialJs(bundle: Record<string, BudgetChunk>): InitialJs {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const entries = chunks.filter((chunk) => chunk.isEntry && (chunk.facadeModuleId ?? '').endsWith('index.html'));
  return staticClosure(
    bundle,
    entries.map((entry) => entry.fileName),
  );
}

/**
 * A first screen's JavaScript: the entry's, and the chunks of `modules` (paths under web/src, each the
 * module a lazy chunk was made for) with their static imports. Empty when one of them has no chunk.
 */
export function firstScreenJs(bundle: Record<string, BudgetChunk>, modules: readonly string[]): InitialJs {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const starts = modules.map(
    (module) => chunks.find((chunk) => (chunk.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(`/web/src/${module}`))?.fileName,
  );
  if (starts.some((start) => start === undefined)) return { files: [], gzipBytes: 0 };
  const entry = initialJs(bundle);
  if (entry.files.length === 0) return entry;
  return staticClosure(bundle, [...entry.files.map((file) => file.fileName), ...(starts as string[])]);
}

function staticClosure(bundle: Record<string, BudgetChunk>, starts: readonly string[]): InitialJs {
  const seen = new Set<string>();
  const files: InitialJs['files'] = [];
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk') return;
    files.push({ fileName, gzipBytes: gzipSync(chunk.code ?? '').length });
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const start of starts) visit(start);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

export function budgetMessage(result: InitialJs, budgetKiB: number, what = 'Initial JS'): { ok: boolean; text: string } {
  const kib = result.gzipBytes / 1024;
  const ok = result.files.length > 0 && kib <= budgetKiB;
  const list = result.files.map((file) => `  ${file.fileName}  ${(file.gzipBytes / 1024).toFixed(1)} KiB`).join('\n');
  const verdict = result.files.length === 0 ? 'no entry chunk of index.html (or no chunk of a module named) found' : ok ? 'within' : 'OVER';
  return { ok, text: `${what} (gzip): ${kib.toFixed(1)} KiB of ${budgetKiB} KiB budget, ${verdict}\n${list}` };
}

/** One line per first screen: its gzipped JavaScript against the budget. */
export function firstScreensMessage(
  bundle: Record<string, BudgetChunk>,
  screens: Record<string, readonly string[]>,
  budgetKiB: number,
): { ok: boolean; text: string } {
  const lines = Object.entries(screens).map(([name, modules]) => {
    const result = firstScreenJs(bundle, modules);
    return budgetMessage(result, budgetKiB, `First screen ${name}`);
  });
  return { ok: lines.every((line) => line.ok), text: lines.map((line) => line.text.split('\n')[0]).join('\n') };
}

/** Packages whose modules come from more than one folder of node_modules, with those folders. */
export function duplicatedPackages(bundle: Record<string, BudgetChunk>): Array<{ name: string; folders: string[] }> {
  const folders = new Map<string, Set<string>>();
  for (const chunk of Object.values(bundle)) {
    for (const id of chunk.moduleIds ?? []) {
      const at = id.lastIndexOf('/node_modules/');
      if (at < 0) continue;
      const rest = id.slice(at + '/node_modules/'.length).split('/');
      const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
      const folder = id.slice(0, at + '/node_modules/'.length + name.length);
      if (!folders.has(name)) folders.set(name, new Set());
      folders.get(name)!.add(folder);
    }
  }
  return [...folders]
    .filter(([, found]) => found.size > 1)
    .map(([name, found]) => ({ name, folders: [...found].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function bundleBudget(budgetKiB = INITIAL_JS_BUDGET_KIB, screenBudgetKiB = FIRST_SCREEN_BUDGET_KIB): Plugin {
  return {
    name: 'repour-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Record<string, BudgetChunk>;
      const { ok, text } = budgetMessage(initialJs(chunks), budgetKiB);
      if (!ok) this.error(text);
      console.log(text);
      const screens = firstScreensMessage(chunks, FIRST_SCREENS, screenBudgetKiB);
      if (!screens.ok) this.error(screens.text);
      console.log(screens.text);
      const preloads = routePreloads(chunks);
      const missing = Object.entries(preloads).filter(([, files]) => files.length === 0);
      if (missing.length > 0) this.error(`No chunk found for the route modules of ${missing.map(([id]) => id).join(', ')}`);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
      const duplicated = duplicatedPackages(chunks);
      if (duplicated.length > 0) {
        const list = duplicated.map(({ name, folders }) => `  ${name}: ${folders.join(', ')}`).join('\n');
        this.error(
          `Packages bundled twice, from nested copies (make npm install one copy: a direct dependency at the version the others use):\n${list}`,
        );
      }
    },
  };
}
