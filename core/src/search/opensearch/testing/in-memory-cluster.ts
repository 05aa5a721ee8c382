import type {
  AliasAction,
  BulkOperation,
  BulkResult,
  DocVersion,
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

interface StoredIndex {
  settings: Dsl;
  documents: Map<string, Dsl>;
  seqNos: Map<string, number>;
  /** Written since the last refresh while refreshes are off: a get sees them, a search does not. */
  unrefreshed: Set<string>;
}

/**
 * Indices, aliases and documents as a cluster keeps them, for tests of how the engine creates, fills and
 * swaps indices where no cluster runs. It answers no searches: those the contract suite checks on a real
 * cluster. Like a cluster, it keeps what an index with refreshes off took since its last refresh from
 * delete-by-query and count, but not from reads by id.
 */
export class InMemoryCluster implements SearchCluster {
  readonly product = 'opensearch';
  readonly indices = new Map<string, StoredIndex>();
  readonly aliases = new Map<string, Set<string>>();
  readonly aliasUpdates: AliasAction[][] = [];
  /** Ids the cluster refuses to index, as a mapping conflict would. */
  readonly refusedIds = new Set<string>();
  /** Runs before `existingIds` answers: a test's way to act between a rebuild's write and its lookup. */
  beforeExistingIds?: () => Promise<void>;
  private seqNo = 0;

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
    this.indices.set(index, {
      settings: { ...definition.settings },
      documents: new Map(),
      seqNos: new Map(),
      unrefreshed: new Set(),
    });
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

  async refresh(index: string): Promise<void> {
    for (const name of this.resolve(index)) this.indices.get(name)?.unrefreshed.clear();
  }

  async bulk(
    operations: BulkOperation[],
    options: { refresh: RefreshPolicy; requireAlias: boolean },
  ): Promise<BulkResult> {
    const result: BulkResult = { refused: [], written: new Map() };
    for (const op of operations) {
      const isAlias = this.aliases.has(op.target);
      if ((options.requireAlias && !isAlias) || (!isAlias && !this.indices.has(op.target))) {
        result.refused.push({ id: op.id, type: 'index_not_found_exception', reason: op.target });
        continue;
      }
      const stored = this.indices.get(this.resolve(op.target)[0] ?? '');
      if (!stored) continue;
      const error = this.apply(stored, op);
      if (error) result.refused.push({ id: op.id, type: error, reason: '' });
      else if (op.action !== 'delete') {
        result.written.set(op.id, { seqNo: stored.seqNos.get(op.id) ?? 0, primaryTerm: 1 });
      }
    }
    return result;
  }

  /** One bulk item; the error type the cluster would answer, if any. */
  private apply(stored: StoredIndex, op: BulkOperation): string | undefined {
    const { documents, seqNos } = stored;
    if (op.action === 'delete') {
      if (op.ifVersion && !this.isAt(stored, op.id, op.ifVersion)) return 'version_conflict_engine_exception';
      documents.delete(op.id);
      seqNos.delete(op.id);
      stored.unrefreshed.delete(op.id);
      return undefined;
    }
    if (op.action === 'create' && documents.has(op.id)) return 'version_conflict_engine_exception';
    if (this.refusedIds.has(op.id)) return 'mapper_parsing_exception';
    documents.set(op.id, op.document);
    seqNos.set(op.id, ++this.seqNo);
    if (stored.settings.refresh_interval === '-1') stored.unrefreshed.add(op.id);
    return undefined;
  }

  private isAt(stored: StoredIndex, id: string, version: DocVersion): boolean {
    return stored.documents.has(id) && stored.seqNos.get(id) === version.seqNo && version.primaryTerm === 1;
  }

  async existingIds(index: string, ids: string[]): Promise<string[]> {
    await this.beforeExistingIds?.();
    const documents = this.indices.get(index)?.documents;
    if (!documents) throw new ClusterError('index_not_found_exception', index);
    return ids.filter((id) => documents.has(id));
  }

  async deleteByQuery(index: string, query: Dsl): Promise<void> {
    const clubId = (query as { term: { clubId: string } }).term.clubId;
    for (const name of this.resolve(index)) {
      const stored = this.indices.get(name);
      for (const [id, doc] of stored?.documents ?? []) {
        if (doc.clubId !== clubId || stored?.unrefreshed.has(id)) continue;
        stored?.documents.delete(id);
        stored?.seqNos.delete(id);
      }
    }
  }

  async search(): Promise<RawSearchResponse> {
    throw new Error('The in-memory cluster answers no searches');
  }

  async count(index: string): Promise<number> {
    return this.resolve(index).reduce((sum, name) => {
      const stored = this.indices.get(name);
      return sum + (stored ? stored.documents.size - stored.unrefreshed.size : 0);
    }, 0);
  }

  async close(): Promise<void> {}
}
