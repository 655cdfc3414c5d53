import { type ComponentType, lazy, StrictMode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@/components/theme/ThemeProvider';
import { afterFirstScreen } from '@/lib/after-first-screen';
import { onToastsWanted, toastsWanted, wantToasts } from '@/lib/lazy-toast';
import { createAppRouter } from './router';
import { sessionStore } from './session/session-store';

// Toasts follow what a member does, never the first paint: the outlet (sonner) loads and mounts once the
// first screen is there and the phone is idle, or sooner at the first toast, tap or key; not beside the
// first screen, whose phone has enough to do (mounting it reads the page's layout). It must be there
// before the network may go: a request failing offline says so in a toast. A toast raised before it
// mounts still shows (sonner replays active toasts to a new Toaster). Should its chunk fail to load, the
// app goes on without the outlet rather than failing whole.
const Toaster = lazy((): Promise<{ default: ComponentType }> =>
  import('@/components/ui/sonner').then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
);

/** The toast outlet, once wanted: its own component, so mounting it re-renders nothing else. */
function ToastOutlet() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted);
  useEffect(() => {
    if (wanted) return;
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', wantToasts, options);
    window.addEventListener('keydown', wantToasts, options);
    const idle = afterFirstScreen(wantToasts);
    return () => {
      idle();
      window.removeEventListener('pointerdown', wantToasts, options);
      window.removeEventListener('keydown', wantToasts, options);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function App() {
  const [router] = useState(createAppRouter);

  // Signing in or out re-runs the loaders, whose access rules then redirect (to /login or /feed).
  useEffect(() => {
    let previous = sessionStore.getSnapshot().status;
    return sessionStore.subscribe(() => {
      const { status } = sessionStore.getSnapshot();
      if (previous !== 'checking' && status !== previous) void router.revalidate();
      previous = status;
    });
  }, [router]);

  return (
    <StrictMode>
      <ThemeProvider>
        <RouterProvider router={router} />
        <ToastOutlet />
      </ThemeProvider>
    </StrictMode>
  );
}
