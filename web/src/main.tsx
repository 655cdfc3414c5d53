import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { sessionStore } from './app/session/session-store';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

// Start the sign-in check before React renders; the splash shows until it settles.
void sessionStore.start();

createRoot(document.getElementById('root')!).render(<App />);

registerServiceWorker();
