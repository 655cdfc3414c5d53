// A member's custom ingredients (syrups, shrubs...): kept on the server per member, listed under "Your
// Custom Ingredients" on the create form on any device.
import { CUSTOM_INGREDIENT_COMPONENTS_MAX, TEXT_LIMITS } from '../../common/cocktail-rules';
import { AMOUNT_MAX, AMOUNT_MIN_POSITIVE } from '../../common/constants';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import { createCustomIngredient } from '../domain/ingredients';
import { VisibilityEnum } from './enums';
import { finiteOrNull } from './finite';
import { finite } from '../read/sql';

builder.prismaObject('CustomIngredientComponent', {
  description: 'What goes into a custom ingredient, in order.',
  fields: (t) => ({
    amount: t.float({
      description: 'How much of the base ingredient; null when not given.',
      nullable: true,
      resolve: (component) => finiteOrNull(component.amount),
      sql: (component) => finite(component.col('amount')),
    }),
    unit: t.exposeString('unit', { description: 'oz, ml, cl, cups, tsp, tbsp, lbs, g, kg or quantity.' }),
    ingredient: t.exposeString('ingredientName', { description: 'The base ingredient, by name.' }),
    orderIndex: t.exposeInt('orderIndex', { description: '1-based position in the list of components.' }),
  }),
});

export const CustomIngredientNode = builder.prismaNode('CustomIngredient', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: "A member's own preparation, used in their recipes.",
  // Only their owner reads them, through the list or node(id).
  authScopes: (customIngredient, context) => context.viewer !== null && customIngredient.ownerId === context.viewer.id,
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'Its name.' }),
    category: t.exposeString('category', {
      description: 'Syrup, Bitters, Tincture, Shrub, Cordial, Liqueur, Infusion, Foam, Garnish, Mix or Other.',
    }),
    yieldAmount: t.float({
      description: 'How much one batch makes, in yieldUnit.',
      nullable: true,
      resolve: (customIngredient) => finiteOrNull(customIngredient.yieldAmount),
      sql: (customIngredient) => finite(customIngredient.col('yieldAmount')),
    }),
    yieldUnit: t.exposeString('yieldUnit', { description: 'The unit of yieldAmount.', nullable: true }),
    shelfLife: t.exposeString('shelfLife', { description: 'How long it keeps, as the member wrote it.', nullable: true }),
    visibility: t.expose('visibility', { description: 'Who may see it.', type: VisibilityEnum }),
    instructions: t.exposeString('instructions', { description: 'Preparation Instructions.', nullable: true }),
    components: t.relation('components', {
      description: `What goes into it, in order (at most ${CUSTOM_INGREDIENT_COMPONENTS_MAX}).`,
      maxItems: CUSTOM_INGREDIENT_COMPONENTS_MAX,
      query: { orderBy: { orderIndex: 'asc' }, take: CUSTOM_INGREDIENT_COMPONENTS_MAX },
    }),
    createdAt: t.expose('createdAt', { description: 'When the member created it.', type: 'DateTime' }),
  }),
});

const CustomIngredientComponentInput = builder.inputType('CustomIngredientComponentInput', {
  fields: (t) => ({
    amount: t.float({ required: false, description: `0, or ${AMOUNT_MIN_POSITIVE} to ${AMOUNT_MAX.toLocaleString('en-US')}.` }),
    unit: t.string({ required: false, description: 'oz by default.' }),
    ingredient: t.string({ description: 'The base ingredient name.' }),
  }),
});

const CreateCustomIngredientInput = builder.inputType('CreateCustomIngredientInput', {
  fields: (t) => ({
    name: t.string({ description: `Required ("Please fill in all required fields"), at most ${TEXT_LIMITS.ingredient} characters.` }),
    category: t.string({
      description: 'Required: Syrup, Bitters, Tincture, Shrub, Cordial, Liqueur, Infusion, Foam, Garnish, Mix or Other.',
    }),
    yieldAmount: t.float({
      required: false,
      description: `Required: how much one batch makes, ${AMOUNT_MIN_POSITIVE} to ${AMOUNT_MAX.toLocaleString('en-US')}.`,
    }),
    yieldUnit: t.string({ description: 'The unit of yieldAmount (oz by default).', required: false }),
    shelfLife: t.string({ description: 'How long it keeps, free text.', required: false }),
    components: t.field({
      description: `What goes in it, at most ${CUSTOM_INGREDIENT_COMPONENTS_MAX} rows.`,
      type: [CustomIngredientComponentInput],
      required: false,
    }),
    instructions: t.string({
      description: `Preparation Instructions, at most ${TEXT_LIMITS.directions.toLocaleString('en-US')} characters.`,
      required: false,
    }),
  }),
});

const CreateCustomIngredientPayload = builder.objectRef<{ id: number }>('CreateCustomIngredientPayload').implement({
  fields: (t) => ({
    customIngredient: t.prismaField({
      description: 'The custom ingredient created.',
      type: CustomIngredientNode,
      sql: byParent('id'),
      resolve: (query, payload, _args, context) =>
        context.prisma.customIngredient.findUniqueOrThrow({ ...query, where: { id: payload.id } }),
    }),
  }),
});

builder.queryFields((t) => ({
  myCustomIngredients: t.prismaConnection(
    {
      type: 'CustomIngredient',
      cursor: 'id',
      authScopes: { authenticated: true },
      description: "The signed-in member's custom ingredients, newest first.",
      resolve: (query, _root, _args, context) =>
        context.prisma.customIngredient.findMany({ ...query, where: { ownerId: context.viewer!.id }, orderBy: { id: 'desc' } }),
      totalCount: (_root, _args, context) => context.prisma.customIngredient.count({ where: { ownerId: context.viewer!.id } }),
    },
    { name: 'CustomIngredientConnection' },
    { name: 'CustomIngredientEdge' },
  ),
}));

builder.mutationFields((t) => ({
  createCustomIngredient: t.field({
    type: CreateCustomIngredientPayload,
    description: 'Saves a custom ingredient of the signed-in member (name, category and yield amount are required).',
    args: { input: t.arg({ type: CreateCustomIngredientInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => ({ id: await createCustomIngredient(context, context.viewer, input) }),
  }),
}));
