// Texts that JSON, base64 and SQL treat specially, for property tests of SQL written as JavaScript
// writes it: quotes, backslashes, control characters, line separators, non-ASCII of 2, 3 and 4 UTF-8
// bytes (a surrogate pair in JavaScript), and the separators cursors use. No NUL: no text column holds it.
export const TRICKY_TEXTS = [
  '"',
  "'",
  '\\',
  '/',
  '\n',
  '\r',
  '\t',
  '\b',
  '\f',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u2028',
  '\u2029',
  'é',
  'ß',
  '€',
  '😀',
  '𝄞',
  'a',
  ' ',
  ':',
  ',',
];
