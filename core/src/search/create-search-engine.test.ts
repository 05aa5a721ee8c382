import net from 'node:net';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { createSearchEngine, SEARCH_ENGINE_FACTORIES } from './create-search-engine';
import type { SearchEngine } from './search-engine';

const noDatabase = {} as Knex;

describe('search engine configuration', () => {
  it('defaults to the embedded pg engine and needs SEARCH_URL for a cluster', () => {
    expect(loadConfig({}).search).toEqual({ engine: 'pg', url: undefined });
    expect(loadConfig({ SEARCH_ENGINE: 'opensearch', SEARCH_URL: 'http://localhost:9200' }).search).toEqual({
      engine: 'opensearch',
      url: 'http://localhost:9200',
    });
    expect(() => loadConfig({ SEARCH_ENGINE: 'elasticsearch' })).toThrow(
      /SEARCH_URL: fehlt; mit SEARCH_ENGINE=opensearch oder elasticsearch nötig/,
    );
    expect(() => loadConfig({ SEARCH_ENGINE: 'solr' })).toThrow(
      'SEARCH_ENGINE: muss pg, opensearch oder elasticsearch sein (gesetzt: "solr")',
    );
    expect(() => loadConfig({ SEARCH_ENGINE: 'opensearch', SEARCH_URL: 'ftp://x' })).toThrow(
      /SEARCH_URL: muss eine URL des Suchclusters mit http:\/\/ oder https:\/\/ sein/,
    );
  });

  it('reads SQL_PORT for the data team endpoint', () => {
    expect(loadConfig({}).sqlPort).toBeUndefined();
    expect(loadConfig({ SQL_PORT: '5433' }).sqlPort).toBe(5433);
    expect(() => loadConfig({ SQL_PORT: '70000' })).toThrow(/SQL_PORT/);
  });
});

async function closedLoopbackPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('createSearchEngine', () => {
  it('contains the embedded and both cluster adapters', () => {
    expect(Object.keys(SEARCH_ENGINE_FACTORIES)).toEqual(['pg', 'opensearch', 'elasticsearch']);
  });

  it('refuses an engine this build does not contain instead of falling back', async () => {
    await expect(
      createSearchEngine({ engine: 'opensearch', url: 'http://localhost:9200' }, noDatabase, {
        pg: SEARCH_ENGINE_FACTORIES.pg,
      }),
    ).rejects.toThrow('SEARCH_ENGINE=opensearch ist in diesem Build nicht enthalten (enthalten: pg)');
  });

  it.each(['opensearch', 'elasticsearch'] as const)(
    'reports a %s cluster that does not answer as a startup error',
    async (engine) => {
      const url = `http://127.0.0.1:${await closedLoopbackPort()}`;
      await expect(createSearchEngine({ engine, url }, noDatabase)).rejects.toThrow(
        new RegExp(`^SEARCH_ENGINE=${engine} konnte nicht starten: .+`),
      );
    },
  );

  it('takes adapters from the factory map and reports one that cannot start', async () => {
    let closed = false;
    const failing = {
      prepare: async () => {
        throw new Error('cluster unreachable');
      },
      close: async () => {
        closed = true;
      },
    } as unknown as SearchEngine;
    await expect(
      createSearchEngine({ engine: 'opensearch', url: 'http://localhost:9200' }, noDatabase, {
        opensearch: async () => failing,
      }),
    ).rejects.toThrow('SEARCH_ENGINE=opensearch konnte nicht starten: cluster unreachable');
    expect(closed).toBe(true);
  });
});
