import type { estypes } from '@elastic/elasticsearch';
import { describe, expect, it } from 'vitest';
import { jobDoc } from '../search-engine.contract';
import { indexDocument } from './opensearch-search-engine';
import {
  FIELD_BOOSTS,
  INDEX_MAPPINGS,
  INDEX_SETTINGS,
  isValidIndexPrefix,
  kindIndexNames,
} from './search-index-mappings';

const FOLDING = ['lowercase', 'german_normalization', 'asciifolding'];

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };

describe('index definition', () => {
  it('type-checks as Elasticsearch 8 settings and mappings, the DSL OpenSearch shares', () => {
    // The assignments are the test: a misspelt field type or analyzer option fails the typecheck.
    const settings: estypes.IndicesIndexSettings = INDEX_SETTINGS as Mutable<typeof INDEX_SETTINGS>;
    const mappings: estypes.MappingTypeMapping = INDEX_MAPPINGS as Mutable<typeof INDEX_MAPPINGS>;
    expect(settings).toBe(INDEX_SETTINGS);
    expect(mappings).toBe(INDEX_MAPPINGS);
  });
});

describe('index settings', () => {
  it('folds umlauts, ß and accents, then stems German words as the pg adapter does, without stop words', () => {
    const { analyzer, filter } = INDEX_SETTINGS.analysis;
    expect(analyzer.anpfiff_german).toEqual({
      type: 'custom',
      tokenizer: 'standard',
      filter: [...FOLDING, 'anpfiff_german_stemmer'],
    });
    // Snowball German on folded words, as migration 0005's dictionary stems the folded texts in Postgres.
    expect(filter.anpfiff_german_stemmer).toEqual({ type: 'snowball', language: 'German' });
    expect(JSON.stringify(INDEX_SETTINGS)).not.toMatch(/stop/);
  });

  it('indexes edge n-grams for type-ahead and searches them with the whole folded word', () => {
    const { analyzer, filter } = INDEX_SETTINGS.analysis;
    expect(analyzer.anpfiff_prefix.filter).toEqual([...FOLDING, 'anpfiff_edge_ngram']);
    expect(filter.anpfiff_edge_ngram).toMatchObject({ type: 'edge_ngram', min_gram: 1 });
    expect(analyzer.anpfiff_folded.filter).toEqual(FOLDING);
  });

  it('keeps a kind in one shard, so ranking statistics are those of the whole index', () => {
    expect(INDEX_SETTINGS.number_of_shards).toBe(1);
  });
});

describe('index mappings', () => {
  const { properties } = INDEX_MAPPINGS;

  it('maps facets and filters as keywords, the location as geo_point and the age as date', () => {
    for (const field of ['id', 'country', 'state', 'clubId', 'clubFunctions'] as const) {
      expect(properties[field]).toEqual({ type: 'keyword' });
    }
    expect(properties.location).toEqual({ type: 'geo_point' });
    expect(properties.createdAt).toEqual({ type: 'date' });
  });

  it('analyses texts in German with a prefix field, and the title also for near spellings', () => {
    const prefix = { type: 'text', analyzer: 'anpfiff_prefix', search_analyzer: 'anpfiff_folded' };
    expect(properties.title).toEqual({
      type: 'text',
      analyzer: 'anpfiff_german',
      fields: { prefix, folded: { type: 'text', analyzer: 'anpfiff_folded' } },
    });
    expect(properties.keywords).toEqual({ type: 'text', analyzer: 'anpfiff_german', fields: { prefix } });
    expect(properties.body).toEqual(properties.keywords);
    expect(FIELD_BOOSTS.title).toBeGreaterThan(FIELD_BOOSTS.keywords);
    expect(FIELD_BOOSTS.keywords).toBeGreaterThan(FIELD_BOOSTS.body);
  });

  it('stores the card unsearched and refuses fields nobody mapped', () => {
    expect(properties.card).toEqual({ type: 'object', enabled: false });
    expect(INDEX_MAPPINGS.dynamic).toBe('strict');
  });

  it('maps every field a stored document has', () => {
    const stored = indexDocument(jobDoc('x'));
    expect(Object.keys(stored).sort()).toEqual(Object.keys(properties).sort());
  });
});

describe('stored documents', () => {
  it('hold the texts folded as the pg adapter folds them, with masculine forms of feminine titles', () => {
    const stored = indexDocument(
      jobDoc('x', { title: 'Physiotherapeutin FC Zürich', keywords: 'Badenerstraße', body: 'Genève' }),
    );
    expect(stored).toMatchObject({
      id: 'x',
      title: 'physiotherapeutin fc zurich physiotherapeut',
      keywords: 'badenerstrasse',
      body: 'geneve',
      card: { id: 'x' },
    });
  });

  it('keep a missing location, state and club as null', () => {
    const stored = indexDocument(jobDoc('x', { location: null, state: null, clubId: undefined }));
    expect(stored).toMatchObject({ location: null, state: null, clubId: null });
  });
});

describe('index names', () => {
  it('puts each kind behind an alias, with a fixed first index and timestamped rebuilds', () => {
    const names = kindIndexNames('anpfiff', 'jobs');
    expect(names.alias).toBe('anpfiff-jobs');
    expect(names.rebuildAlias).toBe('anpfiff-jobs-rebuilding');
    expect(names.removedAlias).toBe('anpfiff-jobs-rebuilding-removed');
    expect(names.initialIndex).toBe('anpfiff-jobs-initial');
    expect(names.freshIndex(new Date('2024-05-06T07:08:09.010Z'))).toBe('anpfiff-jobs-20240506070809010');
  });

  it('accepts only prefixes that are valid in index names', () => {
    expect(isValidIndexPrefix('anpfiff-test-1')).toBe(true);
    expect(isValidIndexPrefix('Anpfiff')).toBe(false);
    expect(isValidIndexPrefix('-x')).toBe(false);
    expect(isValidIndexPrefix('a/b')).toBe(false);
  });
});
