// WCAG AA colour checks of what a screen shows, by axe-core (Deque's, injected into the page): its
// colour-contrast and link-in-text-block rules. Each violation names the text's element, the colours and
// the ratio axe measured.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core's script, evaluated in the page (a script tag would be refused by the app's CSP). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface ContrastFailure {
  rule: string;
  html: string;
  summary: string;
}

/** Every text on screen (inside `scope`) below AA contrast, and every in-text link that only its colour sets apart. */
export async function contrastFailures(page: Page, scope = 'body'): Promise<ContrastFailure[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(selector, { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({ rule: violation.id, html: node.html, summary: node.failureSummary ?? '' })),
    );
  }, scope);
}
