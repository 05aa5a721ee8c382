import { randomUUID } from 'node:crypto';
import type { StoredEvent, SubscribeOptions } from '@anpfiff/core/events/event-log';
import { WEEKLY_DIGEST_TEMPLATE } from '@anpfiff/core/mail/templates/weekly-digest';
import type { Knex } from 'knex';
import { triggerWeeklyDigest } from '../digest/trigger-digest';
import { DIGEST_GROUP, mailerConsumers } from '../mailer-consumers';

/**
 * Rows the digest reads, written straight into the tables: accounts with their profiles, offers and the
 * matcher's matchings with chosen creation times (what is "new" depends on them). The mailer only reads
 * these tables; the commands that write them are tested where they live.
 */
export interface AccountSpec {
  email: string;
  country?: 'CH' | 'DE';
  verified?: boolean;
  locked?: boolean;
  weekly?: boolean;
  /** Registration time; a first digest covers nothing from before it. */
  createdAt?: Date;
}

async function account(db: Knex, kind: 'person' | 'club', spec: AccountSpec): Promise<string> {
  const [row] = (await db('accounts')
    .insert({
      email: spec.email,
      kind,
      country: spec.country ?? 'CH',
      passwordHash: 'not-a-real-hash',
      verifiedAt: spec.verified === false ? null : db.fn.now(),
      locked: spec.locked ?? false,
      weeklyJobUpdate: spec.weekly ?? true,
      // Registered well before the matchings the tests date in the past, as real accounts are.
      createdAt: (spec.createdAt ?? daysAgo(90)).toISOString(),
    })
    .returning('id')) as { id: string }[];
  return (row as { id: string }).id;
}

export async function addPerson(
  db: Knex,
  spec: AccountSpec & { firstName: string; lastName?: string },
): Promise<{ accountId: string; personId: string; slug: string }> {
  const accountId = await account(db, 'person', spec);
  const slug = `${spec.firstName.toLowerCase()}-${randomUUID().slice(0, 8)}`;
  const [row] = (await db('persons')
    .insert({
      accountId,
      country: spec.country ?? 'CH',
      slug,
      firstName: spec.firstName,
      lastName: spec.lastName ?? 'Muster',
      zip: '8001',
      city: 'Zürich',
    })
    .returning('id')) as { id: string }[];
  return { accountId, personId: (row as { id: string }).id, slug };
}

export async function addClub(
  db: Knex,
  spec: AccountSpec & { name: string },
): Promise<{ accountId: string; clubId: string }> {
  const accountId = await account(db, 'club', spec);
  const [row] = (await db('clubs')
    .insert({
      accountId,
      country: spec.country ?? 'CH',
      slug: `club-${randomUUID().slice(0, 8)}`,
      name: spec.name,
      zip: '3011',
      city: 'Bern',
    })
    .returning('id')) as { id: string }[];
  return { accountId, clubId: (row as { id: string }).id };
}

export async function addJob(
  db: Knex,
  clubId: string,
  clubFunction = 'SCHIEDSRICHTER',
): Promise<{ jobId: string; slug: string }> {
  const slug = `angebot-${randomUUID().slice(0, 8)}`;
  const [row] = (await db('jobs')
    .insert({ clubId, country: 'CH', slug, clubFunction, zip: '3011', city: 'Bern' })
    .returning('id')) as { id: string }[];
  return { jobId: (row as { id: string }).id, slug };
}

export async function addMatching(
  db: Knex,
  m: { jobId: string; personId: string; clubId: string; createdAt: Date; score?: number },
): Promise<void> {
  await db('matchings').insert({
    jobId: m.jobId,
    personId: m.personId,
    clubId: m.clubId,
    country: 'CH',
    score: m.score ?? 80,
    distanceKm: 5,
    reasons: JSON.stringify([]),
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.createdAt.toISOString(),
  });
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The stored trigger event of `week`, as the digest consumer is handed it. */
export async function triggerEvent(db: Knex, week: string): Promise<StoredEvent> {
  const row = (await db('events')
    .where({ type: 'digest.weekly-triggered', aggregateId: week })
    .first('id', 'type', 'aggregateType', 'aggregateId', 'country', 'version', 'payload', 'occurredAt')) as {
    id: string | number;
    type: 'digest.weekly-triggered';
    aggregateType: 'digest';
    aggregateId: string;
    version: number;
    payload: Record<string, unknown>;
    occurredAt: Date | string;
  };
  return { ...row, offset: String(row.id), country: null, occurredAt: new Date(row.occurredAt) };
}

/**
 * The weekly trigger as if the scheduler had fired at `at`: appended now, then moved back to `at`, so a
 * test can lay out weeks of the past (a clock change, a late trigger) and the matchings between them.
 */
export async function triggerAt(db: Knex, at: Date, timeZone: string): Promise<StoredEvent> {
  const { week } = await triggerWeeklyDigest(db, at, timeZone);
  await db('events')
    .where({ type: 'digest.weekly-triggered', aggregateId: week })
    .update({ occurredAt: at.toISOString() });
  // The window the trigger recorded ends then too; the next trigger's starts there.
  await db('digest_runs').where({ week }).update({ windowEnd: at.toISOString() });
  return triggerEvent(db, week);
}

export interface QueuedDigest {
  to: string;
  /** The offers a person's digest lists, or the people a club's lists: their slugs. */
  slugs: string[];
  /** Worded as the first digest ("In der vergangenen Woche"), not as one following a last one. */
  first: boolean;
}

/** The digests waiting in the outbox (no sender runs in these tests), oldest first. */
export async function queuedDigests(db: Knex): Promise<QueuedDigest[]> {
  const rows = (await db('mail_outbox')
    .where({ template: WEEKLY_DIGEST_TEMPLATE })
    .orderBy('id')
    .select('toAddress', 'renderInput')) as { toAddress: string; renderInput: unknown }[];
  return rows.map((r) => {
    const input = (typeof r.renderInput === 'string' ? JSON.parse(r.renderInput) : r.renderInput) as {
      first?: boolean;
    } & (
      | { kind: 'person'; offers: { slug: string }[] }
      | { kind: 'club'; jobs: { people: { slug: string }[] }[] }
    );
    const slugs =
      input.kind === 'person'
        ? input.offers.map((o) => o.slug)
        : input.jobs.flatMap((j) => j.people.map((p) => p.slug));
    return { to: r.toAddress, slugs, first: input.first === true };
  });
}

/** The digest consumer group as the mailer subscribes it, with local sites and a test secret. */
export function digestConsumer(): SubscribeOptions {
  const sites = { CH: 'http://localhost:3000', DE: 'http://localhost:3001' };
  const consumer = mailerConsumers({ config: { sites, mail: { secret: 'x'.repeat(32) } } }).find(
    (c) => c.group === DIGEST_GROUP,
  );
  if (!consumer) throw new Error('no digest consumer');
  return consumer;
}
