import type { SearchKind } from '@anpfiff/schemas/search/search-query';

/**
 * Index settings and mappings of the distributed search engine, shared by OpenSearch and Elasticsearch
 * (both speak this part of the DSL alike). Documents arrive folded by `german-text.ts` already, as they
 * do in the pg adapter; the analyzers fold again so that text typed into Dashboards or a raw query
 * meets the same spelling (german_normalization: ä → a, ae → a, ß → ss; asciifolding: é → e).
 */

/** Lower case and German/ASCII folding, no stemming: what the prefix and near-spelling paths compare. */
const FOLDING = ['lowercase', 'german_normalization', 'asciifolding'];

/** Longest prefix the type-ahead path indexes; a longer typed word still matches through its stem. */
export const MAX_PREFIX_LENGTH = 20;

export const INDEX_SETTINGS = {
  // One shard keeps term statistics (and so the ranking) identical to a single table; a kind holds a
  // few hundred thousand small documents at most. A replica wherever a second node exists.
  number_of_shards: 1,
  auto_expand_replicas: '0-1',
  analysis: {
    filter: {
      // Snowball German, the stemmer of the pg adapter's text search configuration (migration 0005), so
      // both engines reduce a word to the same stem (Jugendliche and Jugend, Beruflich and Beruf); the
      // light_german stemmer kept dozens of such pairs apart. It runs after the folding, as in the pg
      // adapter, which stems text german-text.ts has folded already.
      anpfiff_german_stemmer: { type: 'snowball', language: 'German' },
      anpfiff_edge_ngram: { type: 'edge_ngram', min_gram: 1, max_gram: MAX_PREFIX_LENGTH },
    },
    analyzer: {
      // No stop words, as in the pg adapter's text search configuration: "Der Club" stays findable.
      anpfiff_german: {
        type: 'custom',
        tokenizer: 'standard',
        filter: [...FOLDING, 'anpfiff_german_stemmer'],
      },
      anpfiff_folded: { type: 'custom', tokenizer: 'standard', filter: FOLDING },
      anpfiff_prefix: { type: 'custom', tokenizer: 'standard', filter: [...FOLDING, 'anpfiff_edge_ngram'] },
    },
  },
} as const;

/**
 * A searchable text: stemmed for words, `.prefix` (edge n-grams, searched whole) for the word still being
 * typed and, where near spellings count, `.folded` (whole folded words) for fuzzy matching.
 */
function textField(withFolded: boolean) {
  return {
    type: 'text',
    analyzer: 'anpfiff_german',
    fields: {
      prefix: { type: 'text', analyzer: 'anpfiff_prefix', search_analyzer: 'anpfiff_folded' },
      ...(withFolded ? { folded: { type: 'text', analyzer: 'anpfiff_folded' } as const } : {}),
    },
  } as const;
}

export const INDEX_MAPPINGS = {
  // A field nobody mapped is a mistake in the projection, not something to guess a type for.
  dynamic: 'strict',
  properties: {
    id: { type: 'keyword' },
    country: { type: 'keyword' },
    state: { type: 'keyword' },
    clubId: { type: 'keyword' },
    // The document's functions plus their parents, so a filter or facet on a parent counts the children.
    clubFunctions: { type: 'keyword' },
    location: { type: 'geo_point' },
    createdAt: { type: 'date' },
    // Near spellings only in the title, as in the pg adapter: names are what people misspell.
    title: textField(true),
    keywords: textField(false),
    body: textField(false),
    // Returned as it is, never searched.
    card: { type: 'object', enabled: false },
  },
} as const;

/** Weights of the text fields: the pg adapter's A/B/C ranks (1, 0.4, 0.2) as boosts. */
export const FIELD_BOOSTS = { title: 5, keywords: 2, body: 1 } as const;

/**
 * Names of one kind's indices. Readers and writers use the alias; a rebuild fills a fresh index that a
 * second alias marks while it runs, so that changes made meanwhile reach it too.
 */
export interface KindIndexNames {
  alias: string;
  rebuildAlias: string;
  /** Marks a running rebuild's removal markers (removal-markers.ts), beside its fresh index. */
  removedAlias: string;
  /** The index `prepare` creates on an empty cluster; a fixed name, so two starting processes agree. */
  initialIndex: string;
  /** A fresh index for a rebuild, named by the time it started. */
  freshIndex(now: Date): string;
}

export function kindIndexNames(prefix: string, kind: SearchKind): KindIndexNames {
  const alias = `${prefix}-${kind}`;
  return {
    alias,
    rebuildAlias: `${alias}-rebuilding`,
    removedAlias: `${alias}-rebuilding-removed`,
    initialIndex: `${alias}-initial`,
    freshIndex: (now) => `${alias}-${now.toISOString().replace(/[^0-9]/g, '')}`,
  };
}

/** Index name prefixes are lower case letters, digits and dashes: safe in every index and alias name. */
export function isValidIndexPrefix(prefix: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,40}$/.test(prefix);
}
