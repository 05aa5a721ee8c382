import type { Knex } from 'knex';
import type { EventHandler } from '../event-log';

/**
 * The handler, run by one member of the group at a time per country. Kafka spreads a group's partitions
 * over its members, and the topics are per aggregate type, so two members can handle events that touch
 * the same rows at once: a person's edit and their account's deletion, an offer's edit and a person's new
 * interests. Handlers re-read the current state and then write; run side by side, the one that read first
 * could write last, and a removed search document or matching would come back and stay. The embedded log
 * has one member per group; here the members take turns per country (a club, its offers and the people
 * matched to them share one), by a transaction-scoped advisory lock that a crashed member's connection
 * gives up with it.
 */
export function inTurnPerCountry(db: Knex, group: string, handler: EventHandler): EventHandler {
  return (event, context) =>
    db.transaction(async (trx) => {
      await trx.raw("select pg_advisory_xact_lock(hashtext('anpfiff.turn'), hashtext(?))", [
        `${group}:${event.country ?? '-'}`,
      ]);
      await handler(event, context);
    });
}
