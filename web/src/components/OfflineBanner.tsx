import { WifiOffIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { connectivity } from '@/lib/connectivity';

/** A quiet line at the top of every screen while the server cannot be reached (toasts show below it). */
export function OfflineBanner() {
  const { online } = useSyncExternalStore(connectivity.subscribe, connectivity.getSnapshot);
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <div className="border-b border-primary/25 bg-primary/10 pt-[env(safe-area-inset-top)] text-foreground">
          <p className="mx-auto flex max-w-lg items-center gap-3 px-4 py-2.5 text-sm">
            <WifiOffIcon className="size-4.5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <span className="font-semibold">You're offline.</span> What was saved on this device still opens; Repour reconnects by itself.
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
