// Writes the Bar Assistant recipe set into the database, once: in one transaction, in a handful of
// multi-row inserts, so a fresh embedded database is ready in a few seconds.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { userSearchText } from '../../common/search-text';
import type { Prisma } from '../../gateway/generated/prisma/client';
import { projectRoot } from '../../gateway/paths';
import type { Services } from '../../gateway/services';
import {
  IMPORT_KEY_PREFIX,
  normalizeBarAssistant,
  type BarAssistantCocktail,
  type BarAssistantImport,
  type BarAssistantIngredient,
} from './bar-assistant';

const dataDir = path.join(projectRoot, 'prisma', 'seed', 'data', 'bar-assistant');

/** The account the imported recipes are credited to; it has no password, so nobody signs in as it. */
export const IMPORT_ACCOUNT = {
  email: 'recipes@bar-assistant.invalid',
  username: 'barassistant',
  firstName: 'Bar',
  lastName: 'Assistant',
  profileType: 'brand',
  bio:
    'The recipes credited to this account come from the Bar Assistant project (github.com/bar-assistant/data, ' +
    'MIT License, © Bar Assistant and Karlo Mikus), imported as published apart from unit and glass names.',
} as const;

/** Serialises seeding across processes sharing one PostgreSQL (two servers starting together). */
const SEED_LOCK_KEY = 0x5245504f; // "REPO"

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters at ~20 columns a row. */
const BATCH_SIZE = 500;

export async function loadBarAssistant(): Promise<BarAssistantImport> {
  const [cocktails, ingredients] = await Promise.all([
    readFile(path.join(dataDir, 'cocktails.json'), 'utf8').then((text) => JSON.parse(text) as BarAssistantCocktail[]),
    readFile(path.join(dataDir, 'ingredients.json'), 'utf8').then((text) => JSON.parse(text) as BarAssistantIngredient[]),
  ]);
  return normalizeBarAssistant(cocktails, ingredients);
}

function batches<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

/** Takes the seed's transaction-scoped advisory lock (released at commit or rollback). */
export async function lockSeed(tx: Prisma.TransactionClient): Promise<void> {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}

async function ensureImportAccount(tx: Prisma.TransactionClient): Promise<number> {
  const existing = await tx.user.findUnique({ where: { email: IMPORT_ACCOUNT.email }, select: { id: true } });
  if (existing) return existing.id;
  // Should a member already be called "barassistant", the recipes must not be credited to them.
  let username: string = IMPORT_ACCOUNT.username;
  for (let n = 2; await tx.user.findUnique({ where: { username }, select: { id: true } }); n++)
    username = `${IMPORT_ACCOUNT.username}_${n}`;
  const account = await tx.user.create({
    data: {
      ...IMPORT_ACCOUNT,
      username,
      passwordHash: null,
      searchText: userSearchText({ ...IMPORT_ACCOUNT, username }),
    },
    select: { id: true },
  });
  return account.id;
}

export async function countImportedCocktails(client: Pick<Prisma.TransactionClient, 'cocktail'>): Promise<number> {
  return client.cocktail.count({ where: { importKey: { startsWith: IMPORT_KEY_PREFIX } } });
}

/**
 * Imports the recipes unless some imported recipe is already there; returns how many it imported.
 * Ingredients and garnishes that already exist (same search key) are reused, never changed.
 */
export async function importBarAssistant({ prisma }: Pick<Services, 'prisma'>, data?: BarAssistantImport): Promise<number> {
  if ((await countImportedCocktails(prisma)) > 0) return 0;
  const { cocktails, ingredients, garnishes } = data ?? (await loadBarAssistant());

  return prisma.$transaction(
    async (tx) => {
      await lockSeed(tx);
      if ((await countImportedCocktails(tx)) > 0) return 0;
      const creatorId = await ensureImportAccount(tx);

      for (const batch of batches(ingredients)) {
        await tx.ingredient.createMany({
          data: batch.map(({ name, nameSearch, category, abv, origin }) => ({ name, nameSearch, category, abv, origin })),
          skipDuplicates: true,
        });
      }
      const ingredientIds = new Map<string, number>();
      for (const batch of batches(ingredients.map((ingredient) => ingredient.nameSearch))) {
        const rows = await tx.ingredient.findMany({ where: { nameSearch: { in: batch } }, select: { id: true, nameSearch: true } });
        for (const row of rows) ingredientIds.set(row.nameSearch, row.id);
      }

      const cocktailIds = new Map<string, number>();
      for (const batch of batches(cocktails)) {
        const rows = await tx.cocktail.createManyAndReturn({
          data: batch.map((cocktail) => ({
            importKey: cocktail.importKey,
            name: cocktail.name,
            nameSearch: cocktail.nameSearch,
            ingredientsSearch: cocktail.ingredientsSearch,
            directions: cocktail.directions,
            glassware: cocktail.glassware,
            garnish: cocktail.garnish,
            notes: cocktail.notes,
            classicEra: cocktail.classicEra,
            isMocktail: cocktail.isMocktail,
            categories: cocktail.categories,
            method: cocktail.method,
            abv: cocktail.abv,
            sourceUrl: cocktail.sourceUrl,
            visibility: 'public',
            type: 'other',
            creatorId,
            ...(cocktail.createdAt ? { createdAt: cocktail.createdAt } : {}),
          })),
          select: { id: true, importKey: true },
        });
        for (const row of rows) cocktailIds.set(row.importKey!, row.id);
      }

      const lines = cocktails.flatMap((cocktail) =>
        cocktail.ingredients.map((line) => {
          const ingredientId = ingredientIds.get(line.ingredient);
          if (ingredientId === undefined) throw new Error(`Seed: ingredient "${line.ingredient}" of ${cocktail.importKey} was not created`);
          return {
            cocktailId: cocktailIds.get(cocktail.importKey)!,
            ingredientId,
            amount: line.amount,
            unit: line.unit,
            note: line.note,
            optional: line.optional,
            orderIndex: line.orderIndex,
          };
        }),
      );
      for (const batch of batches(lines)) await tx.cocktailIngredient.createMany({ data: batch });
      for (const batch of batches(garnishes)) await tx.garnish.createMany({ data: batch, skipDuplicates: true });

      return cocktails.length;
    },
    // A cold PGlite needs a few seconds; the default 5 s would cut it off on a slow machine.
    { maxWait: 60_000, timeout: 300_000 },
  );
}
