import { TEXT_LIMITS } from '../../common/cocktail-rules';
import { INGREDIENT_SUGGESTION_MIN_CHARS, INGREDIENT_SUGGESTIONS_MAX, MAX_LIST_ITEMS } from '../../common/constants';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import { ValidationError } from '../errors';
import { createIngredient, suggestIngredientNames, unknownIngredientNames } from '../domain/ingredients';
import { finiteOrNull } from './finite';
import { finite } from '../read/sql';

export const IngredientNode = builder.prismaNode('Ingredient', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: 'Something that goes into a cocktail.',
  // Select mode: only the columns the request's fields read, and always the name, which the list's
  // cards read on every line: a plain resolver reads it (decision 0035).
  select: { id: true, name: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name', { description: "The ingredient's name." }),
    category: t.exposeString('category', { description: 'One of the ingredient categories (spirit, liqueur, ...).' }),
    abv: t.float({
      nullable: true,
      description: 'Alcohol by volume, in percent.',
      select: { abv: true },
      resolve: (ingredient) => finiteOrNull(ingredient.abv),
      sql: (ingredient) => finite(ingredient.col('abv')),
    }),
    description: t.exposeString('description', {
      description: `What it is (at most ${TEXT_LIMITS.ingredientDescription.toLocaleString('en-US')} characters).`,
      nullable: true,
    }),
    origin: t.exposeString('origin', { description: 'Where it comes from, when known.', nullable: true }),
  }),
});

const CreateIngredientInput = builder.inputType('CreateIngredientInput', {
  fields: (t) => ({
    name: t.string({ description: `Required, at most ${TEXT_LIMITS.ingredient} characters; ALREADY_EXISTS when the database has it.` }),
    category: t.string({ description: 'One of the ingredient categories (spirit, liqueur, bitters, syrup, ...).' }),
    description: t.string({
      description: `Optional description, at most ${TEXT_LIMITS.ingredientDescription.toLocaleString('en-US')} characters.`,
      required: false,
    }),
  }),
});

const CreateIngredientPayload = builder.objectRef<{ id: number }>('CreateIngredientPayload').implement({
  fields: (t) => ({
    ingredient: t.prismaField({
      description: 'The ingredient added.',
      type: IngredientNode,
      sql: byParent('id'),
      resolve: (query, payload, _args, context) => context.prisma.ingredient.findUniqueOrThrow({ ...query, where: { id: payload.id } }),
    }),
  }),
});

builder.queryFields((t) => ({
  ingredientNameSuggestions: t.stringList({
    description: `Ingredient names for the create form (from ${INGREDIENT_SUGGESTION_MIN_CHARS} characters, at most ${INGREDIENT_SUGGESTIONS_MAX}): the database's and common ones.`,
    maxItems: INGREDIENT_SUGGESTIONS_MAX,
    args: { search: t.arg.string({ description: `What was typed (suggestions start at ${INGREDIENT_SUGGESTION_MIN_CHARS} characters).` }) },
    resolve: (_root, { search }, context) => suggestIngredientNames(context, search),
  }),
  unknownIngredientNames: t.stringList({
    description: `Which of these names (at most ${MAX_LIST_ITEMS}) the database does not know (ignoring case and accents); each once.`,
    maxItems: MAX_LIST_ITEMS,
    args: { names: t.arg.stringList({ description: `The names of a recipe's lines (at most ${MAX_LIST_ITEMS}).` }) },
    resolve: (_root, { names }, context) => {
      if (names.length > MAX_LIST_ITEMS) throw ValidationError.field('names', `At most ${MAX_LIST_ITEMS} names`);
      return unknownIngredientNames(context, names);
    },
  }),
}));

builder.mutationFields((t) => ({
  createIngredient: t.field({
    type: CreateIngredientPayload,
    description: 'Adds an ingredient the database does not know: name, category, optional description.',
    args: { input: t.arg({ type: CreateIngredientInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => ({ id: await createIngredient(context, context.viewer, input) }),
  }),
}));
