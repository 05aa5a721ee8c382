import { appendEvents } from '@anpfiff/core/events/append-event';
import type { DomainEvent } from '@anpfiff/schemas/events/domain-event';
import type { Knex } from 'knex';
import { clubColumns, jobColumns, personColumns } from '../../commands/profile-rows';
import type { LargeAccount, LargeClub, LargePerson } from './large-plan';

/** Rows per insert statement: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const ROWS_PER_STATEMENT = 1_000;

async function insertChunked(trx: Knex.Transaction, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await trx(table).insert(rows.slice(i, i + ROWS_PER_STATEMENT));
  }
}

function accountRow(account: LargeAccount, kind: 'club' | 'person', passwordHash: string) {
  return {
    id: account.id,
    email: account.email,
    kind,
    country: account.country,
    passwordHash,
    // verifyAccount sets verifiedAt and bumps the version, as here.
    verifiedAt: account.verified ? account.createdAt : null,
    version: account.verified ? 2 : 1,
    createdAt: account.createdAt,
    updatedAt: account.createdAt,
  };
}

/** What registerWithProfile and verifyAccount append for one account, in their order. */
function accountEvents(account: LargeAccount, kind: 'club' | 'person'): DomainEvent[] {
  const base = { aggregateId: account.id, country: account.country };
  const registered: DomainEvent = { type: 'account.registered', ...base, version: 1, payload: { kind } };
  return account.verified ? [registered, { type: 'account.verified', ...base, version: 2 }] : [registered];
}

/**
 * The documented bulk path of `npm run seed -- --scale`: one transaction per batch writes the rows the
 * commands registerClub + verifyAccount + createJob would write, with the same columns (profile-rows)
 * and the same events (account.registered, account.verified, job.published, same versions), so the
 * indexer and the matcher cannot tell the difference. Multi-row inserts instead of one command per row
 * are what makes 310,000 profiles fit in minutes.
 */
export async function writeClubs(db: Knex, clubs: LargeClub[], passwordHash: string): Promise<void> {
  await db.transaction(async (trx) => {
    await insertChunked(
      trx,
      'accounts',
      clubs.map((c) => accountRow(c.account, 'club', passwordHash)),
    );
    await insertChunked(
      trx,
      'clubs',
      clubs.map((c) => ({
        id: c.id,
        accountId: c.account.id,
        country: c.account.country,
        slug: c.slug,
        ...clubColumns(c.profile),
        createdAt: c.account.createdAt,
        updatedAt: c.account.createdAt,
      })),
    );
    await insertChunked(
      trx,
      'jobs',
      clubs.flatMap((c) =>
        c.jobs.map((j) => ({
          id: j.id,
          clubId: c.id,
          country: c.account.country,
          slug: j.slug,
          ...jobColumns(j.job),
          createdAt: j.createdAt,
          updatedAt: j.createdAt,
        })),
      ),
    );
    await appendEvents(
      trx,
      clubs.flatMap((c) => [
        ...accountEvents(c.account, 'club'),
        ...c.jobs.map((j): DomainEvent => ({
          type: 'job.published',
          aggregateId: j.id,
          country: c.account.country,
          version: 1,
        })),
      ]),
    );
  });
}

/** The same for people: registerPerson + verifyAccount per person, one transaction per batch. */
export async function writePersons(db: Knex, persons: LargePerson[], passwordHash: string): Promise<void> {
  await db.transaction(async (trx) => {
    await insertChunked(
      trx,
      'accounts',
      persons.map((p) => accountRow(p.account, 'person', passwordHash)),
    );
    await insertChunked(
      trx,
      'persons',
      persons.map((p) => ({
        id: p.id,
        accountId: p.account.id,
        country: p.account.country,
        slug: p.slug,
        ...personColumns(p.profile),
        createdAt: p.account.createdAt,
        updatedAt: p.account.createdAt,
      })),
    );
    await appendEvents(
      trx,
      persons.flatMap((p) => accountEvents(p.account, 'person')),
    );
  });
}
