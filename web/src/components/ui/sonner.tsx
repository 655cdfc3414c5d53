import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/components/theme/ThemeProvider';
import { TOAST_SETTINGS } from '../../../../common/constants';

/**
 * The one toast outlet, with the spec's settings: 3 visible, 4000 ms, 356 px wide, 14 px apart, Alt+T to
 * focus. The 45 px swipe-to-dismiss threshold is sonner's own constant (it has no prop for it).
 * Call `toast.success(...)` / `toast.error(...)` from sonner anywhere.
 */
export function Toaster() {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      position="top-center"
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
