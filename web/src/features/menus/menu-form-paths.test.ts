import { describe, expect, it } from 'vitest';
import { menuFormPathOf } from './menu-form-paths';

describe("where the menu editor shows a refused save's message", () => {
  it("puts an item's name, price, note and cocktail under that field of that item", () => {
    expect(menuFormPathOf('sections.0.items.1.cocktailId')).toBe('sections.0.items.1.cocktailId');
    expect(menuFormPathOf('sections.2.items.0.price')).toBe('sections.2.items.0.price');
    expect(menuFormPathOf('sections.2.items.0.name')).toBe('sections.2.items.0.name');
    expect(menuFormPathOf('sections.2.items.0.note')).toBe('sections.2.items.0.note');
  });

  it('puts anything else of an item on the item, of a section on the section, and of the sections on the menu', () => {
    expect(menuFormPathOf('sections.1.items.3.description')).toBe('sections.1.items.3.root');
    expect(menuFormPathOf('sections.1.items.3')).toBe('sections.1.items.3.root');
    expect(menuFormPathOf('sections.1.items')).toBe('sections.1.items.root');
    expect(menuFormPathOf('sections.1.name')).toBe('sections.1.name');
    expect(menuFormPathOf('sections.1')).toBe('sections.1.root');
    expect(menuFormPathOf('sections')).toBe('sections.root');
  });

  it("keeps the menu's own fields as they are", () => {
    expect(menuFormPathOf('name')).toBe('name');
    expect(menuFormPathOf('published')).toBe('published');
  });
});
