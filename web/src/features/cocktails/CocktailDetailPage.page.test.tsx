// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import * as CocktailDetailPage from './CocktailDetailPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

const line = (name: string, amount: number, unit: string, abv: number | null) => ({
  amount,
  unit,
  brand: null,
  note: null,
  optional: false,
  ingredient: { name, abv },
});

/** A Negroni as its author wrote it: three 30 ml pours and two dashes of bitters. */
const negroni = {
  Cocktail: () => ({
    databaseId: 12,
    name: 'Negroni',
    photoUrl: null,
    glassware: 'Rocks Glass',
    garnish: 'Orange peel',
    directions: 'Stir with ice and strain over a large cube.',
    notes: null,
    classicEra: 'Classic',
    isMocktail: false,
    categories: ['Bitter'],
    type: 'classic',
    originalCreatorName: 'Count Camillo Negroni',
    sourceUrl: null,
    year: 1919,
    venue: null,
    viewerCanEdit: false,
    viewerIsCreator: false,
    method: 'stirred',
    likesCount: 48,
    viewerHasLiked: false,
    visibility: 'public',
    repoursCount: 7,
    viewerHasRepoured: false,
    rating: 4.5,
    reviewCount: 0,
    viewerReview: null,
    reviews: { edges: [] },
    onTheMenuAt: [],
    ingredients: [
      line('Gin', 30, 'ml', 47),
      line('Campari', 30, 'ml', 25),
      line('Sweet Vermouth', 30, 'ml', 16),
      line('Orange Bitters', 2, 'dash', null),
    ],
  }),
};

function openNegroni() {
  return renderPage(CocktailDetailPage, { path: '/cocktails/12', route: '/cocktails/:id', resolvers: negroni });
}

/** What each amount box of the Ingredients card reads, by its label. */
function amounts(unit: 'ml' | 'oz') {
  const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
  return {
    gin: value(`Amount of Gin in ${unit}`),
    campari: value(`Amount of Campari in ${unit}`),
    vermouth: value(`Amount of Sweet Vermouth in ${unit}`),
    bitters: value('Amount of Orange Bitters in dash'),
    total: value(`Total Volume in ${unit}`),
  };
}

describe('the cocktail detail page', () => {
  it('shows the recipe lines as the author wrote them, at ×1.00', async () => {
    const page = await openNegroni();
    expect(page.sent()[0]).toEqual({ name: 'CocktailDetailPageQuery', variables: { databaseId: 12 } });
    expect(screen.getByRole('heading', { name: 'Negroni', level: 1 })).toBeTruthy();
    expect(screen.getByText('Orange peel')).toBeTruthy();
    expect(screen.getByText('×1.00')).toBeTruthy();
    expect(amounts('ml')).toEqual({ gin: '30', campari: '30', vermouth: '30', bitters: '2', total: '90' });
    expect(screen.getByText('dashes')).toBeTruthy();
    expect(screen.getByText('Stir with ice and strain over a large cube.')).toBeTruthy();
  });

  it('halves every line with ×0.5 and puts the recipe back with Reset', async () => {
    const page = await openNegroni();
    await page.user.click(screen.getByRole('button', { name: '×0.5' }));
    expect(screen.getByText('×0.50')).toBeTruthy();
    expect(amounts('ml')).toEqual({ gin: '15', campari: '15', vermouth: '15', bitters: '1', total: '45' });

    await page.user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(amounts('ml')).toEqual({ gin: '30', campari: '30', vermouth: '30', bitters: '2', total: '90' });
  });

  it('shows ounces rounded to the quarter, with one decimal for whole and half ounces and two otherwise', async () => {
    const page = await openNegroni();
    await page.user.click(screen.getByRole('radio', { name: 'oz' }));
    // 30 ml is 1.01 oz: the nearest quarter is 1.
    expect(amounts('oz')).toEqual({ gin: '1.0', campari: '1.0', vermouth: '1.0', bitters: '2', total: '3.0' });

    await page.user.type(screen.getByLabelText('Custom multiplier'), '0.75');
    await page.user.click(screen.getByRole('button', { name: 'Apply' }));
    // 22.5 ml is 0.76 oz: 0.75; 1.5 dashes pour as 2 whole dashes.
    expect(screen.getByText('×0.75')).toBeTruthy();
    expect(amounts('oz')).toEqual({ gin: '0.75', campari: '0.75', vermouth: '0.75', bitters: '2', total: '2.25' });
  });

  it('gives the focus back to Suggest an Edit once its dialog closes, cancelled or submitted', async () => {
    const page = await openNegroni();
    const suggest = screen.getByRole('button', { name: 'Suggest an Edit' });

    await page.user.click(suggest);
    await screen.findByRole('dialog', { name: 'Suggest an Edit' });
    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(suggest));

    await page.user.click(suggest);
    await page.user.type(await screen.findByLabelText('Your suggestion'), 'The vermouth is Cocchi di Torino.');
    await page.user.click(screen.getByRole('button', { name: 'Submit' }));
    await page.answer({ ...negroni, ReportCocktailResult: () => ({ __typename: 'ReportCocktailPayload' }) });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(suggest));
  });

  it('ignores a custom multiplier that is not a number above 0', async () => {
    const page = await openNegroni();
    await page.user.type(screen.getByLabelText('Custom multiplier'), '0');
    await page.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('×1.00')).toBeTruthy();
    expect(amounts('ml').gin).toBe('30');
  });
});
