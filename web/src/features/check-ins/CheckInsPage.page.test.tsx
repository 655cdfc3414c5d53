// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import * as CheckInsPage from './CheckInsPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

const VENUES = ['Harbour Room', 'Tide Pool', 'Salt Bar'];

/** The member's check-ins, one at each venue, newest first. */
const checkIns = {
  CheckInConnection: () => ({
    edges: VENUES.map((name, index) => ({
      cursor: `c${index}`,
      node: {
        id: `CheckIn:${index}`,
        createdAt: `2026-11-2${index}T20:00:00.000Z`,
        venue: { name, city: 'Lisbon', country: 'Portugal' },
        cocktail: null,
      },
    })),
    pageInfo: { hasNextPage: false, endCursor: 'c2' },
  }),
};

/** The server's answer to removing the check-in `id`. */
const removed = (id: string) => ({
  Mutation: () => ({ deleteCheckIn: { __typename: 'DeleteCheckInPayload', deletedCheckInId: id } }),
});

const removeButton = (venue: string) => screen.getByRole('button', { name: `Remove check-in at ${venue}` });

describe('the check-ins page', () => {
  it('gives the focus back to Remove when the confirmation is cancelled, and to the next check-in once one is removed', async () => {
    const page = await renderPage(CheckInsPage, { path: '/profile/check-ins', resolvers: checkIns });

    await page.user.click(removeButton('Tide Pool'));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this check-in?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(removeButton('Tide Pool')));

    await page.user.click(removeButton('Tide Pool'));
    dialog = await screen.findByRole('dialog', { name: 'Remove this check-in?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await page.answer(removed('CheckIn:1'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove check-in at Tide Pool' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Its place in the list is the next check-in's.
    await waitFor(() => expect(document.activeElement).toBe(removeButton('Salt Bar')));
  });

  it('puts the focus on Find a bar once the last check-in is removed', async () => {
    const page = await renderPage(CheckInsPage, {
      path: '/profile/check-ins',
      resolvers: {
        CheckInConnection: () => ({ ...checkIns.CheckInConnection(), edges: checkIns.CheckInConnection().edges.slice(0, 1) }),
      },
    });

    await page.user.click(removeButton('Harbour Room'));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this check-in?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await page.answer(removed('CheckIn:0'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Find a bar' })));
  });
});
