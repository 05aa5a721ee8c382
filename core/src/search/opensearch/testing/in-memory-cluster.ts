import type {
  AliasAction,
  BulkItemError,
  BulkOperation,
  RefreshPolicy,
  SearchCluster,
} from '../search-cluster';
import type { Dsl } from '../search-query-dsl';
import type { RawSearchResponse } from '../search-response';

class ClusterError extends Error {
  readonly body: { error: { type: string } };
  constructor(type: string, message: string) {
    super(message);
    this.body = { error: { type } };
  }
}

/**
 * Indices, aliases and documents as a cluster keeps them, for tests of how the engine creates, fills and
 * swaps indices where no cluster runs. It answers no searches: those the contract suite checks on a real
 * cluster.
 */
export class InMemoryCluster implements SearchCluster {
  readonly product = 'opensearch';
  readonly indices = new Map<string, { settings: Dsl; documents: Map<string, Dsl> }>();
  readonly aliases = new Map<string, Set<string>>();
  readonly aliasUpdates: AliasAction[][] = [];
  /** Ids the cluster refuses to index, as a mapping conflict would. */
  readonly refusedIds = new Set<string>();

  private resolve(target: string): string[] {
    if (this.indices.has(target)) return [target];
    const behind = [...(this.aliases.get(target) ?? [])];
    if (behind.length === 0) throw new ClusterError('index_not_found_exception', `no such index [${target}]`);
    return behind;
  }

  documents(target: string): string[] {
    return this.resolve(target).flatMap((index) => [...(this.indices.get(index)?.documents.keys() ?? [])]);
  }

  async aliasIndices(alias: string): Promise<string[]> {
    return [...(this.aliases.get(alias) ?? [])];
  }

  async createIndex(
    index: string,
    definition: { settings: Dsl; mappings: Dsl; aliases: Record<string, Dsl> },
  ): Promise<boolean> {
    if (this.indices.has(index)) return false;
    this.indices.set(index, { settings: { ...definition.settings }, documents: new Map() });
    for (const alias of Object.keys(definition.aliases)) {
      this.aliases.set(alias, new Set([...(this.aliases.get(alias) ?? []), index]));
    }
    return true;
  }

  async deleteIndices(indices: string[]): Promise<void> {
    for (const index of indices) {
      this.indices.delete(index);
      for (const [alias, behind] of this.aliases) {
        behind.delete(index);
        if (behind.size === 0) this.aliases.delete(alias);
      }
    }
  }

  async updateAliases(actions: AliasAction[]): Promise<void> {
    this.aliasUpdates.push(actions);
    for (const action of actions) {
      const { index } = 'add' in action ? action.add : action.remove;
      if (!this.indices.has(index)) throw new ClusterError('index_not_found_exception', index);
    }
    for (const action of actions) {
      if ('add' in action) {
        this.aliases.set(
          action.add.alias,
          new Set([...(this.aliases.get(action.add.alias) ?? []), action.add.index]),
        );
      } else {
        this.aliases.get(action.remove.alias)?.delete(action.remove.index);
        if (this.aliases.get(action.remove.alias)?.size === 0) this.aliases.delete(action.remove.alias);
      }
    }
  }

  async putSettings(index: string, settings: Dsl): Promise<void> {
    const stored = this.indices.get(index);
    if (!stored) throw new ClusterError('index_not_found_exception', index);
    Object.assign(stored.settings, (settings as { index: Dsl }).index);
  }

  async refresh(): Promise<void> {}

  async bulk(
    operations: BulkOperation[],
    options: { refresh: RefreshPolicy; requireAlias: boolean },
  ): Promise<BulkItemError[]> {
    const refused: BulkItemError[] = [];
    for (const op of operations) {
      const isAlias = this.aliases.has(op.target);
      if ((options.requireAlias && !isAlias) || (!isAlias && !this.indices.has(op.target))) {
        refused.push({ id: op.id, type: 'index_not_found_exception', reason: op.target });
        continue;
      }
      const [index] = this.resolve(op.target);
      const documents = this.indices.get(index ?? '')?.documents;
      if (op.action === 'delete') documents?.delete(op.id);
      else if (this.refusedIds.has(op.id))
        refused.push({ id: op.id, type: 'mapper_parsing_exception', reason: '' });
      else documents?.set(op.id, op.document);
    }
    return refused;
  }

  async deleteByQuery(index: string, query: Dsl): Promise<void> {
    const clubId = (query as { term: { clubId: string } }).term.clubId;
    for (const name of this.resolve(index)) {
      const documents = this.indices.get(name)?.documents ?? new Map<string, Dsl>();
      for (const [id, doc] of documents) if (doc.clubId === clubId) documents.delete(id);
    }
  }

  async search(): Promise<RawSearchResponse> {
    throw new Error('The in-memory cluster answers no searches');
  }

  async count(index: string): Promise<number> {
    return this.documents(index).length;
  }

  async close(): Promise<void> {}
}
