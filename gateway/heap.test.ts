import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { limitHeapGrowth } from './heap.mjs';

describe('limitHeapGrowth', () => {
  it("leaves an operator's own --heap-growing-percent alone", () => {
    expect(limitHeapGrowth(15, ['--heap-growing-percent=40'])).toBe(false);
    expect(limitHeapGrowth(15, ['--heap-growing-percent', '40'])).toBe(false);
  });

  it('refuses a percentage V8 would misread', () => {
    for (const percent of [0, -5, 1.5, 301, Number.NaN]) expect(() => limitHeapGrowth(percent, [])).toThrow(RangeError);
  });

  // V8 sizes the heap after each full collection at what is live times its factor. A process keeps a
  // window of 40 recent batches alive, as a server keeps the requests in flight, so its garbage outlives
  // the young generation's collections and dies in the old one: V8 alone let it reach 212 to 232 MB
  // (three runs of six processes at once), with this module's limit 110 to 172 MB.
  // Two processes of CPU-bound work in turn: on a busy machine they take far longer than a test usually may.
  it('keeps the heap near what is live, where V8 alone lets it grow with the garbage', { timeout: 180_000 }, () => {
    const program = (limit: boolean) => `
      import { limitHeapGrowth } from './gateway/heap.mjs';
      ${limit ? 'limitHeapGrowth(15, []);' : ''}
      const live = Array.from({ length: 20 }, () => Array.from({ length: 1024 * 32 }, (_, i) => ({ i })));
      const window = [];
      let peak = 0;
      for (let round = 0; round < 3000; round++) {
        window.push(Array.from({ length: 1024 * 4 }, (_, i) => ({ i, s: 'x' + i })));
        if (window.length > 40) window.shift();
        peak = Math.max(peak, process.memoryUsage().heapTotal);
      }
      console.log(Math.round(peak / 1048576) + live.length * 0);`;
    const peakMb = (limit: boolean) => {
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', program(limit)], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(run.stderr);
      return Number(run.stdout.trim());
    };
    const [limited, free] = [peakMb(true), peakMb(false)];
    expect(limited).toBeGreaterThan(0);
    expect(limited).toBeLessThan(free * 0.85);
  });
});
