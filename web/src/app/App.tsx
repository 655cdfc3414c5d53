import { type ComponentType, lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@/components/theme/ThemeProvider';
import { createAppRouter } from './router';
import { sessionStore } from './session/session-store';

// Toasts follow what a member does, never the first paint: sonner loads once the first screen is there,
// not in the entry nor beside the first screen's own code. A toast raised before it mounts still shows
// (sonner replays active toasts to a new Toaster). Should its chunk fail to load, the app goes on
// without the outlet rather than failing whole.
const Toaster = lazy((): Promise<{ default: ComponentType }> =>
  import('@/components/ui/sonner').then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
);

export function App() {
  const [router] = useState(createAppRouter);
  const [firstScreenShown, setFirstScreenShown] = useState(() => router.state.initialized);
  useEffect(() => {
    if (firstScreenShown) return;
    return router.subscribe((state) => {
      if (state.initialized) setFirstScreenShown(true);
    });
  }, [router, firstScreenShown]);

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
        {firstScreenShown ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </ThemeProvider>
    </StrictMode>
  );
}
