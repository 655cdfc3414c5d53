// Search across cocktails, ingredients, people and venues (spec sections 2 to 5).
//
// Each kind is matched on its folded *_search column(s) with trigram-indexed LIKE patterns: a query
// word of 3 or more characters matches anywhere in a word, a 2-character word only at the start of
// one, and every word of the query must match. When that finds nothing, misspelt words are corrected
// to the closest words of the searchable text (pg_trgm similarity on search_words, a table triggers
// keep) and the match runs again: "negorni" finds "Negroni".
// Results are ranked by closeness (the whole name, then names starting with the query, then a word
// starting with it, then any match; cocktails found only by an ingredient come after those), then
// alphabetically. Counting stops at COUNT_LIMIT, so a query matching half the database costs no
// more than one matching a thousand rows: every statement reads at most COUNT_LIMIT + 1 rows.
import { SEARCH_MIN_LENGTH } from '../../common/constants';
import { searchQueryText } from '../../common/search-text';
import type { Viewer } from '../auth/sessions';
import { readRows } from '../db/client';
import { Prisma, type PrismaClient } from '../generated/prisma/client';
import { modelOf } from '../read/model';
import { whereSql } from '../read/prisma-where';
import type { Services } from '../services';
import { visibleCocktailsWhere } from './cocktails';

