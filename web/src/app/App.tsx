import { StrictMode, useEffect, useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@/components/theme/ThemeProvider';
import { Toaster } from '@/components/ui/sonner';
import { environment } from '@/relay/environment';
import { createAppRouter } from './router';
import { sessionStore } from './session/session-store';

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
        <RelayEnvironmentProvider environment={environment}>
          <RouterProvider router={router} />
          <Toaster />
        </RelayEnvironmentProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
