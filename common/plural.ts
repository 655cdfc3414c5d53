// Counts in words: the singular for exactly one, the plural otherwise ("1 cocktail", "0 cocktails",
// "12 cocktails"). Every count the app writes beside its noun goes through here (decision 0067), and so
// does "a" or "an" before a noun.

/** The noun for `count`: `one` for exactly 1, `many` (by default `one` + "s") otherwise. */
export function nounFor(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** `count` and its noun: "1 like", "3 likes", "1 match", "2 matches" (with `many` given). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${nounFor(count, one, many)}`;
}

/**
 * `noun` after its indefinite article, by its sound: "an Event", "an admin", "a User", "a bartender". Our
 * nouns that start with a u say "you" (User), so only a, e, i and o take "an".
 */
export function withArticle(noun: string): string {
  return `${/^[aeio]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
