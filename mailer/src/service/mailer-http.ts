import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pendingMigrations } from '@anpfiff/core/db/migrate';
import { metricsRegistry } from '@anpfiff/core/metrics/registry';
import type { Knex } from 'knex';
import { Gauge } from 'prom-client';

export interface MailerHttp {
  port: number;
  close(): Promise<void>;
}

let outboxGauge: Gauge | undefined;

/** Outbox counts by state, read at scrape time: pending and failed mails are what an operator alerts on. */
function registerOutboxGauge(db: Knex): void {
  outboxGauge ??= new Gauge({
    name: 'anpfiff_mail_outbox',
    help: 'Mails in the outbox by state (pending, failed)',
    labelNames: ['state'],
    registers: [metricsRegistry],
    async collect() {
      const rows = (await db('mail_outbox')
        .whereNull('sentAt')
        .select(db.raw(`case when failed_at is null then 'pending' else 'failed' end as state`))
        .count({ n: '*' })
        .groupByRaw('1')) as { state: string; n: string | number }[];
      this.reset();
      for (const state of ['pending', 'failed'])
        this.set({ state }, Number(rows.find((r) => r.state === state)?.n ?? 0));
    },
  });
}

/**
 * `/metrics`, `/healthz` and `/readyz` of the mailer service. Ready means: the database answers, every
 * migration is applied and the consumers are running.
 */
export async function startMailerHttp(options: {
  db: Knex;
  port: number;
  host?: string;
  running: () => boolean;
}): Promise<MailerHttp> {
  const { db } = options;
  registerOutboxGauge(db);
  const json = (res: http.ServerResponse, status: number, body: object) =>
    res
      .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      .end(JSON.stringify(body));
  const ready = async () => {
    try {
      await db.raw('select 1');
      const pending = await pendingMigrations(db);
      if (pending.length > 0) return { ok: false, message: `Migrationen ausstehend: ${pending.join(', ')}` };
      return options.running() ? { ok: true } : { ok: false, message: 'Mailer wird beendet' };
    } catch {
      return { ok: false, message: 'Datenbank nicht erreichbar' };
    }
  };
  const server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET') return json(res, 405, { message: 'Methode nicht erlaubt' });
    if (path === '/healthz') return json(res, 200, { status: 'ok' });
    if (path === '/readyz')
      return void ready().then((r) =>
        r.ok
          ? json(res, 200, { status: 'ready' })
          : json(res, 503, { status: 'unavailable', message: r.message }),
      );
    if (path === '/metrics')
      return void metricsRegistry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text),
        () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable\n'),
      );
    json(res, 404, { message: 'Nicht gefunden' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
