// `toast` as sonner's, with sonner (9 KiB gzip) loaded on the first call instead of with every screen
// that might raise one. The build resolves the app's `import { toast } from 'sonner'` here
// (scripts/vite-lazy-toast.ts): the mutation files and screens keep sonner's import. A toast raised
// before sonner loads shows once it has (sonner replays active toasts to its Toaster, decision 0080).
// Nothing in the app reads what toast() returns, so these return nothing.
import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;
type Method = 'success' | 'error' | 'info' | 'warning' | 'message' | 'dismiss';

let sonner: Promise<Toast> | undefined;

// Whether the toast outlet is wanted yet: at the first toast, or at the member's first tap or key (a toast
// follows what they do), so the outlet loads and mounts then rather than beside the first screen (App).
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Marks the outlet wanted (once), telling those who wait for it. */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
  wantedListeners.clear();
}

/** Whether a toast, a tap or a key asked for the outlet yet (useSyncExternalStore's snapshot). */
export function toastsWanted(): boolean {
  return wanted;
}

/** Calls `listener` once the outlet is wanted (useSyncExternalStore's subscribe). */
export function onToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Loads sonner's toast once; a failed load is tried again at the next toast. */
export function loadToast(): Promise<Toast> {
  sonner ??= import('sonner').then(
    (module) => module.toast,
    (error: unknown) => {
      sonner = undefined;
      throw error;
    },
  );
  return sonner;
}

function later(method?: Method) {
  return (...args: unknown[]): void => {
    wantToasts();
    void loadToast().then(
      (toast) => (method ? (toast[method] as (...a: unknown[]) => unknown)(...args) : (toast as (...a: unknown[]) => unknown)(...args)),
      () => undefined,
    );
  };
}

export const toast = Object.assign(later(), {
  success: later('success'),
  error: later('error'),
  info: later('info'),
  warning: later('warning'),
  message: later('message'),
  dismiss: later('dismiss'),
});
