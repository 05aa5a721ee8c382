import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ElasticsearchCluster } from './elasticsearch-cluster';
import { OpenSearchCluster } from './opensearch-cluster';
import type { SearchCluster } from './search-cluster';

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A bulk item's answer: `bad` is refused, `taken` exists already, the rest is written at seq_no i. */
function bulkItem(id: string, i: number): { _id: string; status: number; [field: string]: unknown } {
  if (id === 'bad') {
    return { _id: id, status: 400, error: { type: 'mapper_parsing_exception', reason: 'no' } };
  }
  if (id === 'taken') {
    const error = { type: 'version_conflict_engine_exception', reason: '[taken]: document already exists' };
    return { _id: id, status: 409, error };
  }
  return { _id: id, status: 200, _seq_no: i, _primary_term: 3 };
}

/**
 * A loopback HTTP server answering as a cluster does for the calls the seam makes, recording every request:
 * it shows what each official client really sends and how each seam reads the answers.
 */
function answer(req: Recorded): { status: number; body: unknown } {
  const { method, path } = req;
  if (method === 'GET' && path.startsWith('/_alias/')) {
    return path === '/_alias/present'
      ? {
          status: 200,
          body: { 'idx-1': { aliases: { present: {} } }, 'idx-2': { aliases: { present: {} } } },
        }
      : { status: 404, body: { error: 'alias [missing] missing', status: 404 } };
  }
  if (method === 'PUT' && path === '/exists') {
    const error = { type: 'resource_already_exists_exception', reason: 'index [exists] already exists' };
    return { status: 400, body: { error, status: 400 } };
  }
  if (method === 'PUT' && path === '/broken') {
    return {
      status: 400,
      body: { error: { type: 'mapper_parsing_exception', reason: 'bad mapping' }, status: 400 },
    };
  }
  if (path === '/_bulk') {
    const lines = req.body as Record<string, { _id: string }>[];
    const items = lines
      .filter((line) => 'index' in line || 'create' in line || 'delete' in line)
      .map((line, i) => {
        const [action, meta] = Object.entries(line)[0] as [string, { _id: string }];
        return { [action]: bulkItem(meta._id, i) };
      });
    return { status: 200, body: { errors: items.some((i) => Object.values(i)[0]?.error), items } };
  }
  if (path === '/markers/_mget') {
    const { ids } = req.body as { ids: string[] };
    return {
      status: 200,
      body: { docs: ids.map((id) => ({ _index: 'markers', _id: id, found: id !== 'id:b' })) },
    };
  }
  if (path.endsWith('/_search')) {
    return {
      status: 200,
      body: { hits: { total: { value: 1 }, hits: [{ _id: 'a', _source: { card: { id: 'a' } } }] } },
    };
  }
  if (path.endsWith('/_count')) return { status: 200, body: { count: 3 } };
  return { status: 200, body: { acknowledged: true } };
}

function parseBody(raw: string): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  }
}

const recorded: Recorded[] = [];
const server = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => (raw += chunk));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const req = {
      method: request.method ?? '',
      // Clusters decode the path: the clients send a list of indices as a,b or a%2Cb.
      path: decodeURIComponent(url.pathname),
      query: Object.fromEntries(url.searchParams),
      body: parseBody(raw),
    };
    recorded.push(req);
    const { status, body } = answer(req);
    // The Elasticsearch client insists on talking to Elasticsearch.
    response.writeHead(status, { 'content-type': 'application/json', 'x-elastic-product': 'Elasticsearch' });
    response.end(JSON.stringify(body));
  });
});

let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const seams: [string, (url: string) => SearchCluster][] = [
  ['OpenSearch', (u) => new OpenSearchCluster(u)],
  ['Elasticsearch', (u) => new ElasticsearchCluster(u)],
];

