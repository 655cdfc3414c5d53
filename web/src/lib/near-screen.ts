// Whether an element has come within a screen of the viewport, once: a long list mounts the heavy part
// of an item only then (the cocktail list's cards, decision 0080). One IntersectionObserver serves every
// element. Where IntersectionObserver is missing, everything counts as near at once.
import { type RefObject, startTransition, useEffect, useState } from 'react';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function watch(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        observer!.unobserve(entry.target);
        waiting.delete(entry.target);
        callback?.();
      }
    },
    // A screen above and below: an item mounts before it scrolls into view.
    { rootMargin: '100% 0px' },
  );
  waiting.set(element, near);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    waiting.delete(element);
  };
}

/** True from the start when `initially`, else from when `ref`'s element first comes within a screen of the viewport. */
export function useNearScreen(ref: RefObject<Element | null>, initially: boolean): boolean {
  const [near, setNear] = useState(initially);
  useEffect(() => {
    if (near || !ref.current) return;
    // A transition: mounting the items scrolled to yields to the scrolling itself.
    return watch(ref.current, () => startTransition(() => setNear(true)));
  }, [near, ref]);
  return near || initially;
}
