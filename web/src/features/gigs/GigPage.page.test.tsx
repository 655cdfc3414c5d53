// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import * as GigPage from './GigPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

/** A page of interested members, from member `from` on; `next` says whether more come after it. */
function interests(from: number, count: number, next: boolean) {
  const edges = Array.from({ length: count }, (_, index) => {
    const number = from + index;
    return {
      cursor: `interest-${number}`,
      node: {
        id: `GigInterest:${number}`,
        note: `Note ${number}`,
        member: { id: `User:${100 + number}`, databaseId: 100 + number, displayName: `Member ${number}` },
      },
    };
  });
  return { edges, pageInfo: { hasNextPage: next, endCursor: edges.at(-1)?.cursor ?? null } };
}

/** The poster's own open gig, with 23 members interested: a first page of 20. */
const postersGig = {
  Gig: () => ({
    id: 'Gig:7',
    databaseId: 7,
    title: 'Barback for a busy Friday',
    role: 'bar_back',
    startsOn: '2026-12-12',
    closesOn: '2026-12-10',
    city: 'Lisbon, Portugal',
    isOpen: true,
    viewerIsPoster: true,
    viewerInterest: null,
    interestCount: 23,
  }),
  GigInterestConnection: () => interests(1, 20, true),
};

describe('the gig page, for its poster', () => {
  it('shows every interested member, the next page on Show more', async () => {
    const page = await renderPage(GigPage, { path: '/gigs/7', route: '/gigs/:id', resolvers: postersGig });
    const panel = screen.getByRole('region', { name: 'Interested members' });
    expect(within(panel).getByRole('heading').textContent).toBe('Interested members (23)');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(20);

    await page.user.click(within(panel).getByRole('button', { name: 'Show more' }));
    expect(page.pending()).toEqual([{ name: 'GigInterestsPaginationQuery', variables: { id: 'Gig:7', first: 20, after: 'interest-20' } }]);
    await page.answer({ ...postersGig, GigInterestConnection: () => interests(21, 3, false) });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(23);
    expect(items.at(-1)?.textContent).toBe('Member 23Note 23');
    expect(within(panel).getByRole('link', { name: 'Member 23' })).toHaveProperty('pathname', '/profile/123');
    expect(within(panel).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('writes its dates in the en-US short month, as every date of the app', async () => {
    await renderPage(GigPage, { path: '/gigs/7', route: '/gigs/:id', resolvers: postersGig });
    const dates = [...document.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(dates).toContain('Starts: Dec 12, 2026');
    expect(dates).toContain('Listed until: Dec 10, 2026');
  });

  it('says no one is interested yet, with nothing more to load', async () => {
    await renderPage(GigPage, {
      path: '/gigs/7',
      route: '/gigs/:id',
      resolvers: { Gig: () => ({ ...postersGig.Gig(), interestCount: 0 }), GigInterestConnection: () => interests(1, 0, false) },
    });
    const panel = screen.getByRole('region', { name: 'Interested members' });
    expect(within(panel).getByText('No one has said they are interested yet.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
