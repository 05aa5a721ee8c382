import { type API, Client } from '@opensearch-project/opensearch';
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

/** The seam on `@opensearch-project/opensearch`: requests carry `body`, responses come as `{body, statusCode}`. */
export class OpenSearchCluster implements SearchCluster {
  readonly product = 'opensearch';
  private readonly client: Client;

  /** `url` may carry credentials (https://user:password@host:9200); the client never logs them. */
  constructor(url: string) {
    this.client = new Client({ node: url });
  }

  async aliasIndices(alias: string): Promise<string[]> {
    const response = await this.client.indices.getAlias({ name: alias }, { ignore: [404] });
    return response.statusCode === 404 ? [] : Object.keys(response.body ?? {});
  }

  async createIndex(
    index: string,
    definition: { settings: Dsl; mappings: Dsl; aliases: Record<string, Dsl> },
  ): Promise<boolean> {
    try {
      await this.client.indices.create({ index, body: definition });
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
    await this.client.indices.updateAliases({ body: { actions } });
  }

  async putSettings(index: string, settings: Dsl): Promise<void> {
    await this.client.indices.putSettings({ index, body: settings });
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
      body: bulkLines(operations),
      refresh: options.refresh,
      require_alias: options.requireAlias,
    });
    return bulkResult(response.body as Parameters<typeof bulkResult>[0]);
  }

  async existingIds(index: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const response = await this.client.mget({ index, body: { ids }, _source: false });
    return foundIds(index, response.body as Parameters<typeof foundIds>[1]);
  }

  async deleteByQuery(index: string, query: Query, refresh: boolean): Promise<void> {
    // The bodies are typed by the Elasticsearch client's definitions of the same JSON (search-query-dsl.ts).
    const body = { query } as unknown as API.DeleteByQuery_Request['body'];
    await this.client.deleteByQuery({ index, body, refresh, conflicts: 'proceed' });
  }

  async search(index: string, body: SearchBody): Promise<RawSearchResponse> {
    const response = await this.client.search({ index, body: body as API.Search_Request['body'] });
    return response.body as unknown as RawSearchResponse;
  }

  async count(index: string): Promise<number> {
    const response = await this.client.count({ index });
    return response.body.count;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
