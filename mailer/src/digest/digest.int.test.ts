import type { Subscription } from '@anpfiff/core/events/event-log';
import { createPgEventLog, type PgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { type MailSender, startMailSender } from '@anpfiff/core/mail/mail-sender';
import type { MailTransport } from '@anpfiff/core/mail/mail-transport';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { startTestApp, type TestApp } from '@anpfiff/api/testing/test-app';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_GROUP, mailerConsumers } from '../mailer-consumers';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { addClub, addJob, addMatching, addPerson, daysAgo } from '../testing/digest-fixtures';
import { isoWeek } from './iso-week';
import { triggerWeeklyDigest } from './trigger-digest';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const TZ = 'Europe/Zurich';

type Person = Awaited<ReturnType<typeof addPerson>>;
type Club = Awaited<ReturnType<typeof addClub>>;
type Job = Awaited<ReturnType<typeof addJob>>;
interface Fixtures {
  lea: Person;
  zoe: Person;
  ben: Person;
  tom: Person;
  uwe: Person;
  fc: Club;
  jobs: { a: Job; b: Job };
}

/** Who matches what, and since when: the digest must pick exactly the new, visible matchings. */
async function fixtures(db: Knex): Promise<Fixtures> {
  const lea = await addPerson(db, { email: 'lea@example.ch', firstName: 'Lea' });
  const zoe = await addPerson(db, { email: 'zoe@example.ch', firstName: 'Zoe', lastName: 'Graf' });
  const ben = await addPerson(db, { email: 'ben@example.ch', firstName: 'Ben' });
  // Nothing new for Max: no mail.
  await addPerson(db, { email: 'max@example.ch', firstName: 'Max' });
  const tom = await addPerson(db, {
    email: 'tom@example.de',
    firstName: 'Tom',
    country: 'DE',
    weekly: false,
  });
  const uwe = await addPerson(db, { email: 'uwe@example.ch', firstName: 'Uwe', verified: false });
  const fc = await addClub(db, { email: 'fc@example.ch', name: 'FC Aarau & Söhne' });
  const locked = await addClub(db, { email: 'gesperrt@example.ch', name: 'FC Gesperrt', locked: true });
  const jobs = {
    a: await addJob(db, fc.clubId, 'SCHIEDSRICHTER'),
    b: await addJob(db, fc.clubId, 'TRAINER'),
  };
  const match = (job: Job, person: Person, createdAt: Date, clubId = fc.clubId) =>
    addMatching(db, { jobId: job.jobId, personId: person.personId, clubId, createdAt });
  await match(jobs.a, lea, daysAgo(1)); // new
  await match(jobs.b, lea, daysAgo(10)); // before the first digest's week
  await match(jobs.a, zoe, daysAgo(2)); // new
  await match(jobs.a, ben, daysAgo(10)); // old
  await match(jobs.a, uwe, daysAgo(1)); // unverified: nobody hears of it
  await match(jobs.a, tom, daysAgo(1)); // Tom gets no mail himself, but the club hears of him
  // An offer of a locked club is shown to nobody.
  await match(await addJob(db, locked.clubId, 'SCHIEDSRICHTER'), lea, daysAgo(1), locked.clubId);
  return { lea, zoe, ben, tom, uwe, fc, jobs };
}

