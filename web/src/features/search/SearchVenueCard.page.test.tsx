// @vitest-environment jsdom
// Checking in from a venue found by search (the card's CheckInButton): what the cocktail box shows is what
// the check-in saves, a name typed whole included.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHECK_IN_MESSAGES } from '@common/check-ins';
import { renderPage } from '@/testing/render-page';
import * as SearchPage from './SearchPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));
vi.mock('@/app/session/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    viewer: {
      id: 'VXNlcjo1',
      databaseId: 5,
      username: 'ana',
      firstName: 'Ana',
      lastName: null,
      avatarUrl: null,
      profileType: 'barfly',
      isAdmin: false,
    },
  }),
}));

const page = (nodes: object[]) => ({
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { hasNextPage: false, endCursor: null },
  edges: nodes.map((node) => ({ node })),
});

const tidePool = { id: 'VmVudWU6Nw==', databaseId: 7, name: 'Tide Pool', city: 'Lisbon', checkInCount: 3, websiteUrl: null };
const NEGRONI = { id: 'Q29ja3RhaWw6MTI=', name: 'Negroni' };
const SBAGLIATO = { id: 'Q29ja3RhaWw6MTM=', name: 'Negroni Sbagliato' };

/** "tide pool": one venue, nothing else; the cocktail look-ups answer `cocktails`. */
const resolvers = (cocktails: object[]) => ({
  Search: () => ({ totalCount: 1, totalCountIsExact: true }),
  SearchCocktailConnection: () => page(cocktails),
  SearchIngredientConnection: () => page([]),
  SearchPersonConnection: () => page([]),
  SearchVenueConnection: () => page([tidePool]),
});

/** Opens the check-in dialog of Tide Pool's card and types `typed` in the cocktail box, picking nothing. */
async function typeCocktail(typed: string) {
  const rendered = await renderPage(SearchPage, { path: '/search?q=tide%20pool', route: '/search', resolvers: resolvers([]) });
  await rendered.user.click(screen.getByRole('button', { name: 'Check in at Tide Pool' }));
  const dialog = screen.getByRole('dialog', { name: 'Check in at Tide Pool' });
  if (typed) await rendered.user.type(within(dialog).getByLabelText('Cocktail (optional)'), typed);
  return { rendered, dialog };
}

const checkIns = (rendered: Awaited<ReturnType<typeof renderPage>>) =>
  rendered.sent().filter((operation) => operation.name === 'CheckInMutation');

describe('checking in at a venue found by search', () => {
  it('takes a name typed whole, whatever its case and accents, as the one cocktail of that name', async () => {
    const { rendered, dialog } = await typeCocktail('négroni');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    // The box's text is looked up (the suggestions may not have come yet), and its one exact match saved.
    await rendered.answer(resolvers([SBAGLIATO, NEGRONI]));
    expect(checkIns(rendered).at(-1)?.variables).toEqual({ input: { venueId: tidePool.id, cocktailId: NEGRONI.id } });
    expect(screen.queryByText(CHECK_IN_MESSAGES.cocktailNotPicked)).toBeNull();
  });

  it('says the cocktail was not picked, and saves nothing, when the text is no one cocktail’s name', async () => {
    const { rendered, dialog } = await typeCocktail('Negroni Sbag');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    await rendered.answer(resolvers([SBAGLIATO, NEGRONI]));
    const box = within(dialog).getByLabelText('Cocktail (optional)');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(CHECK_IN_MESSAGES.cocktailNotPicked));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(within(dialog).getByRole('alert').id);
    expect(checkIns(rendered)).toEqual([]);

    // Two cocktails of the name typed: which one is the member's to pick.
    await rendered.user.clear(box);
    await rendered.user.type(box, 'Negroni');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    await rendered.answer(resolvers([NEGRONI, { ...NEGRONI, id: 'Q29ja3RhaWw6OTk=' }]));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(CHECK_IN_MESSAGES.cocktailNotPicked));
    expect(checkIns(rendered)).toEqual([]);
  });

  it('checks in with no cocktail when the box is empty', async () => {
    const { rendered, dialog } = await typeCocktail('');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(checkIns(rendered).map((operation) => operation.variables)).toEqual([{ input: { venueId: tidePool.id, cocktailId: null } }]);
  });
});
