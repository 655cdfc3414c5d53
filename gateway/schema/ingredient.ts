import { builder } from '../builder';

export const IngredientNode = builder.prismaNode('Ingredient', {
  id: { field: 'id' },
  description: 'Something that goes into a cocktail.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    category: t.exposeString('category', { description: 'One of the ingredient categories (spirit, liqueur, ...).' }),
    abv: t.exposeFloat('abv', { nullable: true, description: 'Alcohol by volume, in percent.' }),
    description: t.exposeString('description', { nullable: true }),
    origin: t.exposeString('origin', { nullable: true }),
  }),
});
