import type { Knex } from 'knex';
import { deliver } from '../deliver';
import type { EventHandler, RetryPolicy } from '../event-log';
import { listDeadLetters, park, resolve } from './dead-letter-store';

export interface RedriveOptions {
  db: Knex;
  group: string;
  handler: EventHandler;
  policy: RetryPolicy;
  signal: AbortSignal;
}

/**
 * Delivers the dead letters an operator asked to redrive (`npm run events -- dead --redrive`) to the
 * group's handler once more. The running member does it, so the handler code is the group's own; an event
 * that fails again is parked again with its attempts added up.
 */
export async function processRedrives(options: RedriveOptions): Promise<number> {
  const { db, group } = options;
  const letters = await listDeadLetters(db, { group, status: 'redrive' }, 100);
  let handled = 0;
  for (const letter of letters) {
    const outcome = await deliver(letter.event, options);
    if (outcome.status === 'aborted') break;
    if (outcome.status === 'handled') {
      await resolve(db, letter.id);
      handled += 1;
    } else {
      await park(db, group, letter.event.offset, outcome.attempts, outcome.error);
    }
  }
  return handled;
}
