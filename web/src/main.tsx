import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { sessionStore } from './app/session/session-store';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

// Start the sign-in check before React renders; the splash shows until it settles.
void sessionStore.start();

// In a transition React renders the first tree in slices of a few milliseconds, yielding between them,
// instead of one long task a phone cannot answer a tap in (decision 0084). The static splash in
// index.html shows until the first commit.
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App />));

registerServiceWorker();
