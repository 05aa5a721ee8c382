import type { Country } from '@anpfiff/core/config/config';
import type { Stats } from '@anpfiff/schemas/api/stats';
import type { Knex } from 'knex';

/**
 * Counts only what a visitor can find: profiles of verified, unlocked accounts of the site's country.
 * A "motivated" athlete is a person who has named at least one function they want to take on.
 */
export async function countStats(db: Knex, country: Country): Promise<Stats> {
  const active = (table: string) =>
    db(table)
      .join('accounts', 'accounts.id', `${table}.accountId`)
      .where(`${table}.country`, country)
      .whereNotNull('accounts.verifiedAt')
      .where('accounts.locked', false);

  const [clubs, jobs, persons, motivated] = await Promise.all([
    active('clubs').count({ n: '*' }).first(),
    db('jobs')
      .join('clubs', 'clubs.id', 'jobs.clubId')
      .join('accounts', 'accounts.id', 'clubs.accountId')
      .where('jobs.country', country)
      .whereNotNull('accounts.verifiedAt')
      .where('accounts.locked', false)
      .count({ n: '*' })
      .first(),
    active('persons').count({ n: '*' }).first(),
    active('persons')
      .whereRaw('cardinality(persons.interested_club_functions) > 0')
      .count({ n: '*' })
      .first(),
  ]);
  const n = (row: { n?: string | number } | undefined) => Number(row?.n ?? 0);
  return {
    totalClubProfileCount: n(clubs),
    totalJobOfferCount: n(jobs),
    motivatedPersonProfileCount: n(motivated),
    totalPersonProfileCount: n(persons),
  };
}
