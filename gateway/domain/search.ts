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
import { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';

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

/**
 * visibleCocktailsWhere (domain/cocktails.ts) in SQL: public cocktails, the viewer's own, and every
 * cocktail for admins. A test holds the two to the same rows.
 */
export function visibleCocktailsSql(viewer: Viewer | null): Prisma.Sql {
  if (viewer?.isAdmin) return Prisma.sql`TRUE`;
  if (viewer) return Prisma.sql`(c.visibility = 'public' OR c.creator_id = ${viewer.id})`;
  return Prisma.sql`c.visibility = 'public'`;
}

interface KindSql {
  table: Prisma.Sql;
  /** The column results are ranked and sorted by (and near spellings are looked for in). */
  key: Prisma.Sql;
  /** Further columns whose matches rank after every match of the key column (cocktails' ingredients). */
  also?: Prisma.Sql;
  visible: (viewer: Viewer | null) => Prisma.Sql;
}

const KINDS: Record<SearchKind, KindSql> = {
  cocktails: {
    table: Prisma.sql`cocktails`,
    key: Prisma.sql`c.name_search`,
    also: Prisma.sql`c.ingredients_search`,
    visible: visibleCocktailsSql,
  },
  ingredients: { table: Prisma.sql`ingredients`, key: Prisma.sql`c.name_search`, visible: () => Prisma.sql`TRUE` },
  people: { table: Prisma.sql`users`, key: Prisma.sql`c.search_text`, visible: () => Prisma.sql`TRUE` },
  venues: { table: Prisma.sql`venues`, key: Prisma.sql`c.search_text`, visible: () => Prisma.sql`TRUE` },
};

const CAP = COUNT_LIMIT + 1;

/**
 * The matching statement: one row, `ids`, of up to COUNT_LIMIT + 1 matches, best first.
 *
 * Each set of matches is a MATERIALIZED CTE: planned as if every match were read, so the planner takes
 * the trigram index rather than a sequential scan it hopes to stop early; read lazily, so the LIMIT
 * still stops it after COUNT_LIMIT + 1 rows, however many match.
 */
export function matchSql(kind: SearchKind, terms: SearchTerms, viewer: Viewer | null): Prisma.Sql {
  const { table, key, also, visible } = KINDS[kind];
  const byKey = Prisma.sql`
    by_key AS MATERIALIZED (
      SELECT c.id, ${key} AS sort_key, ${closeness(key, terms.text)} AS closeness
      FROM ${table} c
      WHERE ${visible(viewer)} AND ${allWordsMatch(terms.words, key)}
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
      WHERE ${visible(viewer)} AND ${terms.words.length === 1 ? allWordsMatch(terms.words, also) : allWordsMatch(terms.words, key, also)}
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

/**
 * A page of a kind's matches built in the statement that matches the kind (the search screen's pages,
 * schema/search.ts): `count` ids from `offset` (the page and one more, for hasNextPage; never past
 * COUNT_LIMIT), and the JSON text of their nodes as an SQL expression of those ids (an int[]).
 */
export interface PageRequest {
  offset: number;
  count: number;
  nodes: (ids: Prisma.Sql) => Prisma.Sql;
}

/**
 * The matching statement of several kinds: one row, one column a kind named after it, each column the
 * `ids` of its matchSql. The kinds go in SEARCH_KINDS order, so the same kinds make the same statement.
 * With `pages`, one more column each (`p0`, `p1`, ...): the page's nodes, from its kind's ids.
 */
export function matchingSql(
  kinds: readonly SearchKind[],
  terms: SearchTerms,
  viewer: Viewer | null,
  pages: ReadonlyArray<{ kind: SearchKind; page: PageRequest }> = [],
): Prisma.Sql {
  const columns = SEARCH_KINDS.filter((kind) => kinds.includes(kind)).map(
    (kind) => Prisma.sql`(${matchSql(kind, terms, viewer)}) AS ${Prisma.raw(kind)}`,
  );
  if (!pages.length) return Prisma.sql`SELECT ${Prisma.join(columns, ', ')}`;
  const built = pages.map(({ kind, page }, index) => {
    // PostgreSQL's slices are 1-based and inclusive; the statement reads COUNT_LIMIT + 1 ids, the count stops at COUNT_LIMIT.
    const ids = Prisma.sql`m.${Prisma.raw(kind)}[${page.offset}::int + 1 : least(${page.offset}::int + ${page.count}::int, ${COUNT_LIMIT}::int)]`;
    return Prisma.sql`${page.nodes(ids)} AS ${Prisma.raw(`p${index}`)}`;
  });
  // MATERIALIZED: each kind matched once; as a plain sub-select, each reference to its column (the ids,
  // then a page's slice of them) would be a copy of its matching, run again.
  return Prisma.sql`WITH m AS MATERIALIZED (SELECT ${Prisma.join(columns, ', ')}) SELECT m.*, ${Prisma.join(built, ', ')} FROM m`;
}

/** What one matching statement found: each kind's matches, and the pages built with them (in the order asked). */
interface Matched {
  matches: Map<SearchKind, SearchMatches>;
  pages: string[];
}

/** The matches of each of `kinds`, and the `pages` asked for, in one statement (matchingSql). */
async function matching(
  { prisma }: Pick<Services, 'prisma'>,
  kinds: readonly SearchKind[],
  terms: SearchTerms,
  viewer: Viewer | null,
  pages: ReadonlyArray<{ kind: SearchKind; page: PageRequest }>,
): Promise<Matched> {
  // Straight to the pool on PostgreSQL, as the shaped reads (readRows, decision 0058), and prepared
  // (decision 0060: its generic plan measured no slower than a custom one, down to two-letter words).
  const [row] = await readRows<Record<string, number[] | string>>(prisma, matchingSql(kinds, terms, viewer, pages), { prepared: true });
  return {
    matches: new Map(kinds.map((kind) => [kind, matchesOf(row[kind] as number[])])),
    pages: pages.map((_, index) => row[`p${index}`] as string),
  };
}

/**
 * One search: each kind is matched once, however often it is asked for, and the kinds asked for in the
 * same turn of the event loop (the fields of one search, resolved side by side) in one statement. A kind
 * that matches nothing is matched again with misspelt words corrected ("negorni" -> "negroni"); the
 * correction is looked up once for all kinds.
 */
export class Search {
  private readonly found = new Map<SearchKind, Promise<SearchMatches>>();
  private correction?: Promise<SearchTerms | null>;
  /** The kinds (and pages) waiting for this turn's statement, by the terms they are matched with. */
  private readonly waiting = new Map<
    SearchTerms,
    { kinds: SearchKind[]; pages: Array<{ kind: SearchKind; page: PageRequest }>; matched: Promise<Matched> }
  >();

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

  /**
   * The JSON text of a page of `kind`'s nodes, built in the statement that matches `kind` as typed, when
   * it is asked for in the same turn as that matching (decision 0063); undefined when `kind` was matched
   * in an earlier turn, or matched nothing as typed (its matches are then the corrected query's, whose
   * page the caller builds). A failed statement is the matches' error: the page is then undefined.
   */
  pageNodes(kind: SearchKind, page: PageRequest): Promise<string | undefined> {
    if (!this.terms) return Promise.resolve(undefined);
    void this.matches(kind);
    // matches() puts the kind in this turn's batch of the query as typed, unless it was matched before.
    const batch = this.waiting.get(this.terms);
    if (!batch?.kinds.includes(kind)) return Promise.resolve(undefined);
    const index = batch.pages.push({ kind, page }) - 1;
    return batch.matched.then(
      (matched) => (matched.matches.get(kind)!.count > 0 ? matched.pages[index] : undefined),
      () => undefined,
    );
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
      const pages: Array<{ kind: SearchKind; page: PageRequest }> = [];
      const matched = new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => {
        this.waiting.delete(terms);
        return matching(this.services, kinds, terms, this.viewer, pages);
      });
      batch = { kinds, pages, matched };
      this.waiting.set(terms, batch);
    }
    batch.kinds.push(kind);
    return (await batch.matched).matches.get(kind)!;
  }

  /** The query with its misspelt words corrected, or null when no word needs it. */
  corrected(): Promise<SearchTerms | null> {
    this.correction ??= (async () => {
      const terms = this.terms;
      if (!terms || !terms.words.some((word) => word.length >= TYPO_MIN_LENGTH)) return null;
      const rows = await this.services.prisma.$queryRaw<Array<{ n: number; word: string }>>(correctionSql(terms.words));
      if (!rows.length) return null;
      const words = [...terms.words];
      for (const { n, word } of rows) words[n - 1] = word;
      return { text: words.join(' '), words };
    })();
    return this.correction;
  }
}

/** Orders rows loaded by id the way `ids` lists them (dropping any that vanished in between). */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
