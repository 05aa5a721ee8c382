import type { Logger } from '@anpfiff/core/logger/logger';
import type { Knex } from 'knex';
import { createJob } from '../commands/create-job';
import { registerClub } from '../commands/register-club';
import { registerPerson } from '../commands/register-person';
import { verifyAccount } from '../commands/verify-account';
import { hashPassword } from '../support/passwords';
import { planDemo } from './demo-plan';

/** Every demo account signs in with this password; documented in the README. */
export const DEMO_PASSWORD = 'anpfiff-demo';

export interface SeedSummary {
  clubs: number;
  jobs: number;
  persons: number;
}

/**
 * Writes the demo data through the same commands the API uses, so its events land in the outbox like any
 * other change. One hash serves every demo account: argon2id is slow on purpose, and hundreds of hashes
 * would hold up the first start for no gain on throw-away data. All of it is one transaction (each
 * command's own becomes a savepoint in it): a seed cut short by Ctrl-C or a crash leaves the database
 * empty, to be seeded at the next start, never half a demo that would count as a used database.
 */
export async function seedDemo(db: Knex): Promise<SeedSummary> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const plan = planDemo();
  return db.transaction(async (trx) => {
    let jobs = 0;
    for (const club of plan.clubs) {
      const { accountId, clubId } = await registerClub(
        trx,
        { email: club.email, passwordHash, country: club.country },
        club.profile,
      );
      await verifyAccount(trx, accountId);
      for (const job of club.jobs) await createJob(trx, clubId, job);
      jobs += club.jobs.length;
    }
    for (const person of plan.persons) {
      const { accountId } = await registerPerson(
        trx,
        { email: person.email, passwordHash, country: person.country },
        person.profile,
      );
      await verifyAccount(trx, accountId);
    }
    return { clubs: plan.clubs.length, jobs, persons: plan.persons.length };
  });
}

/** Seeds only a database nobody has used yet: no accounts and no events. A restart never seeds twice. */
export async function seedDemoIfEmpty(db: Knex, logger: Logger): Promise<SeedSummary | null> {
  const used = (await db('accounts').first('id')) ?? (await db('events').first('id'));
  if (used) return null;
  const started = Date.now();
  const summary = await seedDemo(db);
  logger.info({ ...summary, ms: Date.now() - started }, 'demo data seeded');
  return summary;
}
