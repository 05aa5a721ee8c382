import { Client } from '@elastic/elasticsearch';
import {
  type AliasAction,
  bulkLines,
  type BulkOperation,
  type BulkResult,
  bulkResult,
  clusterErrorType,
  foundIds,
  type RefreshPolicy,
  type SearchCluster,
} from './search-cluster';
import type { Dsl, Query, SearchBody } from './search-query-dsl';
import type { RawSearchResponse } from './search-response';

// The client types every DSL field; ours are built once in search-query-dsl.ts for both clusters.
type Loose = Record<string, never>;

/** The seam on `@elastic/elasticsearch` 8: body fields go at the top level, responses are plain bodies. */
export class ElasticsearchCluster implements SearchCluster {
  readonly product = 'elasticsearch';
  private readonly client: Client;

  /** `url` may carry credentials (https://user:password@host:9200); the client never logs them. */
  constructor(url: string) {
    this.client = new Client({ node: url });
  }

  async aliasIndices(alias: string): Promise<string[]> {
    const response = await this.client.indices.getAlias({ name: alias }, { ignore: [404], meta: true });
    return response.statusCode === 404 ? [] : Object.keys(response.body ?? {});
  }

  async createIndex(
    index: string,
    definition: { settings: Dsl; mappings: Dsl; aliases: Record<string, Dsl> },
  ): Promise<boolean> {
    try {
      await this.client.indices.create({ index, ...(definition as unknown as Loose) });
      return true;
    } catch (error) {
      if (clusterErrorType(error) === 'resource_already_exists_exception') return false;
      throw error;
    }
  }

  async deleteIndices(indices: string[]): Promise<void> {
    if (indices.length === 0) return;
    await this.client.indices.delete({ index: indices, ignore_unavailable: true }, { ignore: [404] });
  }

  async updateAliases(actions: AliasAction[]): Promise<void> {
    await this.client.indices.updateAliases({ actions });
  }

  async putSettings(index: string, settings: Dsl): Promise<void> {
    await this.client.indices.putSettings({ index, settings: settings as Loose });
  }

  async refresh(index: string): Promise<void> {
    await this.client.indices.refresh({ index });
  }

  async bulk(
    operations: BulkOperation[],
    options: { refresh: RefreshPolicy; requireAlias: boolean },
  ): Promise<BulkResult> {
    if (operations.length === 0) return { refused: [], written: new Map() };
    const response = await this.client.bulk({
      operations: bulkLines(operations),
      refresh: options.refresh,
      require_alias: options.requireAlias,
    });
    return bulkResult(response as Parameters<typeof bulkResult>[0]);
  }

  async existingIds(index: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const response = await this.client.mget({ index, ids, _source: false });
    return foundIds(index, response as Parameters<typeof foundIds>[1]);
  }

  async deleteByQuery(index: string, query: Query, refresh: boolean): Promise<void> {
    await this.client.deleteByQuery({ index, query, refresh, conflicts: 'proceed' });
  }

  async search(index: string, body: SearchBody): Promise<RawSearchResponse> {
    return (await this.client.search({ index, ...body })) as unknown as RawSearchResponse;
  }

  async count(index: string): Promise<number> {
    return (await this.client.count({ index })).count;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
