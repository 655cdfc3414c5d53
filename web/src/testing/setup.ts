// Every web client test file (vitest.config.ts, project `web`): findBy* and waitFor wait up to 10 s, not
// Testing Library's 1 s. A lazy part of a screen (the filter panel, a dialog, sonner's toasts) is first
// imported, and transformed by Vite, when a test opens it; on CI, beside the end-to-end suite on two cores,
// that took over a second. An element that never comes still fails, after 10 s.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
