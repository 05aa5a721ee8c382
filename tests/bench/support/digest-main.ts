/**
 * `node --import tsx tests/bench/support/digest-main.ts <figures.json>`: the digest bench's measurement
 * (digest.bench.ts says what it measures), in a process that runs nothing else, since one of its figures
 * is this process's memory. Writes the figures as JSON to the given path.
 *
 * Setup writes accounts, profiles, offers and matchings with bulk SQL (generate_series), not through the
 * API: registering 100,000 people one by one would measure the registration, not the digest.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '@anpfiff/core/config/config';
import { createPgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { startMailSender } from '@anpfiff/core/mail/mail-sender';
import { SMTP_CONNECTIONS } from '@anpfiff/core/mail/smtp/smtp-transport';
import { openTestDatabase, type TestDatabaseKind } from '@anpfiff/core/testing/test-databases';
import { triggerWeeklyDigest } from '@anpfiff/mailer/digest/trigger-digest';
import { DIGEST_GROUP, mailerConsumers } from '@anpfiff/mailer/mailer-consumers';
import { type SinkProcess, startSmtpSinkProcess } from '@anpfiff/mailer/testing/smtp-sink-process';
import type { Knex } from 'knex';
import nodemailer from 'nodemailer';
import type { BenchFigure } from '../bench-figure';

// BENCH_PERSONS picks another size, e.g. to profile a run of middle length.
const PERSONS = Number(process.env.BENCH_PERSONS) || (process.env.BENCH_QUICK ? 5_000 : 100_000);
const CLUBS = 100;
const JOBS_PER_CLUB = 10;
const MATCHES_PER_PERSON = 3;
const REFERENCE_MAILS = process.env.BENCH_QUICK ? 1_000 : 5_000;
const SENDERS = SMTP_CONNECTIONS;

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Bulk rows: persons and club accounts registered two days ago, verified with the weekly mail on, offers,
 * and matchings of yesterday: new since registration, so each account is due a digest with them.
 */
async function seed(db: Knex): Promise<void> {
  await db.raw(
    `with a as (
       insert into accounts (email, kind, country, password_hash, verified_at, weekly_job_update, created_at)
       select 'person' || i || '@bench.example', 'person', 'CH', 'x', now(), true, now() - interval '2 days'
         from generate_series(1, ?) i
       returning id, email)
     insert into persons (account_id, country, slug, first_name, last_name, zip, city)
     select id, 'CH', 'bench-' || split_part(email, '@', 1), 'Vorname', 'Nachname', '8001', 'Zürich' from a`,
    [PERSONS],
  );
  await db.raw(
    `with a as (
       insert into accounts (email, kind, country, password_hash, verified_at, weekly_job_update, created_at)
       select 'club' || i || '@bench.example', 'club', 'CH', 'x', now(), true, now() - interval '2 days'
         from generate_series(1, ?) i
       returning id, email)
     insert into clubs (account_id, country, slug, name, zip, city)
     select id, 'CH', 'bench-' || split_part(email, '@', 1), 'FC ' || split_part(email, '@', 1), '3011', 'Bern' from a`,
    [CLUBS],
  );
  await db.raw(
    `insert into jobs (club_id, country, slug, club_function, team_category, zip, city)
     select c.id, 'CH', c.slug || '-job-' || k, 'SCHIEDSRICHTER', null, '3011', 'Bern'
       from clubs c cross join generate_series(1, ?) k`,
    [JOBS_PER_CLUB],
  );
  await db.raw(
    `with jn as (select id, club_id, (row_number() over (order by id)) - 1 as n from jobs),
          pn as (select id, (row_number() over (order by id)) - 1 as n from persons)
     insert into matchings (job_id, person_id, club_id, country, score, distance_km, reasons, created_at)
     select jn.id, pn.id, jn.club_id, 'CH', 70 + k, 5, '[]', now() - interval '1 day'
       from pn cross join generate_series(0, ? - 1) k
       join jn on jn.n = (pn.n * ? + k) % ?`,
    [MATCHES_PER_PERSON, MATCHES_PER_PERSON, CLUBS * JOBS_PER_CLUB],
  );
  await db.raw('analyze');
}

