import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { indexableText } from '../german-text';
import { editDistance, isTypoOf } from '../edit-distance';
import { jobDoc, query } from '../search-engine.contract';
import { IndexWithoutAliasError, OpenSearchSearchEngine } from './opensearch-search-engine';
import type { SearchCluster } from './search-cluster';
import { InMemoryCluster } from './testing/in-memory-cluster';

async function* batchesOf(...batches: SearchDocument[][]): AsyncIterable<SearchDocument[]> {
  for (const batch of batches) yield batch;
}

/** The indices of a kind other than the live one: a rebuild's fresh index or removal markers. */
function leftovers(cluster: InMemoryCluster, live: string): string[] {
  return [...cluster.indices.keys()].filter((i) => i.startsWith('site-jobs') && i !== live);
}

describe('OpenSearch engine: indices and aliases', () => {
  let cluster: InMemoryCluster;
  let engine: OpenSearchSearchEngine;

  beforeEach(async () => {
    cluster = new InMemoryCluster();
    engine = new OpenSearchSearchEngine(cluster, { indexPrefix: 'site', bulkSize: 2 });
    await engine.prepare();
  });

  it('creates one index per kind behind its alias, once', async () => {
    expect([...cluster.indices.keys()]).toEqual([
      'site-clubs-initial',
      'site-jobs-initial',
      'site-people-initial',
    ]);
    expect(await cluster.aliasIndices('site-jobs')).toEqual(['site-jobs-initial']);
    await engine.prepare();
    expect(cluster.indices.size).toBe(3);
  });

  it('accepts only index prefixes that are valid in index names', () => {
    expect(() => new OpenSearchSearchEngine(cluster, { indexPrefix: 'Site/1' })).toThrow(
      'Invalid search index prefix: Site/1',
    );
  });

  it('refuses to start when an index of the fixed name has lost its alias', async () => {
    cluster.aliases.delete('site-people');
    await expect(engine.prepare()).rejects.toThrow(IndexWithoutAliasError);
    await expect(engine.prepare()).rejects.toThrow(
      /site-people-initial exists but the alias site-people does not/,
    );
  });

  it('writes through the alias in bulk requests of the configured size', async () => {
    await engine.upsert([jobDoc('a'), jobDoc('b'), jobDoc('c'), { ...jobDoc('k'), kind: 'clubs' }]);
    expect(cluster.documents('site-jobs').sort()).toEqual(['a', 'b', 'c']);
    expect(cluster.documents('site-clubs')).toEqual(['k']);
    await engine.remove('jobs', ['a', 'missing']);
    await engine.removeByClub('jobs', 'club-1');
    expect(await engine.count('jobs')).toBe(0);
  });

  it('reports documents the cluster refuses instead of losing them quietly', async () => {
    cluster.refusedIds.add('bad');
    await expect(engine.upsert([jobDoc('ok'), jobDoc('bad')])).rejects.toThrow(
      /refused 1 document\(s\) in site-jobs \(bad: mapper_parsing_exception/,
    );
  });

  it('rebuilds into a fresh index, swaps the alias in one update and deletes the old index', async () => {
    await engine.upsert([jobDoc('old')]);
    const progress: number[] = [];
    const report = await engine.rebuild(
      'jobs',
      batchesOf([jobDoc('n1'), jobDoc('n2'), jobDoc('n3')], [jobDoc('n4')]),
      {
        expectedDocuments: 4,
        onProgress: (done) => progress.push(done),
      },
    );
    expect(report).toEqual({ kind: 'jobs', documents: 4, swapped: true });
    expect(progress).toEqual([3, 4]);
    const [fresh] = await cluster.aliasIndices('site-jobs');
    expect(fresh).toMatch(/^site-jobs-\d{17}-[0-9a-f]{4}$/);
    expect(cluster.aliasUpdates).toEqual([
      [
        { remove: { index: 'site-jobs-initial', alias: 'site-jobs' } },
        { add: { index: fresh, alias: 'site-jobs' } },
        { remove: { index: fresh, alias: 'site-jobs-rebuilding' } },
      ],
    ]);
    expect(cluster.indices.has('site-jobs-initial')).toBe(false);
    expect(cluster.aliases.has('site-jobs-rebuilding')).toBe(false);
    // Loaded without refreshes, then searchable at the cluster's normal pace.
    expect(cluster.indices.get(fresh ?? '')?.settings.refresh_interval).toBeNull();
    expect(cluster.documents('site-jobs').sort()).toEqual(['n1', 'n2', 'n3', 'n4']);
  });

  it('keeps the old index when the source delivers nothing but has rows', async () => {
    await engine.upsert([jobDoc('keep')]);
    expect(await engine.rebuild('jobs', batchesOf([]), { expectedDocuments: 5 })).toEqual({
      kind: 'jobs',
      documents: 0,
      swapped: false,
    });
    expect(await cluster.aliasIndices('site-jobs')).toEqual(['site-jobs-initial']);
    expect([...cluster.indices.keys()].filter((i) => i.startsWith('site-jobs'))).toEqual([
      'site-jobs-initial',
    ]);
  });

  it('keeps the old index when the cluster refuses part of a rebuild, or the source fails', async () => {
    await engine.upsert([jobDoc('keep')]);
    cluster.refusedIds.add('bad');
    await expect(
      engine.rebuild('jobs', batchesOf([jobDoc('x'), jobDoc('bad')]), { expectedDocuments: 2 }),
    ).rejects.toThrow(/refused 1 document/);
    async function* failing(): AsyncIterable<SearchDocument[]> {
      yield [jobDoc('y')];
      throw new Error('source went away');
    }
    await expect(engine.rebuild('jobs', failing(), { expectedDocuments: 2 })).rejects.toThrow(
      'source went away',
    );
    expect(cluster.documents('site-jobs')).toEqual(['keep']);
    expect([...cluster.indices.keys()].filter((i) => i.startsWith('site-jobs'))).toEqual([
      'site-jobs-initial',
    ]);
  });

  it('sends changes made during a rebuild to the fresh index as well', async () => {
    async function* withChanges(): AsyncIterable<SearchDocument[]> {
      yield [jobDoc('r1'), jobDoc('r2', { clubId: 'gone' })];
      await engine.upsert([jobDoc('live')]);
      await engine.remove('jobs', ['r1']);
      await engine.removeByClub('jobs', 'gone');
      yield [jobDoc('r3')];
    }
    await engine.rebuild('jobs', withChanges(), { expectedDocuments: 3 });
    expect(cluster.documents('site-jobs').sort()).toEqual(['live', 'r3']);
  });

  it('drops the fresh index and removal markers of a crashed rebuild before starting anew', async () => {
    const dead = 'site-jobs-20240101000000000-dead';
    await cluster.createIndex(dead, { settings: {}, mappings: {}, aliases: { 'site-jobs-rebuilding': {} } });
    await cluster.createIndex(`${dead}-removed`, {
      settings: {},
      mappings: {},
      aliases: { 'site-jobs-rebuilding-removed': {} },
    });
    await cluster.bulk([{ action: 'index', target: `${dead}-removed`, id: 'id:n', document: {} }], {
      refresh: false,
      requireAlias: false,
    });
    await engine.rebuild('jobs', batchesOf([jobDoc('n')]), { expectedDocuments: 1 });
    expect(cluster.indices.has(dead)).toBe(false);
    expect(cluster.indices.has(`${dead}-removed`)).toBe(false);
    expect(cluster.documents('site-jobs')).toEqual(['n']);
  });

  it('keeps what the indexer changed between the read of a batch and its write', async () => {
    async function* changedAfterRead(): AsyncIterable<SearchDocument[]> {
      // The engine has asked for the batch: it is read, and the indexer works on before it is written.
      await engine.upsert([jobDoc('r1', { title: 'Neuer Titel', card: { id: 'r1', v: 2 } })]);
      await engine.remove('jobs', ['r2']);
      await engine.removeByClub('jobs', 'gone');
      yield [jobDoc('r1'), jobDoc('r2'), jobDoc('r3', { clubId: 'gone' }), jobDoc('r4')];
    }
    const progress: number[] = [];
    const report = await engine.rebuild('jobs', changedAfterRead(), {
      expectedDocuments: 4,
      onProgress: (done) => progress.push(done),
    });
    expect(report).toEqual({ kind: 'jobs', documents: 2, swapped: true });
    expect(progress).toEqual([4]);
    expect(cluster.documents('site-jobs').sort()).toEqual(['r1', 'r4']);
    const [live = ''] = await cluster.aliasIndices('site-jobs');
    expect(cluster.indices.get(live)?.documents.get('r1')).toMatchObject({
      title: indexableText('Neuer Titel'),
      card: { id: 'r1', v: 2 },
    });
    expect(leftovers(cluster, live)).toEqual([]);
    expect(cluster.aliases.has('site-jobs-rebuilding-removed')).toBe(false);
  });

  it('keeps a document the indexer removed and wrote again, before or after the rebuild', async () => {
    async function* removedThenShownAgain(): AsyncIterable<SearchDocument[]> {
      await engine.remove('jobs', ['before', 'after']);
      await engine.upsert([jobDoc('before', { card: { id: 'before', v: 2 } })]);
      yield [jobDoc('before'), jobDoc('after')];
    }
    // Between the rebuild's write and its lookup of the markers, the indexer shows `after` again.
    cluster.beforeExistingIds = async () => {
      cluster.beforeExistingIds = undefined;
      await engine.upsert([jobDoc('after', { card: { id: 'after', v: 2 } })]);
    };
    await engine.rebuild('jobs', removedThenShownAgain(), { expectedDocuments: 2 });
    const [live = ''] = await cluster.aliasIndices('site-jobs');
    const cards = [...(cluster.indices.get(live)?.documents.values() ?? [])].map((doc) => doc.card);
    expect(cards).toEqual(
      expect.arrayContaining([
        { id: 'before', v: 2 },
        { id: 'after', v: 2 },
      ]),
    );
    expect(cards).toHaveLength(2);
  });

  it('skips a document the indexer wrote first as no refusal, and aborts on others', async () => {
    async function* writtenFirst(): AsyncIterable<SearchDocument[]> {
      await engine.upsert([jobDoc('first')]);
      yield [jobDoc('first'), jobDoc('second')];
    }
    expect(await engine.rebuild('jobs', writtenFirst(), { expectedDocuments: 2 })).toEqual({
      kind: 'jobs',
      documents: 2,
      swapped: true,
    });
    const [live = ''] = await cluster.aliasIndices('site-jobs');
    cluster.refusedIds.add('bad');
    async function* refusedAmongWrittenFirst(): AsyncIterable<SearchDocument[]> {
      await engine.upsert([jobDoc('first')]);
      yield [jobDoc('first'), jobDoc('bad')];
    }
    await expect(
      engine.rebuild('jobs', refusedAmongWrittenFirst(), { expectedDocuments: 2 }),
    ).rejects.toThrow(/refused 1 document\(s\) in site-jobs-\d+-[0-9a-f]{4} \(bad: mapper_parsing_exception/);
    expect(await cluster.aliasIndices('site-jobs')).toEqual([live]);
    expect(leftovers(cluster, live)).toEqual([]);
  });

  it("removes a club's offers from the live index, also one written since the last refresh", async () => {
    // Refreshes off stand for the second between a write and the cluster's next refresh.
    await cluster.putSettings('site-jobs-initial', { index: { refresh_interval: '-1' } });
    await engine.upsert([jobDoc('just-now', { clubId: 'locked' }), jobDoc('other')]);
    await engine.removeByClub('jobs', 'locked');
    expect(cluster.documents('site-jobs')).toEqual(['other']);
  });

  it('writes removal markers only while a rebuild runs', async () => {
    const bulk = vi.spyOn(cluster, 'bulk');
    await engine.remove('jobs', ['a']);
    await engine.removeByClub('jobs', 'c');
    const targets = bulk.mock.calls.flatMap(([ops]) => ops.map((op) => op.target));
    expect(targets).toEqual(['site-jobs']);
  });
});

describe('OpenSearch engine: near spellings', () => {
  let cluster: SearchCluster;
  let engine: OpenSearchSearchEngine;
  /** What each request asked: the titles' spellings, or a search for these first-word alternatives. */
  let asked: string[];

  /**
   * A cluster whose titles carry `titles`, and whose searches find `found` documents for a query whose
   * first word has any of these alternatives.
   */
  function clusterWith(titles: string[], found: Record<string, number>): void {
    asked = [];
    vi.spyOn(cluster, 'search').mockImplementation(async (_index, body) => {
      if (body.suggest) {
        asked.push('spellings');
        const aggs = body.aggs as Record<string, { filter: { terms: { 'title.folded': string[] } } }>;
        const suggest = body.suggest as Record<string, { text: string; term: { max_edits: number } }>;
        return {
          hits: { hits: [] },
          aggregations: Object.fromEntries(
            Object.entries(aggs).map(([key, agg]) => [
              key,
              { doc_count: agg.filter.terms['title.folded'].some((w) => titles.includes(w)) ? 1 : 0 },
            ]),
          ),
          suggest: Object.fromEntries(
            Object.entries(suggest).map(([key, { text, term }]) => [
              key,
              [
                {
                  options: titles
                    .filter((t) => t !== text && isTypoOf(text, t) && editDistance(text, t) <= term.max_edits)
                    .map((t) => ({ text: t })),
                },
              ],
            ]),
          ),
        };
      }
      // Each term's stem words (its first multi_match); a term finds the most any of its words finds.
      const must = (body.query as { bool: { must?: unknown[] } }).bool.must ?? [];
      const terms = must.map((clause) => JSON.stringify(clause).match(/"query":"([a-z0-9 ]+)"/)?.[1] ?? '');
      asked.push(terms.join(' + '));
      const total =
        terms.length === 0
          ? 0
          : Math.min(...terms.map((t) => Math.max(0, ...t.split(' ').map((w) => found[w] ?? 0))));
      return { hits: { total: { value: total }, hits: [] }, aggregations: { total: { doc_count: total } } };
    });
  }

  beforeEach(() => {
    cluster = new InMemoryCluster();
    engine = new OpenSearchSearchEngine(cluster);
  });

  it('are asked only when the strict search finds nothing, for the list and its facets alike', async () => {
    clusterWith(['bern', 'berg', 'concordia'], { bern: 1, berg: 2, concordia: 3 });
    expect((await engine.query(query({ text: 'Bern' }))).total).toBe(1);
    expect((await engine.facets(query({ text: 'Bern' }))).total).toBe(1);
    expect(asked).toEqual(['bern', 'bern']);

    asked = [];
    expect((await engine.query(query({ text: 'Concrdia' }))).total).toBe(3);
    expect((await engine.facets(query({ text: 'Concrdia' }))).total).toBe(3);
    expect(asked).toEqual(
      ['concrdia', 'spellings', 'concrdia concordia']
        .flatMap((a) => [a])
        .concat(['concrdia', 'spellings', 'concrdia concordia']),
    );
  });

  it('leave a word alone that some title carries: it is not the typo', async () => {
    clusterWith(['trainer', 'trainerin'], { trainer: 5 });
    // "Trainer Onnens" finds nothing for want of Onnens, and near spellings of Trainer would not help.
    expect((await engine.query(query({ text: 'Trainer Onnens' }))).total).toBe(0);
    expect(asked).toEqual(['trainer + onnens', 'spellings']);
    asked = [];
    // A typo among them is corrected, the known word kept as typed.
    expect((await engine.query(query({ text: 'Trainr Onnens' }))).total).toBe(0);
    expect(asked).toEqual(['trainr + onnens', 'spellings', 'trainr trainer + onnens']);
  });

  it('are not asked when no word is long enough to have any', async () => {
    clusterWith(['fcz'], { fcz: 1 });
    expect((await engine.query(query({ text: 'FC' }))).total).toBe(0);
    expect((await engine.facets(query())).total).toBe(0);
    expect(asked).toEqual(['fc', '']);
  });
});
