// What a garnish suggestion is: a short name ("Lime wheel", "Orange twist, rosemary sprig"), not the
// sentence a recipe says it in ("Garnish with a lime wheel.", "Squeeze oil from lemon peel onto the
// drink."). Cocktails keep their garnish as written; the create form's suggestions (the garnishes
// table, and garnishSuggestions over it) take only what this gives.

/** At most this many words and characters: a name, not an instruction. */
export const GARNISH_SUGGESTION_MAX_WORDS = 5;
export const GARNISH_SUGGESTION_MAX_CHARS = 40;

// "Garnish with", "Optionally garnish with", "Garnish optionally with".
const LEAD_IN = /^(?:optionally\s+)?garnish(?:ed)?\s+(?:optionally\s+)?with\s+/i;
const ARTICLE = /^(?:optional\s+)?(?:(?:an?|the)\s+)?/i;
// What says there is none.
const NONE = /^(?:n\/?a|none|-+)$/i;
// "... for garnish", "... (optional)", "... on top", and closing punctuation.
const TAIL = /(?:\s+for\s+garnish|\s*\(optional\)|\s+on\s+top|[\s.!,;]+)$/i;
// How an instruction starts ("Squeeze oil...", "Sprinkle ground nutmeg", "Any of the following").
const INSTRUCTION =
  /^(?:add|any|discard|drop|dust|express|few|float|place|rim|rub|serve|spray|sprinkle|squeeze|top|use|optionally|garnish)\b/i;

/** The garnish as a suggestion, or null when what was written is an instruction rather than a name. */
export function garnishSuggestionOf(written: string | null | undefined): string | null {
  let text = (written ?? '').trim();
  // Several lines are several garnishes, or a method.
  if (!text || /[\r\n]/.test(text)) return null;
  text = text.replace(/\s+/g, ' ').replace(LEAD_IN, '').replace(ARTICLE, '');
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(TAIL, '');
  }
  if (!text || NONE.test(text) || INSTRUCTION.test(text) || /[.:;!?()]/.test(text)) return null;
  if (text.length > GARNISH_SUGGESTION_MAX_CHARS || text.split(' ').length > GARNISH_SUGGESTION_MAX_WORDS) return null;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
