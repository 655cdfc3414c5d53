// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import * as AdminReportsPage from './AdminReportsPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));
// jsdom has none; the list's sentinel never comes into view here, so Show more loads the next page.
vi.stubGlobal(
  'IntersectionObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

/** A page of open reports numbered from `from`; `next` says whether more come after it. */
function reports(from: number, count: number, next: boolean) {
  const edges = Array.from({ length: count }, (_, index) => {
    const number = from + index;
    return {
      cursor: `Report-${number}`,
      node: {
        id: `CocktailReport:${number}`,
        status: 'open',
        message: `Correction ${number}`,
        createdAt: '2026-11-29T18:00:00.000Z',
        cocktail: { databaseId: number, name: `Cocktail ${number}` },
        reporter: null,
      },
    };
  });
  return { edges, pageInfo: { hasNextPage: next, endCursor: edges.at(-1)?.cursor ?? null } };
}

/** The counters as the screen shows them: "57 Total Reports", "30 Open", ... */
function counters(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Reports by status' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('the admin reports page', () => {
  it('loads the next page of reports without counting the whole queue again, keeping the counters it shows', async () => {
    const page = await renderPage(AdminReportsPage, {
      path: '/admin/reports',
      resolvers: {
        CocktailReportConnection: () => reports(1, 20, true),
        CocktailReportCounts: () => ({ total: 57, open: 30, reviewing: 12, resolved: 10, dismissed: 5 }),
      },
    });
    const shown = ['57Total Reports', '30Open', '12Reviewing', '10Resolved', '5Dismissed'];
    expect(counters()).toEqual(shown);

    await page.user.click(screen.getByRole('button', { name: 'Show more' }));
    // The counters are the queue's, not the page's: the next page does not ask for them.
    expect(page.pending()).toEqual([
      { name: 'ReportListPaginationQuery', variables: { first: 20, after: 'Report-20', status: null, withCounts: false } },
    ]);
    await page.answer({
      CocktailReportConnection: () => reports(21, 5, false),
      CocktailReportCounts: () => ({ total: 1, open: 1, reviewing: 0, resolved: 0, dismissed: 0 }),
    });
    expect(within(screen.getByRole('list', { name: 'Reports' })).getAllByRole('listitem')).toHaveLength(25);
    expect(counters()).toEqual(shown);
  });

  it('names the cocktail as reported, and says when it was edited or renamed since', async () => {
    const report = (number: number, cocktailName: string, cocktailEditedSince: boolean, name: string) => ({
      cursor: `Report-${number}`,
      node: {
        id: `CocktailReport:${number}`,
        status: 'open',
        message: `Correction ${number}`,
        createdAt: '2026-11-29T18:00:00.000Z',
        cocktailName,
        cocktailEditedSince,
        cocktail: { databaseId: number, name },
        reporter: null,
      },
    });
    await renderPage(AdminReportsPage, {
      path: '/admin/reports',
      resolvers: {
        CocktailReportConnection: () => ({
          edges: [
            report(1, 'Audit Sour', true, 'Audit Daiquiri'),
            report(2, 'Negroni', true, 'Negroni'),
            report(3, 'Gimlet', false, 'Gimlet'),
          ],
          pageInfo: { hasNextPage: false, endCursor: 'Report-3' },
        }),
      },
    });
    const [renamed, edited, unchanged] = within(screen.getByRole('list', { name: 'Reports' })).getAllByRole('listitem');

    expect(within(renamed).getByRole('heading').textContent).toBe('Audit Sour');
    expect(within(renamed).getByRole('link', { name: 'Audit Sour' }).getAttribute('href')).toBe('/cocktails/1');
    expect(within(renamed).getByText('Edited since this suggestion · Now “Audit Daiquiri”')).toBeTruthy();
    expect(within(edited).getByText('Edited since this suggestion')).toBeTruthy();
    expect(within(edited).queryByText(/Now/)).toBeNull();
    expect(within(unchanged).getByRole('heading').textContent).toBe('Gimlet');
    expect(within(unchanged).queryByText(/Edited since|Now/)).toBeNull();
  });
});