/** The sink's ceiling: the same small mail sent as fast as the pooled transport allows. */
async function reference(sink: SinkProcess): Promise<number> {
  const transport = nodemailer.createTransport({
    url: sink.url,
    pool: true,
    maxConnections: SENDERS,
    maxMessages: Infinity,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const before = await sink.count();
  const t0 = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < REFERENCE_MAILS) {
      next += 1;
      await transport.sendMail({
        from: 'bench@anpfiff.ch',
        to: 'sink@bench.example',
        subject: 'Referenz',
        text: 'Eine kleine feste Mail.',
      });
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, worker));
  const rate = ((await sink.count()) - before) / ((performance.now() - t0) / 1000);
  transport.close();
  return rate;
}

async function measure(kind: TestDatabaseKind): Promise<BenchFigure[]> {
  const t = await openTestDatabase(kind);
  const sink = await startSmtpSinkProcess();
  try {
    const s0 = performance.now();
    await seed(t.db);
    console.info(
      `digest bench (${kind}): ${PERSONS} persons, ${CLUBS} clubs seeded in ${((performance.now() - s0) / 1000).toFixed(1)} s`,
    );
    const refRate = await reference(sink);

    const config = loadConfig({ SMTP_URL: sink.url });
    const transport = (await createMailTransport(config)) as Awaited<
      ReturnType<typeof createMailTransport>
    > & {
      close?: () => void;
    };
    const sender = startMailSender({
      db: t.db,
      transport,
      logger: silent,
      concurrency: SENDERS,
      batchSize: 100,
    });
    const log = await createPgEventLog(t.db);
    const consumer = mailerConsumers({ config, wake: () => sender.wake() }).find(
      (c) => c.group === DIGEST_GROUP,
    );
    if (!consumer) throw new Error('no digest consumer');
    const subscription = await log.subscribe(consumer);

    // The launcher starts this process with --expose-gc, so the baseline holds no garbage of the seeding.
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 100);
    const expected = PERSONS + CLUBS;
    const before = await sink.count();
    let arrived = 0;
    const t0 = performance.now();
    let queuedAt = 0;
    const { week } = await triggerWeeklyDigest(t.db, new Date(), 'Europe/Zurich');
    const deadline = Date.now() + 60 * 60 * 1000;
    let lastReport = 0;
    while (arrived < expected) {
      if (Date.now() > deadline) throw new Error(`only ${arrived} of ${expected} mails arrived`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      arrived = (await sink.count()) - before;
      // Queued once every account has its delivery row (written with its mail); the consumer's lag alone
      // reads 0 before the consumer has even seen the trigger.
      if (!queuedAt) {
        const [row] = await t.db('mail_deliveries').where({ kind: 'digest', period: week }).count({ n: '*' });
        if (Number(row?.n) >= expected) queuedAt = performance.now();
      }
      if (performance.now() - lastReport > 10_000) {
        lastReport = performance.now();
        console.info(`digest bench (${kind}): ${arrived} of ${expected} mails at the sink`);
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    await subscription.stop();
    await log.close();
    await sender.stop();
    transport.close?.();

    const mb = (bytes: number) => bytes / 1024 / 1024;
    const at = `digest ${PERSONS / 1000}k persons (${kind})`;
    const refFigure = { name: 'nodemailer sends, fixed small mail', value: refRate };
    const queuedRate = queuedAt ? expected / ((queuedAt - t0) / 1000) : 0;
    return [
      {
        name: `${at}: mails/s composed, queued and at the sink`,
        value: expected / seconds,
        unit: 'mails/s',
        reference: refFigure,
        goal: { op: '>=', value: 300 },
        measured: `${expected} mails to a local SMTP sink; composed and queued alone ${queuedRate.toFixed(0)} mails/s`,
      },
      {
        name: `${at}: RSS growth during the run`,
        value: mb(peak - baseline),
        unit: 'MB',
        reference: { name: 'RSS before the run', value: mb(baseline) },
        goal: { op: '<', value: 256 },
        measured: `sampled every 100 ms in a process of its own; peak RSS ${mb(peak).toFixed(0)} MB`,
      },
    ];
  } finally {
    await sink.close();
    await t.close();
  }
}

const [out] = process.argv.slice(2);
if (!out) {
  console.error('usage: digest-main.ts <figures.json>');
  process.exit(2);
}
const kind: TestDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
if (kind === 'pglite')
  console.info('digest bench: on embedded PGlite (TEST_DATABASE_URL is not set); RSS includes the database.');
fs.writeFileSync(out, JSON.stringify(await measure(kind)));
// The database clients' and the sink's handles must not keep the process alive.
process.exit(0);
