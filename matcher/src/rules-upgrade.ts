import type { Knex } from 'knex';
import { aloneOrNot } from '@anpfiff/core/db/own-connection';
import type { Logger } from '@anpfiff/core/logger/logger';
import { type BackgroundRun, runInBackground } from '@anpfiff/core/service/run-in-background';
import { rebuildMatchings, type RebuildReport } from './rebuild';
import { MATCHING_RULES_VERSION } from './rules/rules-version';

export type RulesUpgradeOutcome =
  | { outcome: 'rebuilt'; from: number; report: RebuildReport }
  /** The stored matchings follow these rules already, or those of a newer release: left as they are. */
  | { outcome: 'current' | 'newer'; stored: number }
  /** Another process holds the upgrade and does it. */
  | { outcome: 'busy' };

/** The rules version stored matchings follow; 0 if the row is missing (rebuilt to be sure). */
async function storedVersion(db: Knex): Promise<number> {
  const row = (await db('matcher_state').first('rulesVersion')) as { rulesVersion: number } | undefined;
  return row?.rulesVersion ?? 0;
}

/** Never lowers the version: a newer release may have stored its own meanwhile. */
export async function storeRulesVersion(db: Knex, version = MATCHING_RULES_VERSION): Promise<void> {
  await db.raw(
    `insert into matcher_state (rules_version) values (?)
     on conflict (single) do update set rules_version = excluded.rules_version, updated_at = now()
      where matcher_state.rules_version < excluded.rules_version`,
    [version],
  );
}

/**
 * Brings the stored matchings to this build's rules (MATCHING_RULES_VERSION): if they follow older ones,
 * one full rebuild (safe beside the running site and matcher), then the new version is stored. The version
 * is stored only after the rebuild succeeded, so a rebuild cut short runs again at the next start. Of
 * several processes starting together one rebuilds; the others find it busy or, once it is done, current.
 */
export async function upgradeMatchingRules(
  db: Knex,
  { logger, signal }: { logger: Logger; signal?: AbortSignal },
): Promise<RulesUpgradeOutcome> {
  const outcome = await aloneOrNot(
    db,
    ['anpfiff.matcher', 'rules-upgrade'],
    async (): Promise<RulesUpgradeOutcome> => {
      const stored = await storedVersion(db);
      if (stored > MATCHING_RULES_VERSION) return { outcome: 'newer', stored };
      if (stored === MATCHING_RULES_VERSION) return { outcome: 'current', stored };
      signal?.throwIfAborted();
      logger.info(
        { from: stored, to: MATCHING_RULES_VERSION },
        'matching rules changed: rebuilding matchings',
      );
      const started = Date.now();
      // Between batches a stop ends the rebuild; each batch is a transaction of its own, so nothing half-done stays.
      const report = await rebuildMatchings(db, () => signal?.throwIfAborted());
      await storeRulesVersion(db);
      logger.info(
        { ...report, from: stored, to: MATCHING_RULES_VERSION, ms: Date.now() - started },
        'matchings rebuilt for the changed matching rules',
      );
      return { outcome: 'rebuilt', from: stored, report };
    },
  );
  return outcome ?? { outcome: 'busy' };
}

/**
 * The upgrade in the background of a process that runs the matcher (the matcher service, the embedded
 * API); see runInBackground.
 */
export function startRulesUpgrade(db: Knex, logger: Logger): BackgroundRun {
  return runInBackground(
    (signal) => upgradeMatchingRules(db, { logger, signal }),
    (result) => {
      if (result.outcome === 'busy')
        logger.info('another process rebuilds the matchings for the changed rules');
      if (result.outcome === 'newer')
        logger.info(
          { stored: result.stored },
          'matchings follow the rules of a newer release: left as they are',
        );
    },
    { logger, names: { stopped: 'matchings rebuild', failed: 'matchings rebuild for the changed rules' } },
  );
}