describe.each(testDatabaseKinds())('weekly digest on %s', (kind) => {
  let t: TestDatabase;
  let sink: SmtpSink;
  let transport: MailTransport & { close?: () => void };
  let sender: MailSender;
  let log: PgEventLog;
  let subscription: Subscription;
  let app: TestApp;
  let fx: Fixtures;
  let week1: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    sink = await startSmtpSink();
    app = await startTestApp(t.db, { SMTP_URL: sink.url });
    transport = await createMailTransport(app.config);
    sender = startMailSender({ db: t.db, transport, logger: silent, intervalMs: 100, concurrency: 4 });
    log = await createPgEventLog(t.db);
    const digest = mailerConsumers({ config: app.config, wake: () => sender.wake(), logger: silent }).find(
      (c) => c.group === DIGEST_GROUP,
    );
    if (!digest) throw new Error('no digest consumer');
    subscription = await log.subscribe(digest);
    fx = await fixtures(t.db);
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
  /** Waits until the digest group has handled the newest event and the outbox is empty. */
  const settled = async () => {
    // Not the lag alone: on a shared PostgreSQL server another database's open transaction keeps a just
    // committed event out of the count for a moment, and the lag reads 0 before the digest group saw it.
    const [head] = (await t.db('events').max({ id: 'id' })) as { id: string | number | null }[];
    await expect
      .poll(async () => (await log.lag()).find((l) => l.group === DIGEST_GROUP)?.offset, { timeout: 30_000 })
      .toBe(String(head?.id));
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
    expect(offerLinks).toEqual([`http://localhost:3000/jobs/${fx.jobs.a.slug}`]);
    expect(lea.text).toContain('Schiedsrichter');
    expect(lea.text).toContain('FC Aarau & Söhne, 3011 Bern');
    expect(lea.html).toContain('FC Aarau &amp; Söhne');
    expect(lea.text).not.toMatch(/ß/);

    const club = mailTo('fc@example.ch')[0] as ReceivedMail;
    // All three fit the one offer A.
    expect(club.subject).toBe('3 neue passende Personen für euer Angebot');
    const people = club.links.filter((l) => l.includes('/people/'));
    expect(people.sort()).toEqual(
      [fx.lea, fx.zoe, fx.tom].map((p) => `http://localhost:3000/people/${p.slug}`).sort(),
    );
    expect(club.text).toContain('Zoe Graf');
    expect(club.text).not.toContain('Ben Muster');
    expect(club.text).not.toContain('Uwe');

    for (const mail of [lea, club]) {
      expect(mail.header('list-unsubscribe')).toMatch(
        /^<http:\/\/localhost:3000\/api\/unsubscribe\?account=.+&sig=.+>$/,
      );
      expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      // The layout's headers beside the digest's own.
      expect(mail.header('content-language')).toBe('de-CH');
      expect(mail.header('reply-to')).toBe('Anpfiff <hallo@anpfiff.ch>');
      expect(mail.text).toContain('Wöchentliches E-Mail abbestellen');
      expect(mail.text).toContain('In der vergangenen Woche gab es');
    }
  });

  it('sends nothing twice when the trigger comes again or the event is replayed', async () => {
    expect(await triggerWeeklyDigest(t.db, new Date(), TZ)).toEqual({ week: week1, appended: false });
    const [event] = (await t.db('events').where({ type: 'digest.weekly-triggered' }).select('id')) as {
      id: string;
    }[];
    const plan = await log.replay(DIGEST_GROUP, { offset: String(event?.id) });
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
    const c = await addJob(t.db, fx.fc.clubId, 'TRAINER');
    await addMatching(t.db, {
      jobId: c.jobId,
      personId: fx.lea.personId,
      clubId: fx.fc.clubId,
      createdAt: new Date(),
    });
    const next = await triggerWeeklyDigest(t.db, new Date(Date.now() + 7 * 86_400_000), TZ);
    expect(next.appended).toBe(true);
    await settled();
    const [, second] = mailTo('lea@example.ch');
    expect(second?.links.filter((l) => l.includes('/jobs/'))).toEqual([
      `http://localhost:3000/jobs/${c.slug}`,
    ]);
    expect(second?.text).toContain(
      'Seit unserer letzten Übersicht gibt es ein neues passendes Angebot für dich.',
    );
    const clubMails = mailTo('fc@example.ch');
    expect(clubMails).toHaveLength(2);
    expect(clubMails[1]?.subject).toBe('Eine neue passende Person für euer Angebot');
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
    // The page names the mail as the mail named itself: on the Swiss site "das E-Mail".
    expect(page.text).toContain('<h1>Wöchentliches E-Mail abbestellen</h1>');
    expect(click.text).toContain('Du bekommst kein wöchentliches E-Mail mit neuen Treffern mehr.');
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
      jobId: fx.jobs.b.jobId,
      personId: fx.zoe.personId,
      clubId: fx.fc.clubId,
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
