// Ingredients for the create form: adding one the database lacks, looking names up, and a member's own
// custom ingredients (kept on the server, so they follow the member to any device).
import {
  checkCustomIngredient,
  newIngredientSchema,
  type CustomIngredientInput,
  type NewIngredientInput,
} from '../../common/cocktail-rules';
import { GARNISH_SUGGESTION_MIN_CHARS, GARNISH_SUGGESTIONS_MAX, INGREDIENT_SUGGESTION_MIN_CHARS } from '../../common/constants';
import { garnishSuggestionOf } from '../../common/garnish';
import { ingredientNameSuggestions } from '../../common/ingredient-names';
import { toSearchText } from '../../common/search-text';
import type { Viewer } from '../auth/sessions';
import { AlreadyExistsError, NotAuthorizedError, parseInput, SIGN_IN_REQUIRED, ValidationError } from '../errors';
import type { Services } from '../services';
import { likeLiteral } from '../read/prisma-where';

export const INGREDIENT_MESSAGES = {
  saved: 'Ingredient saved',
  saveFailed: 'Failed to save ingredient',
  exists: 'That ingredient is already in the database',
} as const;

/** Adds an ingredient (name, category, description); one of the same name, whatever its case, is refused. */
export async function createIngredient(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewer: Viewer | null,
  input: NewIngredientInput,
): Promise<number> {
  if (!viewer) throw new NotAuthorizedError(SIGN_IN_REQUIRED, 'UNAUTHENTICATED');
  const data = parseInput(newIngredientSchema, input);
  await limits.consumeForMember(viewer.id, 'catalogWritesPerMember');
  const nameSearch = toSearchText(data.name);
  const { count } = await prisma.ingredient.createMany({
    data: [{ name: data.name, nameSearch, category: data.category, description: data.description, createdById: viewer.id }],
    skipDuplicates: true,
  });
  if (count === 0) throw new AlreadyExistsError('name', INGREDIENT_MESSAGES.exists);
  const created = await prisma.ingredient.findUniqueOrThrow({ where: { nameSearch }, select: { id: true } });
  return created.id;
}

/** Which of these names the database does not know yet (the form asks their category). */
export async function unknownIngredientNames({ prisma }: Pick<Services, 'prisma'>, names: readonly string[]): Promise<string[]> {
  const keys = [...new Set(names.map((name) => toSearchText(name)).filter(Boolean))];
  if (keys.length === 0) return [];
  const known = new Set(
    (await prisma.ingredient.findMany({ where: { nameSearch: { in: keys } }, select: { nameSearch: true } })).map((row) => row.nameSearch),
  );
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = toSearchText(name);
    if (!key || known.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Ingredient names for what was typed (from 2 characters, at most 10): the database's and the built-in list's. */
export async function suggestIngredientNames({ prisma }: Pick<Services, 'prisma'>, search: string): Promise<string[]> {
  const query = toSearchText(search);
  if (query.length < INGREDIENT_SUGGESTION_MIN_CHARS) return [];
  const rows = await prisma.ingredient.findMany({
    where: { nameSearch: { contains: likeLiteral(query) } },
    select: { name: true },
    orderBy: [{ nameSearch: 'asc' }],
    take: 50,
  });
  return ingredientNameSuggestions(
    search,
    rows.map((row) => row.name),
  );
}

/**
 * Garnishes for what was typed (from 1 character), those starting with it first, at most 10: short names
 * only (common/garnish.ts), also of rows stored before that rule ("Garnish with a lime wheel." is "Lime wheel").
 * The same for everyone: only public cocktails add to the list (shareGarnish, decision 0090).
 */
export async function suggestGarnishes({ prisma }: Pick<Services, 'prisma'>, search: string): Promise<string[]> {
  const query = toSearchText(search);
  if (query.length < GARNISH_SUGGESTION_MIN_CHARS) return [];
  const rows = await prisma.garnish.findMany({
    where: { nameSearch: { contains: likeLiteral(query) } },
    select: { name: true },
    take: 50,
  });
  const suggestions = new Map<string, string>();
  for (const row of rows) {
    const name = garnishSuggestionOf(row.name);
    const key = toSearchText(name);
    if (name && key.includes(query) && !suggestions.has(key)) suggestions.set(key, name);
  }
  return [...suggestions]
    .sort(([a], [b]) => Number(!a.startsWith(query)) - Number(!b.startsWith(query)) || a.length - b.length)
    .slice(0, GARNISH_SUGGESTIONS_MAX)
    .map(([, name]) => name);
}

/** Adds a custom ingredient of the viewer's; returns its id. */
export async function createCustomIngredient(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewer: Viewer | null,
  input: CustomIngredientInput,
): Promise<number> {
  if (!viewer) throw new NotAuthorizedError(SIGN_IN_REQUIRED, 'UNAUTHENTICATED');
  const checked = checkCustomIngredient(input);
  if (!checked.ok) throw new ValidationError(checked.errors[0].message, checked.errors);
  await limits.consumeForMember(viewer.id, 'catalogWritesPerMember');
  const data = checked.value;
  const created = await prisma.customIngredient.create({
    data: {
      ownerId: viewer.id,
      name: data.name,
      category: data.category,
      yieldAmount: data.yieldAmount,
      yieldUnit: data.yieldUnit,
      shelfLife: data.shelfLife,
      instructions: data.instructions,
      components: {
        createMany: {
          data: data.components.map((component, index) => ({
            amount: component.amount,
            unit: component.unit,
            ingredientName: component.ingredient,
            orderIndex: index + 1,
          })),
        },
      },
    },
    select: { id: true },
  });
  return created.id;
}
