import type { Knex } from 'knex';

/**
 * After a restore into another database server (or a fresh PGlite), the event log's transaction ids
 * (`tx_id`, from pg_current_xact_id) belong to the old server: they may lie ahead of the new server's
 * counter, so readers would take those events for transactions still running and new events would sort
 * before them. Rebasing renumbers the restored events in their log order (tx_id, id) and puts them all in
 * transaction 1, which every reader sees as long committed; each consumer's checkpoint and each dead
 * letter moves with its event, so no consumer reads an event twice or skips one.
 */
export async function rebaseEventLog(trx: Knex.Transaction): Promise<void> {
  await trx.raw(
    `create temporary table event_rebase on commit drop as
       select id as old_id, tx_id as old_tx, row_number() over (order by tx_id, id) as new_id from events`,
  );
  await trx.raw(
    `update event_consumers c
        set position_offset = coalesce(
              (select max(m.new_id) from event_rebase m
                where (m.old_tx, m.old_id) <= (c.position_tx_id, c.position_offset)), 0),
            position_tx_id = case when exists (
              select 1 from event_rebase m where (m.old_tx, m.old_id) <= (c.position_tx_id, c.position_offset)
            ) then '1'::xid8 else '0'::xid8 end`,
  );
  await trx.raw(
    `update event_dead_letters d set event_id = m.new_id from event_rebase m where d.event_id = m.old_id`,
  );
  // Two steps through negative ids, so no renumbered id collides with one not yet renumbered.
  await trx.raw(`update events e set id = -m.new_id from event_rebase m where e.id = m.old_id`);
  await trx.raw(`update events set id = -id, tx_id = '1'::xid8`);
}
