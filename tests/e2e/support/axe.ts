// WCAG 2.1 A and AA checks of what a screen shows, by axe-core (Deque's, evaluated in the page: a script
// tag would be refused by the app's CSP). Each violation names its rule, the elements and what to fix.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The success criteria the app is held to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  rule: string;
  help: string;
  /** The element's CSS path (through shadow roots and frames, as axe gives it). */
  target: string;
  summary: string;
}

/**
 * Every violation of WCAG 2.1 A/AA on the page as it is now, or inside `scope` (a CSS selector), once its
 * fades and colour transitions are over: a colour mid-transition (after a theme switch, say) would be
 * measured as it is. An element whose inherited colour changes once its parent's transition has ended
 * starts its own only then, so transitions are brought to their end, frame by frame, until none is left.
 */
export async function axeViolations(page: Page, scope?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, scope }) => {
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const running = document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
        if (running.length === 0) break;
        for (const animation of running) animation.finish();
      }
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      // Only the violations: axe skips building the passes' and the incomplete results' reports.
      const result = await axe.run(scope ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.flatMap((violation) =>
        violation.nodes.map((node) => ({
          rule: violation.id,
          help: violation.help,
          target: node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' >> '),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        })),
      );
    },
    { tags: WCAG_21_AA, scope },
  );
}
