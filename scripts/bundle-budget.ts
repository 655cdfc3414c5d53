// A Vite plugin that prints the gzipped size of the JavaScript a first visit loads (the entry chunk of
// index.html and every chunk it imports statically, transitively: what Vite's manifest lists as its
// `imports`) and fails the build when it is over the budget. Routes are lazy chunks and not counted.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const INITIAL_JS_BUDGET_KIB = 250;

/** The part of a Rollup output chunk this needs. */
export interface BudgetChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
}

export interface InitialJs {
  files: Array<{ fileName: string; gzipBytes: number }>;
  gzipBytes: number;
}

/** The entry chunks of index.html and their static imports, each once, with their gzipped sizes. */
export function initialJs(bundle: Record<string, BudgetChunk>): InitialJs {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const entries = chunks.filter((chunk) => chunk.isEntry && (chunk.facadeModuleId ?? '').endsWith('index.html'));
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
  for (const entry of entries) visit(entry.fileName);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

export function budgetMessage(result: InitialJs, budgetKiB: number): { ok: boolean; text: string } {
  const kib = result.gzipBytes / 1024;
  const ok = result.files.length > 0 && kib <= budgetKiB;
  const list = result.files.map((file) => `  ${file.fileName}  ${(file.gzipBytes / 1024).toFixed(1)} KiB`).join('\n');
  const verdict = result.files.length === 0 ? 'no entry chunk of index.html found' : ok ? 'within' : 'OVER';
  return { ok, text: `Initial JS (gzip): ${kib.toFixed(1)} KiB of ${budgetKiB} KiB budget, ${verdict}\n${list}` };
}

export function bundleBudget(budgetKiB = INITIAL_JS_BUDGET_KIB): Plugin {
  return {
    name: 'repour-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { ok, text } = budgetMessage(initialJs(bundle as unknown as Record<string, BudgetChunk>), budgetKiB);
      if (!ok) this.error(text);
      console.log(text);
    },
  };
}
