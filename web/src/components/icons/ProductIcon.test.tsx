import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isProductIconName, PRODUCT_ICON_NAMES, ProductIcon } from './ProductIcon';

describe("the product's icon set", () => {
  it("names the spec's eight icons", () => {
    expect(PRODUCT_ICON_NAMES).toEqual([
      'cocktail-shaker',
      'negroni-glass',
      'stirring-spoon',
      'bar-location-pin',
      'negroni-rocks',
      'jigger-tool',
      'liquid-hourglass',
      'icon-192x192',
    ]);
  });

  it('draws every named icon as an SVG, hidden from screen readers unless it has a title', () => {
    for (const name of PRODUCT_ICON_NAMES) {
      const markup = renderToStaticMarkup(<ProductIcon name={name} />);
      expect(markup).toMatch(/^<svg[^>]*aria-hidden="true"/);
      expect(renderToStaticMarkup(<ProductIcon name={name} title={name} />)).toContain(`<title>${name}</title>`);
    }
  });

  it('draws nothing for an unknown name', () => {
    expect(isProductIconName('martini-glass')).toBe(false);
    expect(isProductIconName('toString')).toBe(false);
    expect(renderToStaticMarkup(<ProductIcon name="martini-glass" />)).toBe('');
  });
});
