// Renders one page as the app shows it: its route module's loader starts the page's query on a mock
// Relay environment (see relay-environment.ts), a memory router holds the URL, and the theme and toasts
// are there as in App. The page's operations stay pending until the test answers them, so a test sees
// the variables a page sends and chooses what comes back. Importing it also cleans up after each test
// (unmounts, dismisses toasts, empties both storages) and stands in for what jsdom lacks.
import { act, cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import type { MockResolvers } from 'relay-test-utils';
import type { Environment } from 'relay-runtime';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
import { ThemeProvider } from '@/components/theme/ThemeProvider';
import { Toaster } from '@/components/ui/sonner';
import { resetEnvironment } from './relay-environment';
import type { SentOperation } from './test-environment';

/** A route module as the router loads it (app/router.tsx). */
export interface PageModule {
  default: ComponentType;
  loader?(args: LoaderFunctionArgs): unknown;
}

export interface PageOptions {
  /** The URL the page opens at, e.g. "/cocktails/12". */
  path: string;
  /** The route's pattern when it has parameters, e.g. "/cocktails/:id"; the path itself otherwise. */
  route?: string;
  /** Values by GraphQL type for every answer (MockPayloadGenerator); unset fields get generated ones. */
  resolvers?: MockResolvers;
  /** False leaves the loader's operations pending, to see the screen while it loads; `answer()` then shows it. */
  answer?: boolean;
}

export interface RenderedPage {
  environment: Environment;
  user: ReturnType<typeof userEvent.setup>;
  /** Operations sent and not yet answered. */
  pending(): SentOperation[];
  /** Every operation the page has sent so far, answered or not, in order. */
  sent(): SentOperation[];
  /** Answers every pending operation (and those the answers set off) from the resolvers. */
  answer(resolvers?: MockResolvers): Promise<void>;
  /** Fails the oldest pending operation as the network function would (no answer, an error answer). */
  failOne(error: Error): void;
  /** The address the router shows, e.g. "/gigs?city=Lisbon". */
  url(): string;
  /** Goes to `to`, or back (-1) and forward (1) in the router's history, as a link or the browser's buttons do. */
  navigate(to: string | number): Promise<void>;
}

// jsdom has neither; the theme and the toaster read them.
vi.stubGlobal(
  'matchMedia',
  vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
);
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);
// jsdom implements neither scrolling (the list's "back to where you were", a refused field) nor pointer
// capture (vaul's sheet).
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// A toast closed in a test's last moments leaves sonner a 200 ms timer (its exit animation): a later
// timer lets it fire while the document still exists, not after the environment is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

function ElsewherePage() {
  return <p>Left for {useLocation().pathname}</p>;
}

/**
 * Renders `page` at `options.path` and answers the operations its loader sent with `options.resolvers`,
 * so the page shows its data when this returns (unless `options.answer` is false).
 */
export async function renderPage(page: PageModule, options: PageOptions): Promise<RenderedPage> {
  const relay = resetEnvironment();
  const answer = async (resolvers = options.resolvers) => {
    // An answer may set off more requests (a refetch, a fragment's own query): those are answered too.
    for (let count = 0; relay.pending().length > 0; count += 1) {
      if (count === 20)
        throw new Error(
          `Still waiting after 20 answers: ${relay
            .pending()
            .map((request) => request.name)
            .join(', ')}`,
        );
      await act(() => relay.answerOne(resolvers));
    }
  };

  // The router renders its state in a transition, which React may leave uncommitted for a while on a
  // busy machine: the page counts as shown once an effect has run beside it (or beside the page it sent
  // the member to).
  let shown = false;
  function Shown({ children }: { children: ReactNode }) {
    useEffect(() => {
      shown = true;
    });
    return children;
  }
  const router = createMemoryRouter(
    [
      {
        path: options.route ?? options.path,
        loader: page.loader ?? (() => null),
        element: (
          <Shown>
            <page.default />
          </Shown>
        ),
        HydrateFallback: () => null,
      },
      // Where the page sends the member: the test sees the address, not that page.
      {
        path: '*',
        element: (
          <Shown>
            <ElsewherePage />
          </Shown>
        ),
      },
    ],
    { initialEntries: [options.path] },
  );
  render(
    <ThemeProvider>
      <RelayEnvironmentProvider environment={relay.environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
      <Toaster />
    </ThemeProvider>,
  );
  await waitFor(() => {
    if (!router.state.initialized) throw new Error('the route is still loading');
  });
  if (options.answer !== false) await answer();
  await waitFor(() => {
    if (!shown) throw new Error('the page is not shown yet');
  });

  return {
    environment: relay.environment,
    user: userEvent.setup(),
    pending: relay.pending,
    sent: relay.sent,
    answer,
    failOne: (error) => act(() => relay.failOne(error)),
    url: () => `${router.state.location.pathname}${router.state.location.search}`,
    navigate: (to) => act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to))),
  };
}
