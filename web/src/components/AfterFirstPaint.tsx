import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders `children` once the screen around it has painted, `fallback` until then (and while a lazy
 * child loads). For a heavy widget below a screen's first view (a form, a dialog and its trigger): its
 * code, passed as a React.lazy component, starts loading after the first paint instead of delaying it.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
