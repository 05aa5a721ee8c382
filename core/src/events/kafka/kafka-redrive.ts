import type { LogSession } from '../outbox/log-session';
import { processRedrives, type RedriveOptions } from '../outbox/redrive';

/** Not a valid group name (see `assertGroupName`), so it never meets a group's own lock or the relay's. */
const redriveLock = (group: string) => `${group}:redrive`;

/**
 * One round of a Kafka group's redrives, run by whichever member gets the group's redrive lock; the others
 * skip the round. Every member polls for redrives, and without the lock each would deliver the same event
 * at once, and one failing could park it again after another had resolved it. (Embedded mode gets the
 * same from its one lock holder.) The lock is held for the round only, so a member that dies leaves it.
 */
export async function redriveRound(session: LogSession, options: RedriveOptions): Promise<number> {
  const lock = await session.tryLock(redriveLock(options.group));
  if (!lock) return 0;
  try {
    return await processRedrives(options);
  } finally {
    await lock.release();
  }
}
