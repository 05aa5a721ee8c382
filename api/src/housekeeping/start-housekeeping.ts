import type { Logger } from '@anpfiff/core/logger/logger';
import { type Repeating, repeatEvery } from '@anpfiff/core/service/repeat-every';
import type { Knex } from 'knex';
import { deleteUnverifiedAccounts } from './delete-unverified-accounts';
import { pruneExpiredRows } from './prune-expired-rows';
import { sweepUploads } from './sweep-uploads';

export const HOUSEKEEPING_INTERVAL_MS = 3_600_000;
/** The first round waits for the start's own work (migrations, demo data, consumers catching up). */
const FIRST_ROUND_DELAY_MS = 60_000;

/**
 * One round: what has expired, registrations never verified, then uploads nobody sees. Returns what went,
 * for the log.
 */
export async function houseKeep(db: Knex, dataDir: string) {
  return {
    ...(await pruneExpiredRows(db)),
    unverifiedAccounts: await deleteUnverifiedAccounts(db, dataDir),
    ...(await sweepUploads(db, dataDir)),
  };
}

/**
 * Hourly in every API process, on either database: every statement only deletes what is expired by its
 * own condition, so replicas running it at once do no harm.
 */
export function startHousekeeping(
  db: Knex,
  dataDir: string,
  {
    logger,
    intervalMs = HOUSEKEEPING_INTERVAL_MS,
    firstDelayMs = FIRST_ROUND_DELAY_MS,
  }: { logger: Logger; intervalMs?: number; firstDelayMs?: number },
): Repeating {
  return repeatEvery(
    intervalMs,
    async () => {
      const removed = await houseKeep(db, dataDir);
      if (Object.values(removed).some((n) => n > 0)) logger.info(removed, 'housekeeping');
    },
    { name: 'housekeeping', logger, firstDelayMs },
  );
}
