// A long list renders the few items a screen shows first, then the rest a step at a time, each step in a
// task of its own and as a transition (React renders it in slices and yields to taps and scrolling). The
// cocktail list's 100 cards took one task of over a second on a phone's CPU; all of them still end up in
// the page, so finding one (in the page, by a test, by a screen reader) works as before.
import { startTransition, useEffect, useState } from 'react';

export interface RenderedCountOptions {
  /** Rendered at once: what the first screen shows, and a little more. */
  first: number;
  /** Added each step after that. */
  step: number;
  /** Start with everything at once (coming back to a place far down the list). */
  all?: boolean;
}

/** How many of `total` items to render now; grows to `total` a step per task. */
export function useRenderedCount(total: number, { first, step, all = false }: RenderedCountOptions): number {
  const [count, setCount] = useState(() => (all ? total : first));
  const shown = Math.min(count, total);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount(shown + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return shown;
}
