// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COCKTAIL_MESSAGES, type CocktailInput } from '@common/cocktail-rules';
import { renderPage } from '@/testing/render-page';
import * as CreateCocktailPage from './CreateCocktailPage';

vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));

/** The form's look-ups: no suggestions, no other cocktail of that name, every ingredient known. */
const lookups = {
  Query: () => ({ ingredientNameSuggestions: [], garnishSuggestions: [], cocktailNameTaken: false, unknownIngredientNames: [] }),
};

beforeEach(() => {
  localStorage.setItem('authToken', 'token-of-ana');
});

function openCreate() {
  return renderPage(CreateCocktailPage, { path: '/create', resolvers: lookups });
}

const sentNames = (page: Awaited<ReturnType<typeof openCreate>>) => page.sent().map((operation) => operation.name);

describe('the create cocktail page', () => {
  it('asks for a cocktail name in the spec words and sends nothing without one', async () => {
    const page = await openCreate();
    await page.user.click(screen.getByRole('button', { name: 'Add to Database' }));

    const name = screen.getByLabelText('Cocktail Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    // Under the field (its description) and in the toast.
    const described = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Please enter a cocktail name');
    expect(await screen.findAllByText('Please enter a cocktail name')).toHaveLength(2);
    expect(sentNames(page)).not.toContain('CreateCocktailMutation');
  });

  it('sends a valid cocktail with its name and ingredient line, says so and goes to the list', async () => {
    const page = await openCreate();
    await page.user.type(screen.getByLabelText('Cocktail Name'), 'Garden Sour');
    const firstLine = within(screen.getByRole('listitem', { name: 'Ingredient 1' }));
    await page.user.type(firstLine.getByLabelText('Amount'), '60');
    await page.user.type(firstLine.getByLabelText('Ingredient'), 'Gin');
    await page.user.click(screen.getByRole('button', { name: 'Add to Database' }));

    // Whether the database knows the ingredients is asked first, then the cocktail is sent.
    await waitFor(() => expect(sentNames(page)).toContain('CocktailFormLookupsUnknownIngredientsQuery'));
    await page.answer({
      ...lookups,
      CreateCocktailResult: () => ({ __typename: 'CocktailPayload' }),
      Cocktail: () => ({ databaseId: 77, name: 'Garden Sour' }),
    });
    const mutation = page.sent().find((operation) => operation.name === 'CreateCocktailMutation');
    expect(mutation?.variables.input).toEqual({
      name: 'Garden Sour',
      isMocktail: false,
      directions: '',
      notes: '',
      garnish: '',
      // None chosen: the server's default, Cocktail Glass.
      glassware: '',
      glasswareOther: null,
      categories: [],
      attribution: { iAmCreator: false, originalCreatorName: '', sourceUrl: '', year: null, venue: null },
      ingredients: [
        { amount: 60, unit: 'ml', ingredient: 'Gin', brand: '', note: null, optional: false, category: null, description: null },
      ],
      photoUrl: null,
    });
    expect(await screen.findByText('Cocktail created successfully!')).toBeTruthy();
    // The list, a moment later (REDIRECT_AFTER_CREATE_MS).
    expect(await screen.findByText('Left for /cocktails')).toBeTruthy();
  });

  it('gives the focus back to Add to Database when the member cancels the details of a new ingredient', async () => {
    const page = await openCreate();
    await page.user.type(screen.getByLabelText('Cocktail Name'), 'Garden Sour');
    const firstLine = within(screen.getByRole('listitem', { name: 'Ingredient 1' }));
    await page.user.type(firstLine.getByLabelText('Amount'), '60');
    await page.user.type(firstLine.getByLabelText('Ingredient'), 'Yuzu Cordial');
    const save = screen.getByRole('button', { name: 'Add to Database' });
    await page.user.click(save);

    await waitFor(() => expect(sentNames(page)).toContain('CocktailFormLookupsUnknownIngredientsQuery'));
    await page.answer({ Query: () => ({ ...lookups.Query(), unknownIngredientNames: ['Yuzu Cordial'] }) });
    const dialog = await screen.findByRole('dialog', { name: 'Add ingredient details' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(save));
    expect(sentNames(page)).not.toContain('CreateCocktailMutation');
  });

  it('leads a member who may not edit the cocktail to it, rather than offering a Retry that cannot succeed', async () => {
    await renderPage(CreateCocktailPage, {
      path: '/create?edit=12',
      route: '/create',
      resolvers: { ...lookups, Cocktail: () => ({ databaseId: 12, name: 'Negroni', viewerCanEdit: false }) },
    });

    expect(screen.getByRole('alert').textContent).toBe(`Error: ${COCKTAIL_MESSAGES.notEditable}`);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Cocktail' })).toHaveProperty('pathname', '/cocktails/12');
  });

  it("saves an edit of a recipe with its lines' notes and optional flags as they were saved", async () => {
    const line = (name: string, amount: number, unit: string, note: string | null, optional: boolean) => ({
      amount,
      unit,
      brand: null,
      note,
      optional,
      ingredient: { name },
    });
    const page = await renderPage(CreateCocktailPage, {
      path: '/create?edit=41',
      route: '/create',
      resolvers: {
        ...lookups,
        Cocktail: () => ({
          id: 'Q29ja3RhaWw6NDE=',
          databaseId: 41,
          name: 'Gin Fix',
          viewerCanEdit: true,
          type: 'other',
          isMocktail: false,
          originalCreatorName: null,
          sourceUrl: null,
          year: null,
          garnish: null,
          directions: null,
          notes: null,
          classicEra: null,
          glassware: 'Rocks Glass',
          categories: ['Sour'],
          venue: null,
          photoUrl: null,
          ingredients: [line('Gin', 60, 'ml', null, false), line('Angostura Bitters', 2, 'dash', 'or orange bitters', true)],
        }),
      },
    });
    const name = await screen.findByLabelText('Cocktail Name');
    await page.user.clear(name);
    await page.user.type(name, 'House Gin Fix');
    await page.user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(sentNames(page)).toContain('CocktailFormLookupsUnknownIngredientsQuery'));
    await page.answer(lookups);
    await waitFor(() => expect(sentNames(page)).toContain('UpdateCocktailMutation'));
    const mutation = page.sent().find((operation) => operation.name === 'UpdateCocktailMutation');
    const { cocktail } = mutation?.variables.input as { cocktail: CocktailInput };
    expect(cocktail.name).toBe('House Gin Fix');
    expect(cocktail.ingredients?.map((sent) => [sent.ingredient, sent.note, sent.optional])).toEqual([
      ['Gin', null, false],
      ['Angostura Bitters', 'or orange bitters', true],
    ]);
  });
});
