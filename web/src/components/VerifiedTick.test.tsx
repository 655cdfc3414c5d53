// The tick beside a name, as markup: its accessible name, and that it never wraps to a line of its own.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NameWithTick, VerifiedTick } from './VerifiedTick';

describe('VerifiedTick', () => {
  it('is an image named "Verified"', () => {
    const html = renderToStaticMarkup(<VerifiedTick />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Verified"');
  });
});

describe('NameWithTick', () => {
  it('keeps the last word of the name and the tick together', () => {
    const html = renderToStaticMarkup(<NameWithTick name="Rosa Maria Ticker" verified />);
    expect(html).toMatch(/^Rosa Maria <span class="whitespace-nowrap">Ticker<svg[^>]*aria-label="Verified"/);
  });

  it('lets a last word too long for a line wrap rather than overflow, and shows no tick when not verified', () => {
    expect(renderToStaticMarkup(<NameWithTick name="Rosa Tickertickertickerticker" verified />)).not.toContain('whitespace-nowrap');
    expect(renderToStaticMarkup(<NameWithTick name="Rosa Ticker" verified={false} />)).toBe('Rosa Ticker');
  });
});
