import { describe, expect, it } from 'vitest';
import { analyzeQuery } from '../query-analysis';
import { query } from '../search-engine.contract';
import { MAX_PREFIX_LENGTH } from './search-index-mappings';
import {
  type Dsl,
  facetsRequest,
  MAX_RESULT_WINDOW,
  pageRequest,
  termClause,
  titleSpellingsRequest,
} from './search-query-dsl';

const ZURICH = { lat: 47.3769, lon: 8.5417 };

type Bool = { filter: Dsl[]; must?: Dsl[]; should?: Dsl[] };
const boolOf = (request: Dsl) => (request.query as { bool: Bool }).bool;
const titleStartOf = (words: string[]) => ({
  span_first: {
    match: { span_or: { clauses: words.map((word) => ({ span_term: { 'title.folded': word } })) } },
    end: 1,
    boost: 2,
  },
});

describe('page request', () => {
  it('lists newest first without text, filtered to the country only', () => {
    const request = pageRequest(query());
    expect(boolOf(request)).toEqual({ filter: [{ term: { country: 'CH' } }] });
    expect(request.sort).toEqual([{ createdAt: { order: 'desc' } }, { id: { order: 'asc' } }]);
    expect(request).toMatchObject({
      from: 0,
      size: 20,
      track_total_hits: true,
      _source: ['card', 'location'],
    });
  });

  it('treats text without letters or digits as no text', () => {
    expect(pageRequest(query({ text: ' !? ' }))).toEqual(pageRequest(query()));
  });

  it('requires every word, ranks by score and boosts the title over keywords over the body', () => {
    const request = pageRequest(query({ text: 'Concordia Zürich' }));
    const bool = boolOf(request);
    expect(bool.must).toEqual([
      termClause({ alternatives: ['concordia'], prefix: false }),
      termClause({ alternatives: ['zurich'], prefix: true }),
    ]);
    expect(bool.should).toEqual([
      { match: { 'title.folded': { query: 'concordia zurich', operator: 'and', boost: 2 } } },
      titleStartOf(['concordia']),
    ]);
    expect(request.sort).toEqual([
      { _score: { order: 'desc' } },
      { createdAt: { order: 'desc' } },
      { id: { order: 'asc' } },
    ]);
  });

  it('matches a compound by both of its parts as another path', () => {
    const clause = termClause({
      alternatives: ['damentrainerin'],
      prefix: false,
      compound: [
        ['damen', 'fraun'],
        ['trainerin', 'trainer'],
      ],
    }) as { dis_max: { queries: Dsl[] } };
    const stems = (query: string) => ({
      multi_match: { query, fields: ['title^5', 'keywords^2', 'body^1'], type: 'best_fields' },
    });
    expect(clause.dis_max.queries).toEqual([
      stems('damentrainerin'),
      { bool: { must: [stems('damen fraun'), stems('trainerin trainer')] } },
    ]);
  });

  it('matches the second part of a compound being typed as a prefix', () => {
    const term = { alternatives: ['juniorentrai'], prefix: true, compound: [['junioren'], ['trai']] };
    const clause = termClause(term as Parameters<typeof termClause>[0]) as { dis_max: { queries: Dsl[] } };
    expect(clause.dis_max.queries.at(-1)).toEqual({
      bool: {
        must: [
          termClause({ alternatives: ['junioren'], prefix: false }),
          termClause({ alternatives: ['trai'], prefix: true }),
        ],
      },
    });
  });

  it('adds a bonus for a title that starts with any form of the first word', () => {
    const bool = boolOf(pageRequest(query({ text: 'Trainerin Zürich' })));
    expect(bool.should?.[1]).toEqual(titleStartOf(['trainerin', 'trainer']));
    expect(boolOf(pageRequest(query({ text: 'Schiri' }))).should?.[1]).toEqual(
      titleStartOf(['schiri', 'schiedsrichter']),
    );
  });

  it('matches a word by stem (or its masculine form), and the last one as a prefix, strictly by default', () => {
    expect(termClause({ alternatives: ['schiedsrichterin', 'schiedsrichter'], prefix: true })).toEqual({
      dis_max: {
        queries: [
          {
            multi_match: {
              query: 'schiedsrichterin schiedsrichter',
              fields: ['title^5', 'keywords^2', 'body^1'],
              type: 'best_fields',
            },
          },
          {
            multi_match: {
              query: 'schiedsrichterin schiedsrichter',
              fields: ['title.prefix^5', 'keywords.prefix^2', 'body.prefix^1'],
              type: 'best_fields',
            },
          },
        ],
      },
    });
  });

  it('asks no near spellings of a search: "Bern" must not find "FC Berg" while a Bern exists', () => {
    for (const request of [pageRequest(query({ text: 'Bern' })), facetsRequest(query({ text: 'Bern' }))])
      expect(JSON.stringify(request)).not.toContain('fuzziness');
  });

  it('searches the near spellings a second pass joined to a word like its own forms, in any field', () => {
    const near = analyzeQuery('Concrdia Zürich');
    const [concrdia, zurich] = near.terms;
    if (!concrdia || !zurich) throw new Error('no terms');
    concrdia.alternatives.push('concordia');
    const bool = boolOf(pageRequest(query({ text: 'Concrdia Zürich' }), near));
    expect(bool.must).toEqual([
      {
        multi_match: {
          query: 'concrdia concordia',
          fields: ['title^5', 'keywords^2', 'body^1'],
          type: 'best_fields',
        },
      },
      termClause(zurich),
    ]);
    // The title start bonus counts the spelling as one of the first word's forms, as the pg adapter does.
    expect(bool.should?.[1]).toEqual(titleStartOf(['concrdia', 'concordia']));
    expect(JSON.stringify(facetsRequest(query({ text: 'Concrdia' }), near))).toContain(
      '"concrdia concordia"',
    );
  });

  it('asks the titles of the long enough words: known by any form, near by the edits isTypoOf allows', () => {
    const request = titleSpellingsRequest(analyzeQuery('FC Trainerin Grashopers Grashopers'));
    expect(request.size).toBe(0);
    expect(request.aggs).toEqual({
      known_0: { filter: { terms: { 'title.folded': ['trainerin', 'trainer'] } } },
      known_1: { filter: { terms: { 'title.folded': ['grashopers'] } } },
    });
    const suggester = (text: string, maxEdits: number) => ({
      text,
      term: {
        field: 'title.folded',
        suggest_mode: 'missing',
        size: 3,
        max_edits: maxEdits,
        prefix_length: 1,
        min_word_length: 4,
      },
    });
    expect(request.suggest).toEqual({
      near_0: suggester('trainerin', 2),
      near_1: suggester('grashopers', 2),
    });
    expect(titleSpellingsRequest(analyzeQuery('Trainr')).suggest).toEqual({ near_0: suggester('trainr', 1) });
    expect(titleSpellingsRequest(analyzeQuery('FC ZH'))).toMatchObject({ aggs: {}, suggest: {} });
  });

  it('matches every alternative of the last word as a prefix: synonyms and the masculine form', () => {
    const prefixOf = (text: string) => {
      const [term] = boolOf(pageRequest(query({ text }))).must ?? [];
      const [, prefix] = (term as { dis_max: { queries: { multi_match: { query: string } }[] } }).dis_max
        .queries;
      return prefix?.multi_match.query;
    };
    // "Torwarttrainer", "Schiedsrichterkurs" and "Trainerlizenz" start with the alternative, not the word.
    expect(prefixOf('Torhüter')).toBe('torhuter torwart');
    expect(prefixOf('Schiri')).toBe('schiri schiedsrichter');
    expect(prefixOf('Trainerin')).toBe('trainerin trainer');
  });

  it('cuts a long prefix to what the prefix field indexes; the stem path still sees the whole word', () => {
    const long = 'schiedsrichterassistentenausbildung';
    const clause = termClause({ alternatives: [long], prefix: true }) as { dis_max: { queries: Dsl[] } };
    const [stem, prefix] = clause.dis_max.queries as { multi_match: { query: string } }[];
    expect(stem?.multi_match.query).toBe(long);
    expect(prefix?.multi_match.query).toBe(long.slice(0, MAX_PREFIX_LENGTH));
    // Each alternative is cut, and two that agree up to the cut are asked once.
    const feminine = termClause({ alternatives: [`${long}in`, long], prefix: true }) as {
      dis_max: { queries: { multi_match: { query: string } }[] };
    };
    expect(feminine.dis_max.queries[1]?.multi_match.query).toBe(long.slice(0, MAX_PREFIX_LENGTH));
  });

  it('filters states and functions as keyword terms', () => {
    const bool = boolOf(pageRequest(query({ states: ['CH-ZH', 'CH-BE'], clubFunctions: ['TRAINER'] })));
    expect(bool.filter).toEqual([
      { term: { country: 'CH' } },
      { terms: { state: ['CH-ZH', 'CH-BE'] } },
      { terms: { clubFunctions: ['TRAINER'] } },
    ]);
  });

  it('filters by radius and sorts by distance, behind the score when there is text', () => {
    const near = { ...ZURICH, radiusKm: 30 };
    const distanceSort = {
      _geo_distance: { location: ZURICH, order: 'asc', unit: 'km', distance_type: 'arc' },
    };
    const request = pageRequest(query({ near }));
    expect(boolOf(request).filter).toEqual([
      { term: { country: 'CH' } },
      { geo_distance: { distance: '30km', location: ZURICH } },
    ]);
    expect(request.sort).toEqual([distanceSort, { createdAt: { order: 'desc' } }, { id: { order: 'asc' } }]);
    expect((pageRequest(query({ near, text: 'Trainer' })).sort as Dsl[]).slice(0, 2)).toEqual([
      { _score: { order: 'desc' } },
      distanceSort,
    ]);
  });

  it('sorts by distance without filtering when there is no radius', () => {
    const request = pageRequest(query({ near: ZURICH }));
    expect(boolOf(request).filter).toEqual([{ term: { country: 'CH' } }]);
    expect((request.sort as Dsl[])[0]).toHaveProperty('_geo_distance');
  });

  it('pages by offset and stops at the result window the cluster allows', () => {
    expect(pageRequest(query({ page: 2, size: 20 }))).toMatchObject({ from: 40, size: 20 });
    expect(pageRequest(query({ page: 99, size: 100 }))).toMatchObject({ from: 9_900, size: 100 });
    expect(pageRequest(query({ page: 199, size: 50 }))).toMatchObject({ from: 9_950, size: 50 });
    expect(pageRequest(query({ page: 101, size: 99 }))).toMatchObject({ from: 9_999, size: 1 });
    expect(pageRequest(query({ page: 10_000, size: 100 }))).toMatchObject({
      from: MAX_RESULT_WINDOW,
      size: 0,
    });
  });
});

