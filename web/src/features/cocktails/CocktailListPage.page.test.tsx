// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import * as CocktailListPage from './CocktailListPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

const negroni = {
  databaseId: 12,
  name: 'Negroni',
  originalCreatorName: 'Count Camillo Negroni',
  glassware: 'Rocks Glass',
  classicEra: 'Classic',
  likesCount: 48,
  viewerHasLiked: false,
  visibility: 'public',
  repoursCount: 7,
  viewerHasRepoured: false,
  ingredients: [
    { brand: 'Tanqueray', ingredient: { name: 'Gin' } },
    { brand: null, ingredient: { name: 'Campari' } },
    { brand: null, ingredient: { name: 'Sweet Vermouth' } },
    { brand: null, ingredient: { name: 'Orange Peel' } },
  ],
};
const paperPlane = {
  databaseId: 31,
  name: 'Paper Plane',
  originalCreatorName: 'Sam Ross',
  glassware: 'Coupe',
  classicEra: 'Modern',
  likesCount: 21,
  viewerHasLiked: false,
  visibility: 'public',
  repoursCount: 3,
  viewerHasRepoured: false,
  ingredients: [{ brand: null, ingredient: { name: 'Bourbon' } }],
};

/** Two cocktails on the only page, of 412 in the database. */
const twoCocktails = {
  CocktailConnection: () => ({
    totalCount: 2,
    databaseTotalCount: 412,
    edges: [{ node: negroni }, { node: paperPlane }],
    pageInfo: { hasNextPage: false, endCursor: null },
  }),
};

function openList() {
  return renderPage(CocktailListPage, { path: '/cocktails', resolvers: twoCocktails });
}

describe('the cocktail list page', () => {
  it('shows a card per cocktail with its credit, first three ingredients and badges', async () => {
    await openList();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'Negroni' })).toHaveProperty('pathname', '/cocktails/12');
    expect(first.getByText('by Count Camillo Negroni')).toBeTruthy();
    const ingredients = first.getByRole('list', { name: 'Ingredients' });
    expect(ingredients.textContent).toBe('Gin (Tanqueray)·Campari·Sweet Vermouth+1 more…');
    expect(first.getByText('Classic')).toBeTruthy();
    expect(first.getByText('Rocks Glass')).toBeTruthy();
    expect(within(cards[1]).getByRole('link', { name: 'Paper Plane' })).toHaveProperty('pathname', '/cocktails/31');
  });

  it('counts what is shown and what the database holds, and says when the end is reached', async () => {
    await openList();
    expect(screen.getByText('Showing 2 cocktails')).toBeTruthy();
    expect(screen.getByText('412 total cocktails in database')).toBeTruthy();
    expect(screen.getByText("You've reached the end! All 2 cocktails are now displayed.")).toBeTruthy();
  });

  it('asks for the classic era only once the Classic chip is applied, and counts the matches', async () => {
    const page = await openList();
    expect(page.sent()).toEqual([{ name: 'CocktailListPageQuery', variables: expect.objectContaining({ first: 100, filter: null }) }]);

    await page.user.click(screen.getByRole('button', { name: 'Filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter Cocktails' });
    await page.user.click(within(sheet).getByRole('button', { name: 'Classic', pressed: false }));
    expect(page.pending()).toEqual([]);
    await page.user.click(within(sheet).getByRole('button', { name: 'Apply' }));

    expect(page.pending()).toEqual([
      {
        name: 'CocktailListPaginationQuery',
        variables: expect.objectContaining({ first: 100, filter: { eras: ['Classic'] }, sort: null }),
      },
    ]);
    await page.answer({
      CocktailConnection: () => ({ totalCount: 1, databaseTotalCount: 412, edges: [{ node: negroni }], pageInfo: { hasNextPage: false } }),
    });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 match')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter, 1 active' })).toBeTruthy();
  });
});
