// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SHELF_ADD_MAX, SHELF_CATEGORY_PAGE_SIZE, SHELF_TEXT } from '@common/shelf';
import { renderPage } from '@/testing/render-page';
import * as MyBarPage from './MyBarPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

interface Ingredient {
  id: string;
  databaseId: number;
  name: string;
  category: string;
  viewerHasOnShelf: boolean;
}

const ingredient = (databaseId: number, name: string, viewerHasOnShelf = false): Ingredient => ({
  id: btoa(`Ingredient:${databaseId}`),
  databaseId,
  name,
  category: 'spirit',
  viewerHasOnShelf,
});

const connection = (nodes: Ingredient[], hasNextPage = false) => ({
  edges: nodes.map((node) => ({ cursor: `cursor-${node.databaseId}`, node })),
  pageInfo: { hasNextPage, endCursor: nodes.length ? `cursor-${nodes.at(-1)!.databaseId}` : null },
});

/** 70 spirits, alphabetically: more than one page and more than one call adds. */
const spirits = Array.from({ length: 70 }, (_, index) => ingredient(1000 + index, `Spirit ${String(index).padStart(2, '0')}`));

/** The shelf's first page: gin alone (the screen loads 100 of a larger shelf). */
const gin = ingredient(1, 'Gin', true);
const myBar = (categoryPage: object) => ({
  ShelfConnection: () => ({ totalCount: 240, ...connection([gin], true) }),
  Query: () => ({ whatToBuyNext: [] }),
  CategoryIngredientConnection: () => categoryPage,
});

const added = (nodes: Ingredient[]) => ({
  Mutation: () => ({
    addToShelf: {
      __typename: 'AddToShelfPayload',
      shelfTotal: 240 + nodes.length,
      addedIngredients: nodes.map((node) => ({ ...node, viewerHasOnShelf: true })),
    },
  }),
});

async function openCategory(firstPage: object) {
  const page = await renderPage(MyBarPage, { path: '/my-bar', resolvers: myBar(firstPage) });
  await page.user.click(screen.getByRole('button', { name: 'spirit', pressed: false }));
  await waitFor(() => expect(page.pending().map((operation) => operation.name)).toEqual(['MyBarPageCategoryQuery']));
  await page.answer(myBar(firstPage));
  await screen.findAllByRole('button', { name: /^Add Spirit/ });
  return page;
}

const addsSent = (page: Awaited<ReturnType<typeof renderPage>>) =>
  page
    .sent()
    .filter((operation) => operation.name === 'AddToShelfMutation')
    .map((operation) => (operation.variables.input as { ingredientIds: string[] }).ingredientIds);

describe('My Bar, adding by category', () => {
  it('pages a large category and adds it one call at a time, saying all only when it is all', async () => {
    const firstPage = connection(spirits.slice(0, SHELF_CATEGORY_PAGE_SIZE), true);
    const page = await openCategory(firstPage);
    expect(page.sent().find((operation) => operation.name === 'MyBarPageCategoryQuery')?.variables).toEqual({
      category: 'spirit',
      first: SHELF_CATEGORY_PAGE_SIZE,
    });
    // More of the category to load: the button names the ones listed, never "all".
    expect(screen.queryByRole('button', { name: SHELF_TEXT.addAll('spirit') })).toBeNull();
    await page.user.click(screen.getByRole('button', { name: SHELF_TEXT.addListed(50, 50) }));
    expect(addsSent(page)).toEqual([spirits.slice(0, 50).map((node) => node.id)]);
    await page.answer(added(spirits.slice(0, 50)));
    expect(await screen.findByText(SHELF_TEXT.addedMany(50))).toBeTruthy();

    // The rest of the category, on its way a page at a time.
    await page.user.click(screen.getByRole('button', { name: SHELF_TEXT.moreOfCategory('spirit') }));
    expect(page.pending()).toEqual([
      {
        name: 'MyBarPageCategoryPaginationQuery',
        variables: { category: 'spirit', first: SHELF_CATEGORY_PAGE_SIZE, after: `cursor-${spirits[49].databaseId}` },
      },
    ]);
    await page.answer(myBar(connection(spirits.slice(50))));
    await screen.findByRole('button', { name: 'Add Spirit 69' });
    expect(screen.queryByRole('button', { name: SHELF_TEXT.moreOfCategory('spirit') })).toBeNull();

    // Every spirit listed, 20 of them not on the shelf: now it is all of them.
    await page.user.click(screen.getByRole('button', { name: SHELF_TEXT.addAll('spirit') }));
    expect(addsSent(page).at(-1)).toEqual(spirits.slice(50).map((node) => node.id));
    await page.answer(added(spirits.slice(50)));
    expect(await screen.findByText(SHELF_TEXT.addedMany(20))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Add (all|these|\d+ of)/ })).toBeNull());
  });

  it('adds at most one call’s worth of what is listed, and says how many of them', async () => {
    const listed = spirits.slice(0, 60).map((node, index) => (index < 5 ? { ...node, viewerHasOnShelf: true } : node));
    const page = await openCategory(connection(listed));
    // 55 listed not on the shelf, 50 at a time.
    await page.user.click(screen.getByRole('button', { name: SHELF_TEXT.addListed(SHELF_ADD_MAX, 55) }));
    expect(addsSent(page)).toEqual([listed.slice(5, 55).map((node) => node.id)]);
    await page.answer(added(listed.slice(5, 55)));
    expect(await screen.findByText(SHELF_TEXT.addedMany(50))).toBeTruthy();
    expect(await screen.findByRole('button', { name: SHELF_TEXT.addAll('spirit') })).toBeTruthy();
  });

  it('marks what is on the shelf by the server’s word, not by the shelf’s loaded page', async () => {
    // Spirit 01 is on the shelf, past the first page the screen loaded (which holds only gin).
    await openCategory(connection([spirits[0], { ...spirits[1], viewerHasOnShelf: true }]));
    const list = screen.getByRole('group', { name: SHELF_TEXT.byCategory });
    expect(within(list).getByText('Spirit 01').textContent).toBe('Spirit 01 (on your shelf)');
    expect(within(list).queryByRole('button', { name: 'Add Spirit 01' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Add Spirit 00' })).toBeTruthy();
  });

  it('offers an ingredient taken off the shelf to add again in its category', async () => {
    const spirit01 = { ...spirits[1], viewerHasOnShelf: true };
    const page = await renderPage(MyBarPage, {
      path: '/my-bar',
      resolvers: { ...myBar(connection([])), ShelfConnection: () => ({ totalCount: 1, ...connection([spirit01]) }) },
    });
    await page.user.click(screen.getByRole('button', { name: 'spirit', pressed: false }));
    await waitFor(() => expect(page.pending().map((operation) => operation.name)).toEqual(['MyBarPageCategoryQuery']));
    await page.answer(myBar(connection([spirits[0], spirit01])));
    const list = screen.getByRole('group', { name: SHELF_TEXT.byCategory });
    expect(await within(list).findByText('(on your shelf)', { exact: false })).toBeTruthy();

    await page.user.click(screen.getByRole('button', { name: SHELF_TEXT.remove('Spirit 01') }));
    await page.answer({
      Mutation: () => ({
        removeFromShelf: {
          __typename: 'RemoveFromShelfPayload',
          shelfTotal: 0,
          removedIngredientId: spirit01.id,
          ingredient: { id: spirit01.id, viewerHasOnShelf: false },
        },
      }),
    });
    expect(await within(list).findByRole('button', { name: 'Add Spirit 01' })).toBeTruthy();
  });
});
