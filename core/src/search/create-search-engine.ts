import type { Knex } from 'knex';
import type { SearchConfig } from '../config/config';
import { PgSearchEngine } from './pg/pg-search-engine';
import type { SearchEngine } from './search-engine';

export type SearchEngineKind = SearchConfig['engine'];

/** Opens one adapter; the database is the source of truth and, for `pg`, also holds the index. */
export type SearchEngineFactory = (config: SearchConfig, db: Knex) => Promise<SearchEngine>;

/** The cluster's address; config validation already insists on it, and there is no default host. */
function clusterUrl(config: SearchConfig): string {
  if (!config.url) throw new Error('SEARCH_URL fehlt');
  return config.url;
}

// The cluster clients load only when chosen: together they take seconds of every embedded process's start.
const engineModule = () => import('./opensearch/opensearch-search-engine');

/** The adapters this build contains; one a deployment leaves out is a startup error when chosen. */
export const SEARCH_ENGINE_FACTORIES: Partial<Record<SearchEngineKind, SearchEngineFactory>> = {
  pg: async (_config, db) => new PgSearchEngine(db),
  opensearch: async (config) => {
    const [{ OpenSearchCluster }, { OpenSearchSearchEngine }] = await Promise.all([
      import('./opensearch/opensearch-cluster'),
      engineModule(),
    ]);
    return new OpenSearchSearchEngine(new OpenSearchCluster(clusterUrl(config)));
  },
  elasticsearch: async (config) => {
    const [{ ElasticsearchCluster }, { OpenSearchSearchEngine }] = await Promise.all([
      import('./opensearch/elasticsearch-cluster'),
      engineModule(),
    ]);
    return new OpenSearchSearchEngine(new ElasticsearchCluster(clusterUrl(config)));
  },
};

export class SearchEngineUnavailableError extends Error {
  constructor(kind: SearchEngineKind, reason: string) {
    super(`SEARCH_ENGINE=${kind} ${reason}`);
    this.name = 'SearchEngineUnavailableError';
  }
}

/**
 * The search engine SEARCH_ENGINE asks for, prepared and ready. One that cannot start is an error for the
 * caller to report at startup: there is no quiet fallback to another adapter (DESIGN.md section 1).
 */
export async function createSearchEngine(
  config: SearchConfig,
  db: Knex,
  factories: Partial<Record<SearchEngineKind, SearchEngineFactory>> = SEARCH_ENGINE_FACTORIES,
): Promise<SearchEngine> {
  const factory = factories[config.engine];
  if (!factory) {
    const available = Object.keys(factories).join(', ');
    throw new SearchEngineUnavailableError(
      config.engine,
      `ist in diesem Build nicht enthalten (enthalten: ${available})`,
    );
  }
  let engine: SearchEngine | undefined;
  try {
    engine = await factory(config, db);
    await engine.prepare();
    return engine;
  } catch (error) {
    await engine?.close().catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    throw new SearchEngineUnavailableError(config.engine, `konnte nicht starten: ${message}`);
  }
}