describe.each(seams)('%s cluster seam over HTTP', (_name, connect) => {
  let cluster: SearchCluster;
  beforeEach(() => {
    recorded.length = 0;
    cluster = connect(url);
  });
  const last = () => recorded.at(-1);

  it('reads the indices behind an alias, and none for a missing alias', async () => {
    expect(await cluster.aliasIndices('present')).toEqual(['idx-1', 'idx-2']);
    expect(await cluster.aliasIndices('missing')).toEqual([]);
    await cluster.close();
  });

  it('creates an index with settings, mappings and aliases, and tells an existing one apart', async () => {
    const definition = {
      settings: { number_of_shards: 1 },
      mappings: { dynamic: 'strict' },
      aliases: { a: {} },
    };
    expect(await cluster.createIndex('fresh', definition)).toBe(true);
    expect(last()).toMatchObject({ method: 'PUT', path: '/fresh', body: definition });
    expect(await cluster.createIndex('exists', definition)).toBe(false);
    await expect(cluster.createIndex('broken', definition)).rejects.toThrow(/mapper_parsing_exception/);
    await cluster.close();
  });

  it('deletes indices that may be gone, swaps aliases in one request and changes settings', async () => {
    await cluster.deleteIndices(['a', 'b']);
    expect(last()).toMatchObject({ method: 'DELETE', path: '/a,b', query: { ignore_unavailable: 'true' } });
    const before = recorded.length;
    await cluster.deleteIndices([]);
    expect(recorded.length).toBe(before);
    const actions = [{ remove: { index: 'old', alias: 'x' } }, { add: { index: 'new', alias: 'x' } }];
    await cluster.updateAliases(actions);
    expect(last()).toMatchObject({ method: 'POST', path: '/_aliases', body: { actions } });
    await cluster.putSettings('new', { index: { refresh_interval: null } });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: '/new/_settings',
      body: { index: { refresh_interval: null } },
    });
    await cluster.refresh('new');
    expect(last()?.path).toBe('/new/_refresh');
    await cluster.close();
  });

  it('sends bulk lines with the refresh and alias options and returns the refused items', async () => {
    const { refused } = await cluster.bulk(
      [
        { action: 'index', target: 'alias', id: 'ok', document: { title: 'x' } },
        { action: 'index', target: 'alias', id: 'bad', document: { title: 'y' } },
        { action: 'delete', target: 'alias', id: 'gone' },
      ],
      { refresh: true, requireAlias: true },
    );
    expect(refused).toEqual([{ id: 'bad', type: 'mapper_parsing_exception', reason: 'no' }]);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/_bulk',
      query: { refresh: 'true', require_alias: 'true' },
      body: [
        { index: { _index: 'alias', _id: 'ok' } },
        { title: 'x' },
        { index: { _index: 'alias', _id: 'bad' } },
        { title: 'y' },
        { delete: { _index: 'alias', _id: 'gone' } },
      ],
    });
    const before = recorded.length;
    expect(await cluster.bulk([], { refresh: false, requireAlias: false })).toEqual({
      refused: [],
      written: new Map(),
    });
    expect(recorded.length).toBe(before);
    await cluster.close();
  });

  it('sends create lines and versioned deletes, and returns the versions written', async () => {
    const result = await cluster.bulk(
      [
        { action: 'create', target: 'fresh', id: 'new', document: { title: 'x' } },
        { action: 'create', target: 'fresh', id: 'taken', document: { title: 'y' } },
        { action: 'delete', target: 'fresh', id: 'old', ifVersion: { seqNo: 7, primaryTerm: 3 } },
      ],
      { refresh: false, requireAlias: false },
    );
    expect(result).toEqual({
      refused: [
        {
          id: 'taken',
          type: 'version_conflict_engine_exception',
          reason: '[taken]: document already exists',
        },
      ],
      written: new Map([['new', { seqNo: 0, primaryTerm: 3 }]]),
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/_bulk',
      query: { refresh: 'false', require_alias: 'false' },
      body: [
        { create: { _index: 'fresh', _id: 'new' } },
        { title: 'x' },
        { create: { _index: 'fresh', _id: 'taken' } },
        { title: 'y' },
        { delete: { _index: 'fresh', _id: 'old', if_seq_no: 7, if_primary_term: 3 } },
      ],
    });
    await cluster.close();
  });

  it('reads which ids an index holds by id, without their sources', async () => {
    expect(await cluster.existingIds('markers', ['id:a', 'id:b', 'club:c'])).toEqual(['id:a', 'club:c']);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/markers/_mget',
      query: { _source: 'false' },
      body: { ids: ['id:a', 'id:b', 'club:c'] },
    });
    const before = recorded.length;
    expect(await cluster.existingIds('markers', [])).toEqual([]);
    expect(recorded.length).toBe(before);
    await cluster.close();
  });

  it('searches, counts and deletes by query on the given index', async () => {
    const body = { query: { term: { country: 'CH' } }, size: 5 };
    expect(await cluster.search('alias', body)).toEqual({
      hits: { total: { value: 1 }, hits: [{ _id: 'a', _source: { card: { id: 'a' } } }] },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/alias/_search', body });
    expect(await cluster.count('alias')).toBe(3);
    expect(last()?.path).toBe('/alias/_count');
    await cluster.deleteByQuery('alias', { term: { clubId: 'c' } }, true);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/alias/_delete_by_query',
      query: { refresh: 'true', conflicts: 'proceed' },
      body: { query: { term: { clubId: 'c' } } },
    });
    await cluster.close();
  });
});
