import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { Toaster as Sonner, toast, useSonner } from 'sonner';
import { useTheme } from '@/components/theme/ThemeProvider';
import { TOAST_SETTINGS } from '../../../../common/constants';

/** Space between the bottom bars (or the screen's edge) and the lowest toast. */
const TOAST_GAP_ABOVE_BARS = 12;

/**
 * How far up the screen the bottom bars reach, as a distance from the viewport's bottom edge: elements
 * marked `data-bottom-bar` (the tab bar, the create screens' sticky save bar) that are on screen. 0 when
 * none is. Measured only while toasts show (`showing`, their number): when they appear, when their
 * number changes, on scroll and whenever the page's size changes (a route with or without a tab bar,
 * the keyboard). With none showing nothing is measured, so mounting the outlet after the first screen
 * does not make the phone lay out a long page at once (decision 0084).
 */
export function useBottomBarsHeight(showing = 0): number {
  const [height, setHeight] = useState(0);
  const measureRef = useRef<() => void>(() => {});
  const active = showing > 0;
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const screenBottom = window.innerHeight;
        const tops = Array.from(document.querySelectorAll('[data-bottom-bar]'), (bar) => bar.getBoundingClientRect())
          .filter((box) => box.height > 0 && box.top < screenBottom && box.bottom > 0)
          .map((box) => box.top);
        setHeight(tops.length ? Math.round(Math.max(0, screenBottom - Math.min(...tops))) : 0);
      });
    };
    measureRef.current = measure;
    const resize = new ResizeObserver(measure);
    resize.observe(document.body);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      measureRef.current = () => {};
      resize.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [active]);
  useEffect(() => measureRef.current(), [showing]);
  return height;
}

/**
 * Where the lowest toast sits: 12 px above the bottom bars, or above the screen's edge and the phone's
 * home indicator (the safe area) when there is none.
 */
export function toastBottomOffset(barsHeight: number): string {
  return barsHeight > 0 ? `${barsHeight + TOAST_GAP_ABOVE_BARS}px` : `calc(${TOAST_GAP_ABOVE_BARS}px + env(safe-area-inset-bottom))`;
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
 * Toasts sit at the bottom, just above the tab bar or a screen's sticky save bar, so they never cover
 * the header, a page's title or its Back button (decision 0067, amending 0039); the same message never
 * shows twice (decision 0039). Sonner announces them in a polite live region.
 * Call `toast.success(...)` / `toast.error(...)` from sonner anywhere.
 */
export function Toaster() {
  const { theme } = useTheme();
  const { toasts } = useSonner();
  const bottom = toastBottomOffset(useBottomBarsHeight(toasts.length));
  useOneToastPerMessage(toasts);
  return (
    <Sonner
      theme={theme}
      position="bottom-center"
      offset={{ bottom }}
      mobileOffset={{ bottom }}
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
