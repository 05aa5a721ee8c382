import { aloneOrNot } from '@anpfiff/core/db/own-connection';
import type { Logger } from '@anpfiff/core/logger/logger';
import { type BackgroundRun, runInBackground } from '@anpfiff/core/service/run-in-background';
import type { RebuildReport, SearchEngine } from '@anpfiff/core/search/search-engine';
import { SEARCH_KINDS, type SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { PROJECTION_VERSIONS } from './projections/projection-versions';
import { rebuildIndex } from './rebuild';

export type KindUpgradeOutcome =
  | { outcome: 'rebuilt'; from: number; report: RebuildReport }
  /** The kind's documents follow this build's projection already, or that of a newer release: left as they are. */
  | { outcome: 'current' | 'newer'; stored: number };

export type ProjectionUpgradeOutcome =
  | { outcome: 'checked'; kinds: Record<SearchKind, KindUpgradeOutcome> }
  /** Another process holds the upgrade and does it. */
  | { outcome: 'busy' };

/** The projection version each kind's documents follow; 0 for a missing row (rebuilt to be sure). */
async function storedVersions(db: Knex): Promise<Record<SearchKind, number>> {
  const rows = (await db('indexer_state').select('kind', 'projectionVersion')) as {
    kind: SearchKind;
    projectionVersion: number;
  }[];
  const stored: Record<SearchKind, number> = { clubs: 0, jobs: 0, people: 0 };
  for (const row of rows) stored[row.kind] = row.projectionVersion;
  return stored;
}

/** Never lowers the version: a newer release may have stored its own meanwhile. */
export async function storeProjectionVersion(
  db: Knex,
  kind: SearchKind,
  version = PROJECTION_VERSIONS[kind],
): Promise<void> {
  await db.raw(
    `insert into indexer_state (kind, projection_version) values (?, ?)
     on conflict (kind) do update set projection_version = excluded.projection_version, updated_at = now()
      where indexer_state.projection_version < excluded.projection_version`,
    [kind, version],
  );
}

/**
 * Brings each kind's stored documents to this build's projection (PROJECTION_VERSIONS): a kind that
 * follows an older one is rebuilt into a fresh index swapped in at the end (search keeps answering from
 * the old one meanwhile, and the indexer's changes reach both), then its new version is stored. A version
 * is stored only after its rebuild swapped, so a rebuild that failed, was refused (no documents although
 * the database has public rows) or was cut short runs again at the next start. Of several processes
 * starting together one rebuilds; the others find it busy or, once it is done, current.
 */
export async function upgradeSearchProjections(
  db: Knex,
  engine: SearchEngine,
  { logger, signal }: { logger: Logger; signal?: AbortSignal },
): Promise<ProjectionUpgradeOutcome> {
  const outcome = await aloneOrNot(
    db,
    ['anpfiff.indexer', 'projection-upgrade'],
    async (): Promise<ProjectionUpgradeOutcome> => {
      const stored = await storedVersions(db);
      const kinds = {} as Record<SearchKind, KindUpgradeOutcome>;
      for (const kind of SEARCH_KINDS) {
        const from = stored[kind];
        const to = PROJECTION_VERSIONS[kind];
        if (from >= to) {
          kinds[kind] = { outcome: from > to ? 'newer' : 'current', stored: from };
          continue;
        }
        signal?.throwIfAborted();
        logger.info({ kind, from, to }, `search documents changed: rebuilding ${kind}`);
        const started = Date.now();
        // A stop ends the rebuild between batches; the engine then drops its copy and keeps the old index.
        const report = await rebuildIndex(db, engine, kind, undefined, signal);
        if (!report.swapped)
          throw new Error(
            `${kind}: the rebuild delivered no documents although the database has public rows; the old index stays`,
          );
        await storeProjectionVersion(db, kind);
        logger.info(
          { kind, documents: report.documents, from, to, ms: Date.now() - started },
          'search index rebuilt for the changed documents',
        );
        kinds[kind] = { outcome: 'rebuilt', from, report };
      }
      return { outcome: 'checked', kinds };
    },
  );
  return outcome ?? { outcome: 'busy' };
}

/**
 * The upgrade in the background of a process that runs the indexer (the indexer service, the embedded
 * API); see runInBackground.
 */
export function startProjectionUpgrade(db: Knex, engine: SearchEngine, logger: Logger): BackgroundRun {
  return runInBackground(
    (signal) => upgradeSearchProjections(db, engine, { logger, signal }),
    (result) => {
      if (result.outcome === 'busy')
        logger.info('another process rebuilds the search index for the changed documents');
      else
        for (const kind of SEARCH_KINDS) {
          const outcome = result.kinds[kind];
          if (outcome.outcome === 'newer')
            logger.info(
              { kind, stored: outcome.stored },
              `search documents of ${kind} follow the projection of a newer release: left as they are`,
            );
        }
    },
    {
      logger,
      names: { stopped: 'search index rebuild', failed: 'search index rebuild for the changed documents' },
    },
  );
}
