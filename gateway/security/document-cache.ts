// Parsed and validated documents, kept per process, in place of Yoga's own cache (decision 0063).
// Yoga's useParserAndValidationCache keys each validation by the names of the rules it ran, joined into
// one string on every request (29 rules: about a tenth of `{ __typename }`'s time in Yoga). This
// server's rules are the same for every request (graphql-js's specified rules and graphql-armor's,
// which armor adds alike to each validation) and its schema never changes, so a document's validation
// is kept per document alone. Documents are kept as Yoga keeps them: by their text, in an LRU of 1,024,
// a text that failed to parse with its error (sent again, it fails again without being parsed), and at
// most 16 MB of text in all (decision 0064: a body may hold a megabyte of text that parses, a long
// string or comment, and 1,024 of them would be a gigabyte).
import type { DocumentNode, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';

/** Document texts kept: Yoga's default (every operation the web app and /api send fits many times over). */
export const DOCUMENTS_KEPT = 1024;
/** Characters of document text kept in all (their parsed documents are of the same order). */
export const DOCUMENT_TEXT_KEPT = 8 * 1024 * 1024;

/** The documents a plugin keeps (tests read its size). */
export type DocumentCache = LRUCache<string, DocumentNode | Error>;

/** An empty cache of documents, within DOCUMENTS_KEPT and DOCUMENT_TEXT_KEPT. */
export function documentCache(): DocumentCache {
  return new LRUCache({ max: DOCUMENTS_KEPT, maxSize: DOCUMENT_TEXT_KEPT, sizeCalculation: (_document, text) => Math.max(1, text.length) });
}

export function documentCachePlugin(documents: DocumentCache = documentCache()): Plugin {
  // Weak: a document the LRU let go takes its validation with it.
  const validations = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    onParse({ params, setParsedDocument }) {
      const text = params.source.toString();
      const known = documents.get(text);
      if (known instanceof Error) throw known;
      if (known) return setParsedDocument(known);
      return ({ result }) => {
        if (result != null) documents.set(text, result as DocumentNode | Error);
      };
    },
    onValidate({ params: { documentAST }, setResult }) {
      const known = validations.get(documentAST);
      if (known) return setResult(known);
      return ({ result }) => {
        // graphql-js's validate answers GraphQLErrors (envelop's type says Error).
        validations.set(documentAST, result as readonly GraphQLError[]);
      };
    },
  };
}
