// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import * as SearchPage from './SearchPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

/** One page of results; a cocktail's edge carries its rating. */
const page = (nodes: object[]) => ({
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { hasNextPage: false, endCursor: null },
  edges: nodes.map((node) => ({ node, rating: 4.5 })),
});

const negroni = {
  databaseId: 12,
  name: 'Negroni',
  description: 'Equal parts, stirred.',
  glassware: 'Rocks Glass',
  garnish: 'Orange peel',
  originalCreatorName: 'Count Camillo Negroni',
  reviewCount: 8,
};
const campari = { name: 'Campari', category: 'liqueur', abv: 25, description: 'A bitter red aperitivo.', variantCount: 0 };
const ana = {
  databaseId: 5,
  displayName: 'Ana Negroni',
  username: 'ananegroni',
  firstName: 'Ana',
  avatarUrl: null,
  profileType: 'bartender',
  isVerified: false,
  location: 'Milan, Italy',
  bio: null,
  specialties: ['Amari'],
};

/** "negroni": a cocktail, an ingredient whose description mentions none, a person, no venue. */
const found = {
  Search: () => ({ totalCount: 3, totalCountIsExact: true }),
  SearchCocktailConnection: () => page([negroni]),
  SearchIngredientConnection: () => page([campari]),
  SearchPersonConnection: () => page([ana]),
  SearchVenueConnection: () => page([]),
};

const nothing = {
  Search: () => ({ totalCount: 0, totalCountIsExact: true }),
  SearchCocktailConnection: () => page([]),
  SearchIngredientConnection: () => page([]),
  SearchPersonConnection: () => page([]),
  SearchVenueConnection: () => page([]),
};

function search(text: string, resolvers: typeof found) {
  return renderPage(SearchPage, { path: `/search?q=${encodeURIComponent(text)}`, route: '/search', resolvers });
}

describe('the search page', () => {
  it('groups what it finds by kind on the All tab, with a count on each tab', async () => {
    const page = await search('negroni', found);
    expect(page.sent()).toEqual([{ name: 'SearchPageQuery', variables: { query: 'negroni', first: 20 } }]);
    expect(screen.getByRole('status').textContent).toBe('Found 3 results');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All3', 'Cocktails1', 'Ingredients1', 'People1', 'Venues0']);

    // The spec's search screen links /cocktail/{id}; the app links /cocktails/{id} everywhere (and redirects the other).
    const cocktails = screen.getByRole('region', { name: 'Cocktails' });
    expect(within(cocktails).getByRole('link', { name: /Negroni/ })).toHaveProperty('pathname', '/cocktails/12');
    expect(within(screen.getByRole('region', { name: 'Ingredients' })).getByRole('heading', { name: 'Campari' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'People' })).getByRole('link', { name: /Ana Negroni/ })).toHaveProperty(
      'pathname',
      '/profile/5',
    );
    // No venue matched: no Venues group on the All tab.
    expect(screen.queryByRole('region', { name: 'Venues' })).toBeNull();
  });

  it('says No Results Found, with the hint, when nothing matches', async () => {
    await search('zzzz', nothing);
    expect(screen.getByRole('heading', { name: 'No Results Found' })).toBeTruthy();
    expect(screen.getByText('Try different keywords or check your spelling.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('prompts to Search Everything and sends nothing while the box is empty', async () => {
    const page = await search('', found);
    expect(screen.getByRole('heading', { name: 'Search Everything' })).toBeTruthy();
    expect(page.sent()).toEqual([]);
  });
});
