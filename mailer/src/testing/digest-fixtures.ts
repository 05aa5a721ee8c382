import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

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
