import type { Knex } from 'knex';

/**
 * `digest_runs`: one row per weekly digest trigger, written in the transaction that appends its event.
 * - `window_start`/`window_end`: the matchings the trigger's digest covers for an account without an
 *   earlier digest. Each window starts where the one before ended (not 7 × 24 h before its end), so a week
 *   of 7 days and 1 hour at the autumn clock change or a trigger that ran late loses no matching and
 *   mails none twice. `window_start` is null for the first trigger of an installation.
 * - `finished_at`: the run queued everything it was going to. A replayed trigger of a finished run sends
 *   nothing, not even to an account that switched the weekly mail on since.
 * - `trigger_offset`: the event's offset; the digest consumer group starts before the oldest unfinished
 *   one, so a trigger appended before the group first ran is not lost.
 *
 * The triggers already in the log are recorded as they were: handled where the digest group has passed
 * them, except one it parked as a dead letter (its run failed, perhaps half way), which a redrive must
 * still be able to run. Where that group never ran, only the newest is left to run, so a mailer started
 * for the first time sends this week's digest, not one for every past week. In Kafka mode the group's
 * place is in Kafka, not here: the same rule leaves the newest to run again, which sends only what its
 * run had not (`mail_deliveries`).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('digest_runs', (t) => {
    t.text('week').primary();
    t.bigInteger('trigger_offset');
    t.timestamp('window_start', { useTz: true });
    t.timestamp('window_end', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw(`
    with digest_group as (
      select position_tx_id, position_offset from event_consumers where group_name = 'mailer-digest'
    ), triggers as (
      select id, tx_id, aggregate_id, occurred_at,
             lag(occurred_at) over (order by tx_id, id) as window_start,
             row_number() over (order by tx_id desc, id desc) as newest
        from events
       where aggregate_type = 'digest' and type = 'digest.weekly-triggered'
    )
    insert into digest_runs (week, trigger_offset, window_start, window_end, finished_at)
    select aggregate_id, id, window_start, occurred_at,
           case when exists (select 1 from event_dead_letters d
                              where d.group_name = 'mailer-digest' and d.event_id = t.id
                                and d.status <> 'resolved')
                then null
                when exists (select 1 from digest_group g
                              where (t.tx_id, t.id) <= (g.position_tx_id, g.position_offset))
                  or (not exists (select 1 from digest_group) and newest > 1)
                then now() end
      from triggers t
    on conflict (week) do nothing`);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('digest_runs');
}
