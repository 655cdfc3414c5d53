// Back on a screen opened directly (a shared link, a fresh tab) stays in the app; within the app it steps back.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageHeader } from './PageHeader';

const render = (element: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe('PageHeader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends "history" home, or to its fallback, when the app has no entry before this screen', () => {
    vi.stubGlobal('window', { history: { state: { idx: 0 }, length: 1 } });
    expect(render(<PageHeader title="Gig" back="history" />)).toContain('href="/"');
    expect(render(<PageHeader title="Top 10" back="history" backFallback="/feed" />)).toContain('href="/feed"');
  });

  it('steps back when the app, or the tab before the app was loaded, has an entry before this screen', () => {
    for (const history of [
      { state: { idx: 3 }, length: 4 },
      { state: { idx: 0 }, length: 2 },
    ]) {
      vi.stubGlobal('window', { history });
      const html = render(<PageHeader title="Gig" back="history" backFallback="/feed" />);
      expect(html).toContain('aria-label="Back"');
      expect(html).not.toContain('href=');
    }
  });
});
