import { describe, expect, it } from 'vitest';
import { query } from '../search-engine.contract';
import { bulkResult, foundIds } from './search-cluster';
import { analyzeQuery } from '../query-analysis';
import { facetsOf, type RawSearchResponse, searchResultOf, titleSpellingsOf } from './search-response';

const ZURICH = { lat: 47.3769, lon: 8.5417 };
const WINTERTHUR = { lat: 47.4997, lon: 8.7241 };

function response(hits: RawSearchResponse['hits']['hits'], total: RawSearchResponse['hits']['total']) {
  return { hits: { total, hits } };
}

describe('hits to cards', () => {
  it('returns the stored cards with their location and the total', () => {
    const result = searchResultOf(
      response(
        [
          { _id: 'a', _source: { card: { id: 'a', name: 'FC A' }, location: ZURICH } },
          { _id: 'b', _source: { card: { id: 'b' }, location: null } },
        ],
        { value: 7 },
      ),
      query(),
    );
    expect(result).toEqual({
      hits: [
        { id: 'a', card: { id: 'a', name: 'FC A' }, location: ZURICH },
        { id: 'b', card: { id: 'b' } },
      ],
      total: 7,
    });
  });

  it('adds the distance in kilometres, rounded to 100 m, when the query was near somewhere', () => {
    const result = searchResultOf(
      response(
        [
          { _id: 'z', _source: { card: { id: 'z' }, location: ZURICH } },
          { _id: 'w', _source: { card: { id: 'w' }, location: WINTERTHUR } },
          { _id: 'n', _source: { card: { id: 'n' } } },
        ],
        3,
      ),
      query({ near: ZURICH }),
    );
    expect(result.total).toBe(3);
    expect(result.hits.map((h) => h.distanceKm)).toEqual([0, 19.4, undefined]);
  });

  it('reads totals as old and current clusters send them', () => {
    expect(searchResultOf(response([], 4), query()).total).toBe(4);
    expect(searchResultOf(response([], { value: 5 }), query()).total).toBe(5);
    expect(searchResultOf(response([], undefined), query()).total).toBe(0);
  });
});

describe('aggregations to facets', () => {
  it('keys counts in catalogue order and drops values the catalogues do not know', () => {
    const facets = facetsOf({
      hits: { hits: [] },
      aggregations: {
        total: { doc_count: 3 },
        states: {
          doc_count: 3,
          values: {
            buckets: [
              { key: 'CH-ZH', doc_count: 2 },
              { key: 'CH-BE', doc_count: 1 },
              { key: 'XX-YY', doc_count: 9 },
            ],
          },
        },
        clubFunctions: {
          doc_count: 3,
          values: {
            buckets: [
              { key: 'TRAINER', doc_count: 2 },
              { key: 'CHEFTRAINER', doc_count: 1 },
              { key: 'SCHIEDSRICHTER', doc_count: 1 },
            ],
          },
        },
      },
    });
    expect(facets).toEqual({
      total: 3,
      states: { 'CH-BE': 1, 'CH-ZH': 2 },
      clubFunctions: { SCHIEDSRICHTER: 1, TRAINER: 2, CHEFTRAINER: 1 },
    });
    expect(Object.keys(facets.states)).toEqual(['CH-BE', 'CH-ZH']);
    expect(Object.keys(facets.clubFunctions)).toEqual(['SCHIEDSRICHTER', 'TRAINER', 'CHEFTRAINER']);
  });

  it('gives zero counts for an empty index', () => {
    expect(facetsOf({ hits: { hits: [] } })).toEqual({ total: 0, states: {}, clubFunctions: {} });
  });
});

describe('bulk responses', () => {
  it('reports refused items but not deletes of documents that were not there', () => {
    expect(bulkResult({ errors: false, items: [{ delete: { _id: 'gone' } }] }).refused).toEqual([]);
    const { refused } = bulkResult({
      errors: true,
      items: [
        { index: { _id: 'ok' } },
        { delete: { _id: 'gone' } },
        {
          index: {
            _id: 'bad',
            error: { type: 'mapper_parsing_exception', reason: 'failed to parse [location]' },
          },
        },
      ],
    });
    expect(refused).toEqual([
      { id: 'bad', type: 'mapper_parsing_exception', reason: 'failed to parse [location]' },
    ]);
  });

  it('returns the versions that index and create wrote, and none of refused items or deletes', () => {
    const { written } = bulkResult({
      errors: true,
      items: [
        { create: { _id: 'new', _seq_no: 7, _primary_term: 2 } },
        { index: { _id: 'replaced', _seq_no: 8, _primary_term: 2 } },
        { create: { _id: 'taken', error: { type: 'version_conflict_engine_exception' } } },
        { delete: { _id: 'gone', _seq_no: 9, _primary_term: 2 } },
      ],
    });
    expect(written).toEqual(
      new Map([
        ['new', { seqNo: 7, primaryTerm: 2 }],
        ['replaced', { seqNo: 8, primaryTerm: 2 }],
      ]),
    );
  });
});

describe('mget responses', () => {
  it('returns the ids found, and fails on an item the cluster could not read', () => {
    expect(
      foundIds('m', {
        docs: [
          { _id: 'a', found: true },
          { _id: 'b', found: false },
        ],
      }),
    ).toEqual(['a']);
    expect(() =>
      foundIds('m', {
        docs: [{ _id: 'a', error: { type: 'index_not_found_exception', reason: 'no such index' } }],
      }),
    ).toThrow('The search cluster could not read m (index_not_found_exception no such index)');
  });
});

describe('title spellings', () => {
  it('reads per word whether a title carries it and the suggested title words, in order', () => {
    const analyzed = analyzeQuery('FC Grashopers Trainr');
    const spellings = titleSpellingsOf(
      {
        hits: { hits: [] },
        aggregations: { known_0: { doc_count: 0 }, known_1: { doc_count: 12 } },
        suggest: {
          near_0: [{ options: [{ text: 'grasshoppers' }, { text: 'grashoff' }] }],
          near_1: [{ options: [] }],
        },
      },
      analyzed,
    );
    expect(spellings).toEqual(
      new Map([
        ['grashopers', { known: false, near: ['grasshoppers', 'grashoff'] }],
        ['trainr', { known: true, near: [] }],
      ]),
    );
  });
});
