// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import * as MenuEditorPage from './MenuEditorPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

const negroni = {
  name: 'Negroni',
  description: null,
  price: '€11',
  note: 'Stirred, big ice',
  available: false,
  cocktail: { id: 'Q29ja3RhaWw6MQ==', name: 'Negroni' },
};
const spritz = { name: 'House Spritz', description: null, price: '€9', note: 'With our own bitter', available: true, cocktail: null };
const tonic = { name: 'Tonic & Lime', description: null, price: '€4', note: null, available: true, cocktail: null };

/** The bar's draft menu "Drinks", with these sections. */
function openEditor(sections: Array<{ name: string; items: object[] }>) {
  return renderPage(MenuEditorPage, {
    path: '/profile/menus/7',
    route: '/profile/menus/:id',
    resolvers: { Menu: () => ({ id: 'TWVudTo3', databaseId: 7, name: 'Drinks', published: false, viewerIsOwner: true, sections }) },
  });
}

const section = (ordinal: number) => screen.getByRole('group', { name: `Section ${ordinal}` });

/** The names of a section's items, in order: a cocktail's as shown, an own item's as typed. */
function itemNames(fieldset: HTMLElement): string[] {
  return within(fieldset)
    .queryAllByRole('listitem')
    .map(
      (item) =>
        within(item).queryByTestId('menu-item-cocktail')?.textContent ?? (within(item).getByLabelText(/ name$/) as HTMLInputElement).value,
    );
}

beforeEach(() => {
  localStorage.setItem('authToken', 'token-of-tide-pool');
});

describe('the menu editor', () => {
  it('moves an item to the end of the section picked in its menu, keeps focus on it there, and saves it there unchanged', async () => {
    const page = await openEditor([
      { name: 'Classics', items: [negroni, spritz] },
      { name: 'Zero proof', items: [tonic] },
    ]);

    await page.user.click(screen.getByRole('button', { name: 'Move Negroni to another section' }));
    // The other sections only, by name.
    const menu = screen.getByRole('menu', { name: 'Move Negroni to another section' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Zero proof']);
    await page.user.click(within(menu).getByRole('menuitem', { name: 'Zero proof' }));

    expect(itemNames(section(1))).toEqual(['House Spritz']);
    expect(itemNames(section(2))).toEqual(['Tonic & Lime', 'Negroni']);
    const moved = within(section(2)).getAllByRole('listitem')[1];
    await waitFor(() =>
      expect(document.activeElement).toBe(within(moved).getByRole('button', { name: 'Move Negroni to another section' })),
    );
    expect(within(moved).getByLabelText('Price')).toHaveProperty('value', '€11');
    expect(within(moved).getByLabelText(/^Note/)).toHaveProperty('value', 'Stirred, big ice');
    expect(within(moved).getByRole('switch', { name: 'Item 2 of section 2 available' }).getAttribute('aria-checked')).toBe('false');

    await page.user.click(screen.getByRole('button', { name: 'Save menu' }));
    await waitFor(() => expect(page.pending().map((operation) => operation.name)).toContain('UpdateMenuMutation'));
    const save = page.pending().find((operation) => operation.name === 'UpdateMenuMutation');
    expect(save?.variables.input).toMatchObject({
      menuId: 'TWVudTo3',
      sections: [
        {
          name: 'Classics',
          items: [{ cocktailId: null, name: 'House Spritz', price: '€9', note: 'With our own bitter', available: true }],
        },
        {
          name: 'Zero proof',
          items: [
            { cocktailId: null, name: 'Tonic & Lime', price: '€4', note: null, available: true },
            { cocktailId: 'Q29ja3RhaWw6MQ==', name: null, price: '€11', note: 'Stirred, big ice', available: false },
          ],
        },
      ],
    });
    await page.answer({ UpdateMenuResult: () => ({ __typename: 'MenuPayload' }) });
    expect(await screen.findByText('Menu saved')).toBeTruthy();
  });

  it("drops an item dragged by its handle before another section's item, or at the end of that section", async () => {
    await openEditor([
      { name: 'Classics', items: [negroni, spritz] },
      { name: 'Zero proof', items: [tonic] },
    ]);
    const handle = (ordinal: number, index: number) => within(section(ordinal)).getAllByTitle(/^Drag to reorder/)[index];

    // The spritz, on the tonic: before it. The drag carries text (Firefox starts no drag without data).
    const dragged = new Map<string, string>();
    const dataTransfer = { effectAllowed: 'all', setData: (type: string, value: string) => dragged.set(type, value) };
    fireEvent.dragStart(handle(1, 1), { dataTransfer });
    expect(dragged.get('text/plain')).toBe('Section 1, item 2');
    expect(dataTransfer.effectAllowed).toBe('move');
    const tonicItem = within(section(2)).getAllByRole('listitem')[0];
    fireEvent.dragOver(tonicItem);
    fireEvent.drop(tonicItem);
    expect(itemNames(section(1))).toEqual(['Negroni']);
    expect(itemNames(section(2))).toEqual(['House Spritz', 'Tonic & Lime']);

    // The Negroni, on the section itself: last.
    fireEvent.dragStart(handle(1, 0), { dataTransfer });
    fireEvent.dragOver(section(2));
    fireEvent.drop(section(2));
    expect(itemNames(section(1))).toEqual([]);
    expect(itemNames(section(2))).toEqual(['House Spritz', 'Tonic & Lime', 'Negroni']);
  });

  it('offers no move to another section when the menu has one section', async () => {
    await openEditor([{ name: 'Classics', items: [negroni, spritz] }]);
    expect(screen.getByRole('button', { name: 'Move item 1 of section 1 down' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to another section$/ })).toBeNull();
  });

  it('moves an item up to the top with the keyboard and keeps focus on its button, which then says it can go no further', async () => {
    const page = await openEditor([{ name: 'Classics', items: [negroni, spritz] }]);
    const up = screen.getByRole('button', { name: 'Move item 2 of section 1 up' });
    up.focus();
    await page.user.keyboard('{Enter}');
    expect(itemNames(section(1))).toEqual(['House Spritz', 'Negroni']);
    // Focus stays on a button of the editor (not the page), and the top item's Up says it cannot move.
    expect(document.activeElement?.tagName).toBe('BUTTON');
    const top = screen.getByRole('button', { name: 'Move item 1 of section 1 up' });
    expect(top.getAttribute('aria-disabled')).toBe('true');
    await page.user.click(top);
    expect(itemNames(section(1))).toEqual(['House Spritz', 'Negroni']);
  });
});
