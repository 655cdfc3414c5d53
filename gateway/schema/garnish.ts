// Garnish names, for the create form's suggestions.
import { GARNISH_SUGGESTION_MIN_CHARS, GARNISH_SUGGESTIONS_MAX } from '../../common/constants';
import { countOf } from '../../common/plural';
import { builder } from '../builder';
import { suggestGarnishes } from '../domain/ingredients';

builder.queryFields((t) => ({
  garnishSuggestions: t.stringList({
    description: `Garnishes of the database for what was typed (from ${countOf(GARNISH_SUGGESTION_MIN_CHARS, 'character')}, at most ${GARNISH_SUGGESTIONS_MAX}).`,
    maxItems: GARNISH_SUGGESTIONS_MAX,
    args: { search: t.arg.string({ description: 'What was typed.' }) },
    resolve: (_root, { search }, context) => suggestGarnishes(context, search),
  }),
}));
