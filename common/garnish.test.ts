import { describe, expect, it } from 'vitest';
import cocktails from '../prisma/seed/data/bar-assistant/cocktails.json' with { type: 'json' };
import { GARNISH_SUGGESTION_MAX_CHARS, GARNISH_SUGGESTION_MAX_WORDS, garnishSuggestionOf } from './garnish';

describe('a garnish suggestion', () => {
  it('is the short name a recipe gives, as written', () => {
    expect(garnishSuggestionOf('Lemon twist')).toBe('Lemon twist');
    expect(garnishSuggestionOf('Orange twist, rosemary sprig')).toBe('Orange twist, rosemary sprig');
    expect(garnishSuggestionOf('  lime   wheel ')).toBe('Lime wheel');
    expect(garnishSuggestionOf('Angostura bitters')).toBe('Angostura bitters');
  });

  it('drops what a sentence wraps around the name', () => {
    expect(garnishSuggestionOf('Garnish with a lime wheel.')).toBe('Lime wheel');
    expect(garnishSuggestionOf('Garnish with an orange twist (optional).')).toBe('Orange twist');
    expect(garnishSuggestionOf('grapefruit peel for garnish')).toBe('Grapefruit peel');
    expect(garnishSuggestionOf('Optionally garnish with a lemon or orange zest.')).toBe('Lemon or orange zest');
    expect(garnishSuggestionOf('Half a passion fruit on top')).toBe('Half a passion fruit');
    expect(garnishSuggestionOf('Optional mint leaf')).toBe('Mint leaf');
  });

  it('is nothing for an instruction, several lines or a long sentence', () => {
    for (const written of [
      'Squeeze oil from lemon peel onto the drink.',
      'Sprinkle ground nutmeg on top.',
      'Twist a grapefruit peel over the top and discard',
      'Cherry at the bottom of the cocktail',
      'pinch smoked sea salt for garnish\n\nlemon twist for garnish',
      'Any of the following to spice your cocktail: Lime, lemon, cucumber, mint, orange peel, juniper berries',
      'Top end (stem) of the chilli pepper',
      'N/A',
      '',
      null,
    ]) {
      expect(garnishSuggestionOf(written)).toBeNull();
    }
  });

  it('is short for every garnish of the seeded recipes, and most of them give one', () => {
    const written = (cocktails as Array<{ garnish: string | null }>).map((cocktail) => cocktail.garnish).filter(Boolean);
    const suggestions = written.map(garnishSuggestionOf).filter((name): name is string => name !== null);
    for (const name of suggestions) {
      expect(name.length).toBeLessThanOrEqual(GARNISH_SUGGESTION_MAX_CHARS);
      expect(name.split(' ').length).toBeLessThanOrEqual(GARNISH_SUGGESTION_MAX_WORDS);
      expect(name).not.toMatch(/^garnish|[.:;\n]/i);
    }
    expect(suggestions.length).toBeGreaterThan(written.length / 2);
  });
});