describe('facets request', () => {
  it('counts per state and function, each ignoring its own filter but not the other', () => {
    const request = facetsRequest(
      query({
        text: 'Trainer',
        states: ['CH-BE'],
        clubFunctions: ['TRAINER'],
        near: { ...ZURICH, radiusKm: 50 },
      }),
    );
    const bool = boolOf(request);
    // Text, country and radius narrow every count; the facet filters only their aggregations.
    expect(bool.filter).toEqual([
      { term: { country: 'CH' } },
      { geo_distance: { distance: '50km', location: ZURICH } },
    ]);
    expect(bool.must).toHaveLength(1);
    expect(request).toMatchObject({ size: 0, track_total_hits: true });
    expect(request.aggs).toEqual({
      total: {
        filter: {
          bool: { filter: [{ terms: { state: ['CH-BE'] } }, { terms: { clubFunctions: ['TRAINER'] } }] },
        },
      },
      states: {
        filter: { bool: { filter: [{ terms: { clubFunctions: ['TRAINER'] } }] } },
        aggs: { values: { terms: { field: 'state', size: expect.any(Number) } } },
      },
      clubFunctions: {
        filter: { bool: { filter: [{ terms: { state: ['CH-BE'] } }] } },
        aggs: { values: { terms: { field: 'clubFunctions', size: expect.any(Number) } } },
      },
    });
  });

  it('asks for a bucket per state and per function of the catalogues', () => {
    const aggs = facetsRequest(query()).aggs as Record<
      string,
      { aggs: { values: { terms: { size: number } } } }
    >;
    // CH cantons and German states; every club function.
    expect(aggs.states?.aggs.values.terms.size).toBe(42);
    expect(aggs.clubFunctions?.aggs.values.terms.size).toBe(31);
  });
});
