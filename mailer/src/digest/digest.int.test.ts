import type { Subscription } from '@anpfiff/core/events/event-log';
import { createPgEventLog, type PgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { type MailSender, startMailSender } from '@anpfiff/core/mail/mail-sender';
import type { MailTransport } from '@anpfiff/core/mail/mail-transport';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { startTestApp, type TestApp } from '@anpfiff/api/testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_GROUP, mailerConsumers } from '../mailer-consumers';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { addClub, addJob, addMatching, addPerson, daysAgo } from '../testing/digest-fixtures';
import { isoWeek } from './iso-week';
import { triggerWeeklyDigest } from './trigger-digest';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const TZ = 'Europe/Zurich';

describe.each(testDatabaseKinds())('weekly digest on %s', (kind) => {
  let t: TestDatabase;
  let sink: SmtpSink;
  let transport: MailTransport & { close?: () => void };
  let sender: MailSender;
  let log: PgEventLog;
  let subscription: Subscription;
  let app: TestApp;
  const fx = {} as Record<string, { accountId: string; personId?: string; clubId?: string; slug?: string }>;
  const jobs = {} as Record<string, { jobId: string; slug: string }>;
  let week1: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    sink = await startSmtpSink();
    app = await startTestApp(t.db, { SMTP_URL: sink.url });
    transport = await createMailTransport(app.config);
    sender = startMailSender({ db: t.db, transport, logger: silent, intervalMs: 100, concurrency: 4 });
    log = await createPgEventLog(t.db);
    const [, digest] = mailerConsumers({ config: app.config, wake: () => sender.wake(), logger: silent });
    subscription = await log.subscribe(digest!);

    const db = t.db;
    fx.lea = await addPerson(db, { email: 'lea@example.ch', firstName: 'Lea' });
    fx.zoe = await addPerson(db, { email: 'zoe@example.ch', firstName: 'Zoe', lastName: 'Graf' });
    fx.ben = await addPerson(db, { email: 'ben@example.ch', firstName: 'Ben' });
    fx.max = await addPerson(db, { email: 'max@example.ch', firstName: 'Max' });
    fx.tom = await addPerson(db, { email: 'tom@example.de', firstName: 'Tom', country: 'DE', weekly: false });
    fx.uwe = await addPerson(db, { email: 'uwe@example.ch', firstName: 'Uwe', verified: false });
    fx.fc = await addClub(db, { email: 'fc@example.ch', name: 'FC Aarau & Söhne' });
    fx.locked = await addClub(db, { email: 'gesperrt@example.ch', name: 'FC Gesperrt', locked: true });
    jobs.a = await addJob(db, fx.fc.clubId!, 'SCHIEDSRICHTER');
    jobs.b = await addJob(db, fx.fc.clubId!, 'TRAINER');
    jobs.x = await addJob(db, fx.locked.clubId!, 'SCHIEDSRICHTER');
    const match = (job: string, person: string, createdAt: Date) =>
      addMatching(db, {
        jobId: jobs[job]!.jobId,
        personId: fx[person]!.personId!,
        clubId: fx.fc.clubId!,
        createdAt,
      });
    await match('a', 'lea', daysAgo(1)); // new
    await match('b', 'lea', daysAgo(10)); // before the first digest's week
    await match('a', 'zoe', daysAgo(2)); // new
    await match('a', 'ben', daysAgo(10)); // old
    await match('a', 'uwe', daysAgo(1)); // unverified: nobody hears of it
    await match('a', 'tom', daysAgo(1)); // Tom gets no mail himself, but the club hears of him
    await addMatching(db, {
      jobId: jobs.x!.jobId,
      personId: fx.lea.personId!,
      clubId: fx.locked.clubId!,
      createdAt: daysAgo(1),
    });
  });
  afterAll(async () => {
    await subscription?.stop();
    await log?.close();
    await sender?.stop();
    transport?.close?.();
    await app?.close();
    await sink?.close();
    await t?.close();
  });

  const mailTo = (to: string) => sink.received.filter((m) => m.to === to);
  /** Waits until the digest group has handled everything and the outbox is empty. */
  const settled = async () => {
    await expect
      .poll(async () => (await log.lag()).find((l) => l.group === DIGEST_GROUP)?.lag, { timeout: 30_000 })
      .toBe(0);
    await expect
      .poll(async () => Number((await t.db('mail_outbox').whereNull('sentAt').count({ n: '*' }))[0]?.n), {
        timeout: 30_000,
      })
      .toBe(0);
  };

  it('sends each due account exactly its new matchings, and nobody else a mail', async () => {
    const trigger = await triggerWeeklyDigest(t.db, new Date(), TZ);
    expect(trigger).toEqual({ week: isoWeek(new Date(), TZ), appended: true });
    week1 = trigger.week;
    await settled();

    expect(sink.received.map((m) => m.to).sort()).toEqual([
      'fc@example.ch',
      'lea@example.ch',
      'zoe@example.ch',
    ]);
    const lea = mailTo('lea@example.ch')[0] as ReceivedMail;
    expect(lea.subject).toBe('Ein neues passendes Angebot für dich');
    const offerLinks = lea.links.filter((l) => l.includes('/jobs/'));
    expect(offerLinks).toEqual([`http://localhost:3000/jobs/${jobs.a!.slug}`]);
    expect(lea.text).toContain('Schiedsrichter');
    expect(lea.text).toContain('FC Aarau & Söhne, 3011 Bern');
    expect(lea.html).toContain('FC Aarau &amp; Söhne');
    expect(lea.text).not.toMatch(/ß/);

    const club = mailTo('fc@example.ch')[0] as ReceivedMail;
    expect(club.subject).toBe('3 neue passende Personen für eure Angebote');
    const people = club.links.filter((l) => l.includes('/people/'));
    expect(people.sort()).toEqual(
      [fx.lea, fx.zoe, fx.tom].map((p) => `http://localhost:3000/people/${p!.slug}`).sort(),
    );
    expect(club.text).toContain('Zoe Graf');
    expect(club.text).not.toContain('Ben Muster');
    expect(club.text).not.toContain('Uwe');

    for (const mail of [lea, club]) {
      expect(mail.header('list-unsubscribe')).toMatch(
        /^<http:\/\/localhost:3000\/api\/unsubscribe\?account=.+&sig=.+>$/,
      );
      expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain('Wöchentliche Mail abbestellen');
    }
  });

  it('sends nothing twice when the trigger comes again or the event is replayed', async () => {
    expect(await triggerWeeklyDigest(t.db, new Date(), TZ)).toEqual({ week: week1, appended: false });
    const [event] = (await t.db('events').where({ type: 'digest.weekly-triggered' }).select('id')) as {
      id: string;
    }[];
    const plan = await log.replay(DIGEST_GROUP, { offset: String(event!.id) });
    expect(plan.events).toBe(1);
    await settled();
    expect(sink.received).toHaveLength(3);
    expect(await t.db('mail_deliveries').where({ kind: 'digest' }).pluck('period')).toEqual([
      week1,
      week1,
      week1,
    ]);
  });

  it('lists next week only what is new since the last digest', async () => {
    const c = await addJob(t.db, fx.fc.clubId!, 'TRAINER');
    await addMatching(t.db, {
      jobId: c.jobId,
      personId: fx.lea.personId!,
      clubId: fx.fc.clubId!,
      createdAt: new Date(),
    });
    const next = await triggerWeeklyDigest(t.db, new Date(Date.now() + 7 * 86_400_000), TZ);
    expect(next.appended).toBe(true);
    await settled();
    const [, second] = mailTo('lea@example.ch');
    expect(second?.links.filter((l) => l.includes('/jobs/'))).toEqual([
      `http://localhost:3000/jobs/${c.slug}`,
    ]);
    const clubMails = mailTo('fc@example.ch');
    expect(clubMails).toHaveLength(2);
    expect(clubMails[1]?.subject).toBe('Eine neue passende Person für eure Angebote');
    // Zoe has nothing new this week.
    expect(mailTo('zoe@example.ch')).toHaveLength(1);
    expect(sink.received).toHaveLength(5);
  });

  it('stops the weekly mail through the link in it, and through the List-Unsubscribe POST', async () => {
    const lea = mailTo('lea@example.ch')[0] as ReceivedMail;
    const link = new URL(lea.links.find((l) => l.includes('/api/unsubscribe')) as string);
    const page = await app.request('GET', `${link.pathname}${link.search}`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post"');
    expect(await t.db('accounts').where({ id: fx.lea.accountId }).first('weeklyJobUpdate')).toEqual({
      weeklyJobUpdate: true,
    });
    const click = await app.request('POST', `${link.pathname}${link.search}`, {
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(click.status).toBe(200);
    expect(click.text).toContain('Du bekommst keine wöchentliche Mail');
    expect(await t.db('accounts').where({ id: fx.lea.accountId }).first('weeklyJobUpdate')).toEqual({
      weeklyJobUpdate: false,
    });

    // The club's mail client uses the header: a POST from its own server, no Origin of ours.
    const club = mailTo('fc@example.ch')[0] as ReceivedMail;
    const header = new URL((club.header('list-unsubscribe') ?? '').slice(1, -1));
    const oneClick = await app.request('POST', `${header.pathname}${header.search}`, {
      headers: { origin: 'https://mail.example.net', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.json).toEqual({ unsubscribed: true });
    expect(await t.db('accounts').where({ id: fx.fc.accountId }).first('weeklyJobUpdate')).toEqual({
      weeklyJobUpdate: false,
    });

    await addMatching(t.db, {
      jobId: jobs.b!.jobId,
      personId: fx.zoe.personId!,
      clubId: fx.fc.clubId!,
      createdAt: new Date(),
    });
    const week3 = await triggerWeeklyDigest(t.db, new Date(Date.now() + 14 * 86_400_000), TZ);
    expect(week3.appended).toBe(true);
    await settled();
    // Zoe still gets hers; Lea and the club asked for no more.
    expect(mailTo('zoe@example.ch')).toHaveLength(2);
    expect(mailTo('lea@example.ch')).toHaveLength(2);
    expect(mailTo('fc@example.ch')).toHaveLength(2);
    expect(sink.received).toHaveLength(6);
  });
});
