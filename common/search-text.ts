// The searchable form of a text: lower-case, accents and typographic quotes folded, spaces collapsed.
// Stored in *_search columns (trigram-indexed) and applied to queries, so "frappe" finds "Frappé"
// on PGlite and PostgreSQL alike without the unaccent extension.

const foldings: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u2032': "'",
  '\u201C': '"', '\u201D': '"', '\u201E': '"',
  '\u2013': '-', '\u2014': '-',
  '\u00DF': 'ss', '\u00E6': 'ae', '\u0153': 'oe', '\u00F8': 'o', '\u0142': 'l', '\u0111': 'd', '\u00F0': 'd', '\u00FE': 'th',
  '\u2116': 'no',
};

export function toSearchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u201C\u201D\u201E\u2013\u2014\u00DF\u00E6\u0153\u00F8\u0142\u0111\u00F0\u00FE\u2116]/g, (c) => foldings[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}
