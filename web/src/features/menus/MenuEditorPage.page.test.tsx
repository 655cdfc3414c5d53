// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_MESSAGES, MENU_ITEM_DESCRIPTION_MAX } from '@common/menus';
import { tooLongMessage } from '@common/validation';
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

  it("shows a refused save's messages on the item or section each is about, and the item can then be changed", async () => {
    const page = await openEditor([
      { name: 'Classics', items: [spritz, negroni] },
      { name: 'Zero proof', items: [tonic] },
    ]);
    await page.user.click(screen.getByRole('button', { name: 'Save menu' }));
    await waitFor(() => expect(page.pending().map((operation) => operation.name)).toContain('UpdateMenuMutation'));
    // The Negroni went private after it was put on the menu; the server also names an item's text and price, and a section.
    await page.answer({
      Mutation: () => ({
        updateMenu: {
          __typename: 'ValidationError',
          code: 'BAD_USER_INPUT',
          message: MENU_MESSAGES.cocktailNotPublic,
          fields: [
            { path: 'sections.0.items.1.cocktailId', message: MENU_MESSAGES.cocktailNotPublic },
            { path: 'sections.1.items.0.description', message: tooLongMessage(MENU_ITEM_DESCRIPTION_MAX) },
            { path: 'sections.1.items.0.price', message: MENU_MESSAGES.priceRequired },
            { path: 'sections.1.items', message: MENU_MESSAGES.tooManySectionItems },
          ],
        },
      }),
    });

    const [spritzItem, negroniItem] = within(section(1)).getAllByRole('listitem');
    expect((await within(negroniItem).findByRole('alert')).textContent).toBe(MENU_MESSAGES.cocktailNotPublic);
    expect(within(spritzItem).queryByRole('alert')).toBeNull();
    const tonicItem = within(section(2)).getAllByRole('listitem')[0];
    expect(
      within(tonicItem)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([MENU_MESSAGES.priceRequired, tooLongMessage(MENU_ITEM_DESCRIPTION_MAX)]);
    expect(within(tonicItem).getByLabelText('Price').getAttribute('aria-invalid')).toBe('true');
    expect(within(section(2)).getByText(MENU_MESSAGES.tooManySectionItems)).toBeTruthy();
    // Nothing of an item's is said as the menu's own.
    expect(screen.getByLabelText('Menu name').getAttribute('aria-invalid')).toBeNull();

    // Typed instead, the line is the bar's own of that name: the message goes, and the save sends no cocktail.
    await page.user.click(within(negroniItem).getByRole('button', { name: 'Type instead for item 2 of section 1' }));
    expect(within(section(1)).getAllByRole('listitem')[1].querySelector('[role="alert"]')).toBeNull();
    await page.user.type(within(tonicItem).getByLabelText('Price'), '{Control>}a{/Control}€5');
    await page.user.click(screen.getByRole('button', { name: 'Save menu' }));
    await waitFor(() => expect(page.pending().map((operation) => operation.name)).toContain('UpdateMenuMutation'));
    expect(page.pending().find((operation) => operation.name === 'UpdateMenuMutation')?.variables.input).toMatchObject({
      sections: [
        { name: 'Classics', items: [{ name: 'House Spritz' }, { cocktailId: null, name: 'Negroni', price: '€11' }] },
        { name: 'Zero proof', items: [{ name: 'Tonic & Lime', price: '€5' }] },
      ],
    });
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