export const SEARCH_KINDS = ['cocktails', 'ingredients', 'people', 'venues'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Matches are counted up to this many; beyond it a count reads "1000+". */
export const COUNT_LIMIT = 1000;
/** Words shorter than this are never corrected: near spellings of short words are mostly noise. */
export const TYPO_MIN_LENGTH = 4;
/** Longer input is cut here; no name is longer. */
const MAX_QUERY_LENGTH = 100;
const MAX_WORDS = 6;

export interface SearchTerms {
  /** The folded query, as the *_search columns store text. */
  text: string;
  /** Its words that can be matched (2+ characters with a letter or digit), at most 6. */
  words: string[];
}

/** The folded query and its words, or null when there is nothing to search for (under 2 characters). */
export function searchTerms(query: string | null | undefined): SearchTerms | null {
  const text = searchQueryText(query)?.slice(0, MAX_QUERY_LENGTH).trim();
  if (!text) return null;
  const meaningful = (word: string) => /[\p{L}\p{N}]/u.test(word);
  if (!meaningful(text)) return null;
  const words = text.split(' ').filter((word) => word.length >= SEARCH_MIN_LENGTH && meaningful(word));
  // "a b": no word is long enough alone, so the whole text is the one word.
  return { text, words: (words.length ? words : [text]).slice(0, MAX_WORDS) };
}

/** A LIKE pattern matching `text` literally. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One query word against a column, in a form the column's gin_trgm_ops index serves: anywhere for
 * 3+ characters; at the start of a word for 2 (a 2-letter infix has no trigram to look up).
 */
function wordMatches(column: Prisma.Sql, word: string): Prisma.Sql {
  if (word.length >= 3) return Prisma.sql`${column} LIKE ${`%${literal(word)}%`}`;
  return Prisma.sql`(${column} LIKE ${`${literal(word)}%`} OR ${column} LIKE ${`% ${literal(word)}%`})`;
}

/** Every word matches one of the columns. */
function allWordsMatch(words: string[], ...columns: Prisma.Sql[]): Prisma.Sql {
  return Prisma.join(
    words.map((word) => {
      const any = columns.map((column) => wordMatches(column, word));
      return any.length === 1 ? any[0] : Prisma.sql`(${Prisma.join(any, ' OR ')})`;
    }),
    ' AND ',
  );
}

/** 0: the whole text; 1: starts with the query; 2: a word starts with it; 3: any other match. */
function closeness(column: Prisma.Sql, text: string): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${column} = ${text} THEN 0 WHEN ${column} LIKE ${`${literal(text)}%`} THEN 1 WHEN ${column} LIKE ${`% ${literal(text)}%`} THEN 2 ELSE 3 END`;
}

interface KindSql {
  /** The kind's Prisma model: its rows are the kind's nodes, and its rule of who may see them applies. */
  model: string;
  table: Prisma.Sql;
  /** The column results are ranked and sorted by (and near spellings are looked for in). */
  key: Prisma.Sql;
  /** Further columns whose matches rank after every match of the key column (cocktails' ingredients). */
  also?: Prisma.Sql;
}

export const KINDS: Record<SearchKind, KindSql> = {
  cocktails: { model: 'Cocktail', table: Prisma.sql`cocktails`, key: Prisma.sql`c.name_search`, also: Prisma.sql`c.ingredients_search` },
  ingredients: { model: 'Ingredient', table: Prisma.sql`ingredients`, key: Prisma.sql`c.name_search` },
  people: { model: 'User', table: Prisma.sql`users`, key: Prisma.sql`c.search_text` },
  venues: { model: 'Venue', table: Prisma.sql`venues`, key: Prisma.sql`c.search_text` },
};

/** Who may see a kind's rows, as the kind's one rule (a Prisma where): the cocktail's; the other kinds have none. */
export function searchRuleOf(kind: SearchKind, viewer: Viewer | null): Prisma.CocktailWhereInput | undefined {
  return kind === 'cocktails' ? visibleCocktailsWhere(viewer) : undefined;
}

/**
 * Each kind's rule as a condition on its row `c`, as the statement that matches the kind applies it:
 * written from searchRuleOf by whereSql (the read path's own writer: request.where).
 */
export type SearchRules = (kind: SearchKind) => Prisma.Sql;

/** SearchRules for a viewer, from the Prisma model (the rules' one definition, written as SQL). */
export function searchRulesOf(prisma: PrismaClient, viewer: Viewer | null): SearchRules {
  return (kind) => whereSql(modelOf(prisma, KINDS[kind].model), 'c', searchRuleOf(kind, viewer) as Record<string, unknown> | undefined);
}

const CAP = COUNT_LIMIT + 1;

/**
 * The matching statement: one row, `ids`, of up to COUNT_LIMIT + 1 matches, best first.
 *
 * Each set of matches is a MATERIALIZED CTE: planned as if every match were read, so the planner takes
 * the trigram index rather than a sequential scan it hopes to stop early; read lazily, so the LIMIT
 * still stops it after COUNT_LIMIT + 1 rows, however many match.
 */
export function matchSql(kind: SearchKind, terms: SearchTerms, rules: SearchRules): Prisma.Sql {
  const { table, key, also } = KINDS[kind];
  const visible = rules(kind);
  const byKey = Prisma.sql`
    by_key AS MATERIALIZED (
      SELECT c.id, ${key} AS sort_key, ${closeness(key, terms.text)} AS closeness
      FROM ${table} c
      WHERE ${visible} AND ${allWordsMatch(terms.words, key)}
    ),
    key_page AS (SELECT * FROM by_key LIMIT ${CAP})`;
  // One row holding the ids in order: reading a thousand rows through Prisma costs the gateway ms of CPU.
  const ids = Prisma.sql`SELECT coalesce(array_agg(id ORDER BY closeness, sort_key, id), '{}') AS ids`;
  if (!also) return Prisma.sql`WITH ${byKey} ${ids} FROM key_page`;
  // Matches through the other columns only (cocktails by ingredient) rank after all of those, and are
  // not read at all when the key column already gave COUNT_LIMIT + 1.
  return Prisma.sql`
    WITH ${byKey},
    by_also AS MATERIALIZED (
      SELECT c.id, ${key} AS sort_key, 4 AS closeness
      FROM ${table} c
      WHERE ${visible} AND ${terms.words.length === 1 ? allWordsMatch(terms.words, also) : allWordsMatch(terms.words, key, also)}
        AND NOT (${allWordsMatch(terms.words, key)})
    )
    ${ids} FROM (
      SELECT * FROM key_page
      UNION ALL
      (SELECT * FROM by_also LIMIT (SELECT ${CAP} - count(*) FROM key_page))
    ) matched`;
}

/**
 * The correction statement: for each query word of 4 or more letters, the closest word of the
 * searchable text (search_words, by trigram similarity), unless the word is already the start of one.
 * Rows: the word's position (1-based) and its correction.
 */
export function correctionSql(words: readonly string[]): Prisma.Sql {
  // One branch a word, the word a bound value: the planner needs the value to use the trigram index.
  const branches = words.flatMap((word, index) =>
    word.length < TYPO_MIN_LENGTH
      ? []
      : [
          Prisma.sql`(SELECT ${index + 1}::int AS n, w.word FROM search_words w
            WHERE w.word % ${word} AND NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word LIKE ${`${literal(word)}%`})
            ORDER BY similarity(w.word, ${word}) DESC, w.word
            LIMIT 1)`,
        ],
  );
  return branches.length ? Prisma.join(branches, ' UNION ALL ') : Prisma.sql`SELECT 1 AS n, '' AS word WHERE FALSE`;
}

export interface SearchMatches {
  /** Ids of the matches, best first, at most COUNT_LIMIT. */
  ids: number[];
  /** How many match, counted up to COUNT_LIMIT. */
  count: number;
  /** False when more than COUNT_LIMIT match. */
  countIsExact: boolean;
}

export const NO_MATCHES: SearchMatches = { ids: [], count: 0, countIsExact: true };

/** SearchMatches of the ids a matching statement found (up to COUNT_LIMIT + 1). */
function matchesOf(ids: number[]): SearchMatches {
  return { ids: ids.slice(0, COUNT_LIMIT), count: Math.min(ids.length, COUNT_LIMIT), countIsExact: ids.length <= COUNT_LIMIT };
}

/** matchesOf in SQL, over the `ids` (an int[]) of a matching statement: the ids, the count and whether it is exact. */
export const matchesSql = {
  ids: (ids: Prisma.Sql) => Prisma.sql`(${ids})[1:${Prisma.raw(String(COUNT_LIMIT))}]`,
  count: (ids: Prisma.Sql) => Prisma.sql`least(cardinality(${ids}), ${Prisma.raw(String(COUNT_LIMIT))})`,
  countIsExact: (ids: Prisma.Sql) => Prisma.sql`(cardinality(${ids}) <= ${Prisma.raw(String(COUNT_LIMIT))})`,
};

/**
 * The matching statement of several kinds: one row, one column a kind named after it, each column the
 * `ids` of its matchSql. The kinds go in SEARCH_KINDS order, so the same kinds make the same statement.
 */
export function matchingSql(kinds: readonly SearchKind[], terms: SearchTerms, rules: SearchRules): Prisma.Sql {
  const columns = SEARCH_KINDS.filter((kind) => kinds.includes(kind)).map(
    (kind) => Prisma.sql`(${matchSql(kind, terms, rules)}) AS ${Prisma.raw(kind)}`,
  );
  return Prisma.sql`SELECT ${Prisma.join(columns, ', ')}`;
}

/** The query with the correction statement's words (its rows: a word's position, 1-based, and its correction). */
export function correctedTerms(terms: SearchTerms, corrections: ReadonlyArray<{ n: number; word: string }>): SearchTerms {
  const words = [...terms.words];
  for (const { n, word } of corrections) words[n - 1] = word;
  return { text: words.join(' '), words };
}

/** What a search's row (searchRowSql) found when some kind matched nothing and some word has a correction. */
export interface SearchRetry {
  /** Which search's row the retry is for (searchRowSql's `key`). */
  key: string;
  /** The correction statement's rows. */
  corrections: Array<{ n: number; word: string }>;
  /** The kinds that matched nothing as typed. */
  empty: SearchKind[];
}

/**
 * A search as one row, for a statement that builds its answer from it (the read path's Query.search,
 * schema/search.ts): `query` (the query as searched), the matches of each of `kinds` (a column each, as
 * matchingSql's, with its kind's terms) and `again` (for the row `key`). With `spelling` (a first attempt, with words long
 * enough to correct), `again` is a SearchRetry when a kind matched nothing and the correction statement
 * finds some word's correction: the search must then be matched anew, those kinds with the corrected
 * query (Search.find's order, in one statement instead of three). Otherwise null.
 *
 * The matches are a sub-select kept whole (OFFSET 0): each kind matched once however often its column
 * is read, and a kind whose column nothing reads is not matched (PostgreSQL leaves out unread columns).
 */
export function searchRowSql(
  query: string,
  key: string,
  kinds: readonly SearchKind[],
  termsOf: (kind: SearchKind) => SearchTerms,
  rules: SearchRules,
  spelling: SearchTerms | null,
): Prisma.Sql {
  const asked = SEARCH_KINDS.filter((kind) => kinds.includes(kind));
  const columns = asked.map((kind) => Prisma.sql`, (${matchSql(kind, termsOf(kind), rules)}) AS ${Prisma.raw(kind)}`);
  // No kind asked (a selection of the query alone): the row has the query only (Prisma.join refuses an empty list).
  const matched = Prisma.sql`SELECT ${query}::text AS query${columns.length ? Prisma.join(columns, '') : Prisma.empty} OFFSET 0`;
  if (!spelling || !asked.length || !spelling.words.some((word) => word.length >= TYPO_MIN_LENGTH)) {
    return Prisma.sql`SELECT m.*, NULL::json AS again FROM (${matched}) m`;
  }
  const empty = Prisma.join(
    asked.map((kind) => Prisma.sql`CASE WHEN m.${Prisma.raw(kind)} = '{}' THEN ${Prisma.raw(`'${kind}'`)} END`),
    ', ',
  );
  // The correction is looked up only when a kind matched nothing (a CASE's branch runs only when taken).
  return Prisma.sql`SELECT m.*, CASE WHEN ${Prisma.join(
    asked.map((kind) => Prisma.sql`m.${Prisma.raw(kind)} = '{}'`),
    ' OR ',
  )} THEN (
      SELECT json_build_object('key', ${key}::text, 'corrections', json_agg(json_build_object('n', x.n, 'word', x.word)),
        'empty', to_json(array_remove(ARRAY[${empty}]::text[], NULL)))
      FROM (${correctionSql(spelling.words)}) x
      HAVING count(*) > 0
    ) END AS again
    FROM (${matched}) m`;
}

/** The matches of each of `kinds`, in one statement (matchingSql). */
async function matching(
  { prisma }: Pick<Services, 'prisma'>,
  kinds: readonly SearchKind[],
  terms: SearchTerms,
  viewer: Viewer | null,
): Promise<Map<SearchKind, SearchMatches>> {
  // Straight to the pool on PostgreSQL, as the read path's statements (readRows, decision 0058), and
  // prepared (decision 0060: its generic plan measured no slower than a custom one, down to two-letter words).
  const [row] = await readRows<Record<string, number[]>>(prisma, matchingSql(kinds, terms, searchRulesOf(prisma, viewer)), {
    prepared: true,
  });
  return new Map(kinds.map((kind) => [kind, matchesOf(row[kind])]));
}

/**
 * One search, as graphql-js resolves it (the read path matches in SQL: searchRowSql): each kind is
 * matched once, however often it is asked for, and the kinds asked for in the same turn of the event
 * loop (the fields of one search, resolved side by side) in one statement. A kind that matches nothing
 * is matched again with misspelt words corrected ("negorni" -> "negroni"); the correction is looked up
 * once for all kinds.
 */
export class Search {
  private readonly found = new Map<SearchKind, Promise<SearchMatches>>();
  private correction?: Promise<SearchTerms | null>;
  /** The kinds waiting for this turn's statement, by the terms they are matched with. */
  private readonly waiting = new Map<SearchTerms, { kinds: SearchKind[]; matched: Promise<Map<SearchKind, SearchMatches>> }>();

  constructor(
    private readonly services: Pick<Services, 'prisma'>,
    readonly terms: SearchTerms | null,
    readonly viewer: Viewer | null,
  ) {}

  matches(kind: SearchKind): Promise<SearchMatches> {
    let found = this.found.get(kind);
    if (!found) {
      found = this.find(kind);
      this.found.set(kind, found);
    }
    return found;
  }

  private async find(kind: SearchKind): Promise<SearchMatches> {
    if (!this.terms) return NO_MATCHES;
    const exact = await this.matched(kind, this.terms);
    if (exact.count > 0) return exact;
    const corrected = await this.corrected();
    return corrected ? this.matched(kind, corrected) : exact;
  }

  /** The matches of `kind` with `terms`, from the statement of every kind asked for with them in this turn. */
  private async matched(kind: SearchKind, terms: SearchTerms): Promise<SearchMatches> {
    let batch = this.waiting.get(terms);
    if (!batch) {
      const kinds: SearchKind[] = [];
      const matched = new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => {
        this.waiting.delete(terms);
        return matching(this.services, kinds, terms, this.viewer);
      });
      batch = { kinds, matched };
      this.waiting.set(terms, batch);
    }
    batch.kinds.push(kind);
    return (await batch.matched).get(kind)!;
  }

  /** The query with its misspelt words corrected, or null when no word needs it. */
  corrected(): Promise<SearchTerms | null> {
    this.correction ??= (async () => {
      const terms = this.terms;
      if (!terms || !terms.words.some((word) => word.length >= TYPO_MIN_LENGTH)) return null;
      const rows = await this.services.prisma.$queryRaw<Array<{ n: number; word: string }>>(correctionSql(terms.words));
      return rows.length ? correctedTerms(terms, rows) : null;
    })();
    return this.correction;
  }
}

/** Orders rows loaded by id the way `ids` lists them (dropping any that vanished in between). */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
