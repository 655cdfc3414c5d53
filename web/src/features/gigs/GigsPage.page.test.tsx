// @vitest-environment jsdom
// Signing in clears what the device saved (IndexedDB, which jsdom lacks).
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@common/constants';
import { GIG_MESSAGES } from '@common/gigs';
import { sessionStore } from '@/app/session/session-store';
import type { SessionViewer } from '@/app/session/SessionViewer';
import { renderPage } from '@/testing/render-page';
import * as GigsPage from './GigsPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

/** Open gigs, each in Lisbon. */
const lisbonGigs = {
  Gig: () => ({ title: 'Weekend bartender', role: 'bartender', startsOn: '2026-12-12', city: 'Lisbon, Portugal', isOpen: true }),
};

const pause = () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));

/** A page of gigs numbered from `from`, each titled `${name} ${number}`; `next` says whether more come after it. */
function gigs(name: string, from: number, count: number, next: boolean, isOpen = (_number: number) => true) {
  const edges = Array.from({ length: count }, (_, index) => {
    const number = from + index;
    return {
      cursor: `${name}-${number}`,
      node: {
        id: `Gig:${name}-${number}`,
        databaseId: number,
        title: `${name} ${number}`,
        role: 'bartender',
        startsOn: '2026-12-12',
        city: 'Lisbon, Portugal',
        payText: '£15/hour',
        isOpen: isOpen(number),
        poster: { id: 'User:9', displayName: 'Harbour Room' },
      },
    };
  });
  return { edges, pageInfo: { hasNextPage: next, endCursor: edges.at(-1)?.cursor ?? null } };
}

/** What each gig list of the page answers, by its field. */
function lists(byField: Record<string, ReturnType<typeof gigs> | null>): MockResolvers {
  const absent = Object.keys(byField).filter((name) => byField[name] === null);
  return {
    // A list the server answers null for (a member not open to work has no gigs for them).
    Query: () => Object.fromEntries(absent.map((name) => [name, null])),
    GigConnection: (context) => {
      const { name } = context as { name: string };
      return name in byField ? byField[name] : gigs('Other', 900, 0, false);
    },
  };
}

/** Signs in an account of this type, as the app's sign-in does (the loader asks who it is). */
async function signedInAs(profileType: SessionViewer['profileType']) {
  await sessionStore.start();
  sessionStore.signIn('a-token', {
    id: 'User:9',
    databaseId: 9,
    username: 'harbourroom',
    firstName: 'Harbour',
    lastName: 'Room',
    avatarUrl: null,
    profileType,
    isAdmin: false,
  });
}

/** The titles a list of the page shows, in order. */
function titlesIn(region: HTMLElement) {
  return within(region)
    .queryAllByRole('link')
    .map((link) => /(Match|Open|Yours) \d+/.exec(link.textContent ?? '')?.[0]);
}

