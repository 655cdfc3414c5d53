import { describe, expect, it } from 'vitest';
import { MENU_ITEMS_MAX, MENU_MESSAGES, MENU_SECTION_ITEMS_MAX, menuFormSchema, menuSchema } from './menus';
import { fieldErrorsOf } from './validation';

describe('the menu schema', () => {
  it('collapses text, defaults a draft with available items, and keeps the order given', () => {
    const menu = menuSchema.parse({
      name: '  Summer   menu ',
      sections: [
        {
          name: 'Classics',
          items: [
            { cocktailId: 4, price: ' $12 ' },
            { name: 'Spritz', price: '9', note: '' },
          ],
        },
      ],
    });
    expect(menu).toEqual({
      name: 'Summer menu',
      published: false,
      sections: [
        {
          name: 'Classics',
          items: [
            { cocktailId: 4, name: null, description: null, price: '$12', note: null, available: true },
            { cocktailId: null, name: 'Spritz', description: null, price: '9', note: null, available: true },
          ],
        },
      ],
    });
  });

  it('asks for a name or a cocktail, and a price, on the item that lacks them', () => {
    const result = menuFormSchema.safeParse({ name: 'M', sections: [{ name: 'S', items: [{ price: '' }] }] });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual(
      expect.arrayContaining([
        { path: 'sections.0.items.0.price', message: MENU_MESSAGES.priceRequired },
        { path: 'sections.0.items.0.name', message: MENU_MESSAGES.itemNameRequired },
      ]),
    );
  });

  it('bounds the items of a section and of a menu', () => {
    const item = { name: 'Soda', price: '1' };
    const full = (count: number) => ({ name: 'S', items: Array.from({ length: count }, () => item) });
    expect(menuSchema.safeParse({ name: 'M', sections: [full(MENU_SECTION_ITEMS_MAX + 1)] }).error?.issues[0].message).toBe(
      MENU_MESSAGES.tooManySectionItems,
    );
    const sections = Array.from({ length: MENU_ITEMS_MAX / MENU_SECTION_ITEMS_MAX + 1 }, () => full(MENU_SECTION_ITEMS_MAX));
    expect(menuSchema.safeParse({ name: 'M', sections }).error?.issues[0].message).toBe(MENU_MESSAGES.tooManyItems);
  });
});
