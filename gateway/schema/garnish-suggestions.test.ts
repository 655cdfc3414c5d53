// The garnish suggestions are everyone's (decision 0090): a garnish joins them only from a cocktail saved
// public, so nothing of a private cocktail shows to anyone through them, by GraphQL or /api; the upgrade
// takes out what private cocktails had added before.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSearchText } from '../../common/search-text';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
let member: { token: string; id: number };

beforeAll(async () => {
  gw = await setupTestGateway();
  const signedIn = await gw.signedInMember({ profileType: 'bartender' });
  member = { token: signedIn.token, id: signedIn.user.id };
});
afterAll(async () => {
  await gw?.close();
});

const SUGGESTIONS = 'query($search: String!) { garnishSuggestions(search: $search) }';
const CREATE = `mutation($input: CocktailInput!) {
  createCocktail(input: $input) { __typename ... on CocktailPayload { cocktail { id garnish visibility } } }
}`;
const UPDATE = `mutation($input: UpdateCocktailInput!) {
  updateCocktail(input: $input) { __typename ... on CocktailPayload { cocktail { garnish visibility } } }
}`;

let serial = 0;
/** A word no seeded garnish has, so that a search for it finds only what a test wrote. */
const freshWord = () => `zzq${process.pid}x${++serial}`;
const capitalized = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

async function create(garnish: string, visibility: 'public' | 'private'): Promise<string> {
  const { data, errors } = await gw.graphql(
    CREATE,
    { input: { name: `${garnish} Sour`, garnish, visibility, ingredients: [{ amount: 50, ingredient: 'Gin' }] } },
    { token: member.token },
  );
  expect(errors).toBeUndefined();
  expect(data!.createCocktail.cocktail).toMatchObject({ garnish, visibility });
  return data!.createCocktail.cocktail.id as string;
}

async function update(id: string, cocktail: Record<string, unknown>) {
  const { data, errors } = await gw.graphql(UPDATE, { input: { id, cocktail } }, { token: member.token });
  expect(errors).toBeUndefined();
  expect(data!.updateCocktail.__typename).toBe('CocktailPayload');
}

/** What each way of asking suggests for a word: signed out and as the cocktail's creator, by GraphQL and /api. */
async function suggested(word: string) {
  const signedOut = (await gw.graphql(SUGGESTIONS, { search: word })).data!.garnishSuggestions as string[];
  const creator = (await gw.graphql(SUGGESTIONS, { search: word }, { token: member.token })).data!.garnishSuggestions as string[];
  const legacy = await gw.rest('GET', `/api/garnishes?search=${word}`);
  expect(legacy.status).toBe(200);
  return { signedOut, creator, legacy: (legacy.body as Array<{ name: string }>).map((garnish) => garnish.name) };
}

describe('garnish suggestions', () => {
  it("never list a private cocktail's garnish, to anyone, by any way of asking", async () => {
    const word = freshWord();
    const secret = `${capitalized(word)} secretpeel`;
    const id = await create(secret, 'private');
    await update(id, { garnish: `Garnish with a ${word} hiddenrind.` });
    expect(await suggested(word)).toEqual({ signedOut: [], creator: [], legacy: [] });
    expect(await gw.prisma.garnish.count({ where: { nameSearch: { contains: word } } })).toBe(0);
  });

  it("list a public cocktail's garnish, and a private one's once it is made public", async () => {
    const word = freshWord();
    const name = capitalized(word);
    await create(`${name} twist`, 'public');
    const id = await create(`Garnish with a ${word} wheel.`, 'private');
    expect((await suggested(word)).signedOut).toEqual([`${name} twist`]);
    // Made public with its garnish as it was: it joins them.
    await update(id, { visibility: 'public' });
    const after = await suggested(word);
    expect(after.signedOut.sort()).toEqual([`${name} twist`, `${name} wheel`]);
    expect(after.legacy.sort()).toEqual(after.signedOut);
  });

  it('lose, on upgrade, those that no public cocktail names (added by private cocktails before), and keep the rest', async () => {
    const word = freshWord();
    const leaked = `${word} leakpeel`;
    const kept = `${word} keptpeel`;
    const orphan = `${word} orphanpeel`;
    const creatorId = member.id;
    // As an older version left them: a private cocktail's garnish among the suggestions, and a deleted one's.
    await gw.prisma.cocktail.create({
      data: { name: `${word} A`, nameSearch: `${word} a`, creatorId, visibility: 'private', garnish: leaked },
    });
    await gw.prisma.cocktail.create({
      data: {
        name: `${word} B`,
        nameSearch: `${word} b`,
        creatorId,
        visibility: 'public',
        garnish: `Garnish with a ${kept.toUpperCase()}.`,
      },
    });
    await gw.prisma.garnish.createMany({ data: [leaked, kept, orphan].map((name) => ({ name, nameSearch: toSearchText(name) })) });
    const others = await gw.prisma.garnish.count({ where: { NOT: { nameSearch: { contains: word } } } });
    expect(others).toBeGreaterThan(50);

    await gw.prisma.$executeRawUnsafe(upgrade());

    expect((await suggested(word)).signedOut).toEqual([capitalized(kept)]);
    // Every suggestion a seeded public recipe names stays.
    expect(await gw.prisma.garnish.count({ where: { NOT: { nameSearch: { contains: word } } } })).toBe(others);
  });
});

/** The migration that takes out the suggestions no public cocktail names. */
function upgrade(): string {
  const migrations = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../prisma/migrations');
  const [directory] = readdirSync(migrations).filter((name) => name.endsWith('_garnishes_only_from_public_cocktails'));
  return readFileSync(path.join(migrations, directory, 'migration.sql'), 'utf8');
}
