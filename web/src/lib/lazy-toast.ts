// `toast` as sonner's, with sonner (9 KiB gzip) loaded on the first call instead of with every screen
// that might raise one. The build resolves the app's `import { toast } from 'sonner'` here
// (scripts/vite-lazy-toast.ts): the mutation files and screens keep sonner's import. A toast raised
// before sonner loads shows once it has (sonner replays active toasts to its Toaster, decision 0080).
// Nothing in the app reads what toast() returns, so these return nothing.
import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;
type Method = 'success' | 'error' | 'info' | 'warning' | 'message' | 'dismiss';

let sonner: Promise<Toast> | undefined;

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
