import { createLogger, type Logger } from '@anpfiff/core/logger/logger';
import { metricsRegistry } from '@anpfiff/core/metrics/registry';
import { linkExpired } from '@anpfiff/core/mail/delivery-policy';
import type { Knex } from 'knex';
import { Gauge } from 'prom-client';

let registered = false;

/**
 * `anpfiff_mail_outbox{state="pending|failed|expired"}`, read at scrape time: a growing pending count
 * means the mail server is unreachable, any failed mail needs an operator (`npm run mail -- failed`);
 * expired ones (a link mail not sent in time) need nobody.
 *
 * A scrape while the database does not answer keeps the last counts (a failed-mail alert goes on firing
 * rather than clearing itself) and serves every other metric as usual: a rejected collect would turn the
 * whole scrape into a 500. The failure is logged once, and again only after a reading succeeded.
 */
export function registerOutboxMetrics(db: Knex, logger: Logger = createLogger({ level: 'warn' })): void {
  if (registered) return;
  registered = true;
  let failing = false;
  new Gauge({
    name: 'anpfiff_mail_outbox',
    help: 'Unsent mails in the outbox by state: pending (will be tried), failed (attempts used up) or expired (link expired before it could be sent)',
    labelNames: ['state'],
    registers: [metricsRegistry],
    async collect() {
      let rows: { state: string; n: string | number }[];
      try {
        rows = (await db('mail_outbox')
          .whereNull('sentAt')
          .select(
            db.raw(
              `case when failed_at is null then 'pending' when ? then 'expired' else 'failed' end as state`,
              [linkExpired(db)],
            ),
          )
          .count({ n: '*' })
          .groupByRaw('1')) as { state: string; n: string | number }[];
      } catch (error) {
        if (!failing) logger.warn({ err: error }, 'mail outbox metrics unavailable: keeping the last counts');
        failing = true;
        return;
      }
      failing = false;
      for (const state of ['pending', 'failed', 'expired'])
        this.set({ state }, Number(rows.find((r) => r.state === state)?.n ?? 0));
    },
  });
}
