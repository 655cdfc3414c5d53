import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { Toaster as Sonner, toast, useSonner } from 'sonner';
import { useTheme } from '@/components/theme/ThemeProvider';
import { TOAST_SETTINGS } from '../../../../common/constants';

/** Space between the top bars and the first toast: its close button, which pokes out above it, clears them. */
const TOAST_GAP_BELOW_BARS = 12;

/**
 * How far down the screen the top bars reach: elements marked `data-top-bar` (the app's sticky header,
 * the offline banner while it is on screen). Measured again on scroll, whenever the page's size
 * changes (a banner appearing, a route with or without a header), and whenever `showing` changes (the
 * toasts on screen): a header that appeared without the page changing size is measured before a toast
 * settles under it.
 */
export function useTopBarsBottom(showing = 0): number {
  const [bottom, setBottom] = useState(0);
  const measureRef = useRef<() => void>(() => {});
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const bars = Array.from(document.querySelectorAll('[data-top-bar]'), (bar) => bar.getBoundingClientRect().bottom);
        setBottom(Math.round(Math.max(0, ...bars)));
      });
    };
    measureRef.current = measure;
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(document.body);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  useEffect(() => measureRef.current(), [showing]);
  return bottom;
}

/**
 * A toast that says what one already showing says (a button tapped again, a request failing again)
 * replaces it instead of stacking on it: the stack holds different news only.
 */
function useOneToastPerMessage(toasts: ReturnType<typeof useSonner>['toasts']): void {
  useEffect(() => {
    const seen = new Set<string>();
    // Newest first: the newest of each message stays.
    for (const shown of toasts) {
      if (typeof shown.title !== 'string') continue;
      const key = `${shown.type ?? 'default'}:${shown.title}`;
      if (seen.has(key)) toast.dismiss(shown.id);
      seen.add(key);
    }
  }, [toasts]);
}

/**
 * The one toast outlet, with the spec's settings: 3 visible, 4000 ms, 356 px wide, 14 px apart, Alt+T to
 * focus. The 45 px swipe-to-dismiss threshold is sonner's own constant (it has no prop for it).
 * Toasts start below the top bars, never over the header or the offline banner, and the same message
 * never shows twice (decision 0039).
 * Call `toast.success(...)` / `toast.error(...)` from sonner anywhere.
 */
export function Toaster() {
  const { theme } = useTheme();
  const { toasts } = useSonner();
  const top = useTopBarsBottom(toasts.length) + TOAST_GAP_BELOW_BARS;
  useOneToastPerMessage(toasts);
  return (
    <Sonner
      theme={theme}
      position="top-center"
      offset={{ top }}
      mobileOffset={{ top }}
      visibleToasts={TOAST_SETTINGS.visibleToasts}
      duration={TOAST_SETTINGS.duration}
      gap={TOAST_SETTINGS.gap}
      hotkey={[...TOAST_SETTINGS.hotkey]}
      closeButton
      icons={{
        success: <CircleCheckIcon className="size-4.5 text-success" />,
        error: <CircleAlertIcon className="size-4.5 text-destructive" />,
        warning: <TriangleAlertIcon className="size-4.5 text-primary" />,
        info: <InfoIcon className="size-4.5 text-primary" />,
      }}
      style={
        {
          '--width': `${TOAST_SETTINGS.width}px`,
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
        } as CSSProperties
      }
      toastOptions={{ classNames: { toast: 'font-sans shadow-lg', description: 'text-muted-foreground' } }}
    />
  );
}
