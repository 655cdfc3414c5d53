import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Put at the end of a paginated list: calls `onVisible` when the end comes within about a screen of
 * view, so the next page is on its way before the member reaches it. The caller guards against
 * loading twice.
 */
export function LoadMoreSentinel({ onVisible, active }: { onVisible(): void; active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const handleVisible = useEffectEvent(onVisible);
  useEffect(() => {
    const target = ref.current;
    if (!target || !active) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) handleVisible();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [active]);
  return <div ref={ref} aria-hidden="true" />;
}
