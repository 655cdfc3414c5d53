// Garnish names, for the create form's suggestions.
import { builder } from '../builder';
import { suggestGarnishes } from '../domain/ingredients';

builder.queryFields((t) => ({
  garnishSuggestions: t.stringList({
    description: 'Garnishes of the database for what was typed (from 1 character, at most 10).',
    args: { search: t.arg.string() },
    resolve: (_root, { search }, context) => suggestGarnishes(context, search),
  }),
}));