describe('the gigs page', () => {
  it('puts the city of the address in the box on Back, and leaves the address as Back left it', async () => {
    const page = await renderPage(GigsPage, { path: '/gigs', resolvers: lisbonGigs });
    const city = screen.getByRole('combobox', { name: 'City' });
    await page.user.type(city, 'Lisbon');
    await waitFor(() => expect(page.url()).toBe('/gigs?city=Lisbon'));
    await page.answer();

    await page.navigate(-1);
    await page.answer();
    await waitFor(() => expect((city as HTMLInputElement).value).toBe(''));
    // The box's old text is not applied again once its pause is over: Back stays done.
    await pause();
    expect(page.url()).toBe('/gigs');

    await page.navigate(1);
    await page.answer();
    await waitFor(() => expect((city as HTMLInputElement).value).toBe('Lisbon'));
    await pause();
    expect(page.url()).toBe('/gigs?city=Lisbon');
  });

  it('shows a member every gig for them: five, then the next page on Show more', async () => {
    await signedInAs('bartender');
    const page = await renderPage(GigsPage, {
      path: '/gigs',
      resolvers: lists({ gigsForYou: gigs('Match', 1, 5, true), gigs: gigs('Open', 1, 3, false) }),
    });
    const forYou = screen.getByRole('region', { name: 'Gigs for you' });
    expect(titlesIn(forYou)).toEqual(['Match 1', 'Match 2', 'Match 3', 'Match 4', 'Match 5']);

    await page.user.click(within(forYou).getByRole('button', { name: 'Show more' }));
    expect(page.pending()).toEqual([{ name: 'ForYouGigsPaginationQuery', variables: { first: 20, after: 'Match-5' } }]);
    await page.answer(lists({ gigsForYou: gigs('Match', 6, 7, false) }));
    expect(titlesIn(forYou)).toHaveLength(12);
    expect(titlesIn(forYou).at(-1)).toBe('Match 12');
    expect(within(forYou).getByRole('link', { name: /Match 12/ })).toHaveProperty('pathname', '/gigs/12');
    expect(within(forYou).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the filters only once the gigs for the member are in, below them, so their list never pushes them down', async () => {
    await signedInAs('bartender');
    const page = await renderPage(GigsPage, {
      path: '/gigs',
      resolvers: lists({ gigsForYou: gigs('Match', 1, 5, true), gigs: gigs('Open', 1, 3, false) }),
      answer: false,
    });
    expect(screen.getByRole('status').textContent).toBe(GIG_MESSAGES.loading);
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();

    await page.answer();
    const forYou = await screen.findByRole('region', { name: 'Gigs for you' });
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(forYou.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(GIG_MESSAGES.loading)).toBeNull();
  });

  it("lists a venue's own gigs, closed ones marked, each opening its page, the next page on Show more", async () => {
    await signedInAs('bar');
    const page = await renderPage(GigsPage, {
      path: '/gigs',
      resolvers: lists({
        postedGigs: gigs('Yours', 1, 5, true, (number) => number !== 2),
        gigsForYou: null,
        gigs: gigs('Open', 1, 2, false),
      }),
    });
    expect(page.sent()[0]).toEqual({ name: 'GigsPageQuery', variables: { city: null, role: null, first: 20, poster: true } });
    const yours = screen.getByRole('region', { name: 'Your gigs' });
    expect(titlesIn(yours)).toEqual(['Yours 1', 'Yours 2', 'Yours 3', 'Yours 4', 'Yours 5']);
    const closed = within(yours).getByRole('link', { name: /Yours 2/ });
    expect(closed).toHaveProperty('pathname', '/gigs/2');
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(within(yours).getByRole('link', { name: /Yours 1/ }).textContent).not.toMatch(/Closed|Posted by/);
    expect(screen.queryByRole('region', { name: 'Gigs for you' })).toBeNull();

    await page.user.click(within(yours).getByRole('button', { name: 'Show more' }));
    expect(page.pending()).toEqual([{ name: 'YourGigsPaginationQuery', variables: { first: 20, after: 'Yours-5' } }]);
    await page.answer(lists({ postedGigs: gigs('Yours', 6, 3, false, () => false) }));
    expect(titlesIn(yours)).toHaveLength(8);
    expect(within(yours).getByRole('link', { name: /Yours 8/ }).textContent).toContain('Closed');
    expect(within(yours).queryByRole('button', { name: 'Show more' })).toBeNull();
    // All open gigs stay below, as for anyone.
    expect(titlesIn(screen.getByRole('list', { name: 'All open gigs' }))).toEqual(['Open 1', 'Open 2']);
  });

  it('asks for no own gigs for a member who cannot post them', async () => {
    await signedInAs('bartender');
    const page = await renderPage(GigsPage, { path: '/gigs', resolvers: lists({ gigsForYou: gigs('Match', 1, 1, false) }) });
    expect(page.sent()[0].variables).toMatchObject({ poster: false });
    expect(screen.queryByRole('region', { name: 'Your gigs' })).toBeNull();
  });
});
