import { Club } from '@anpfiff/core/db/models/club';
import { Job } from '@anpfiff/core/db/models/job';
import { Person } from '@anpfiff/core/db/models/person';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { Knex } from 'knex';
import type { AnyQueryBuilder } from 'objection';

/**
 * Public reads see only what belongs to the site's country and to verified, unlocked accounts; anything
 * else answers as if it did not exist.
 */
function activeAccount(alias: string) {
  return (builder: AnyQueryBuilder) =>
    builder
      .join('accounts', 'accounts.id', `${alias}.accountId`)
      .whereNotNull('accounts.verifiedAt')
      .where('accounts.locked', false);
}

export async function findVisibleClub(db: Knex, country: Country, slug: string): Promise<Club | undefined> {
  return Club.query(db)
    .modify(activeAccount('clubs'))
    .where({ 'clubs.slug': slug, 'clubs.country': country })
    .select('clubs.*')
    .first();
}

export async function findVisiblePerson(
  db: Knex,
  country: Country,
  slug: string,
): Promise<{ person: Person; email: string } | undefined> {
  const person = (await Person.query(db)
    .modify(activeAccount('persons'))
    .where({ 'persons.slug': slug, 'persons.country': country })
    .select('persons.*', 'accounts.email as accountEmail')
    .first()) as (Person & { accountEmail: string }) | undefined;
  return person ? { person, email: person.accountEmail } : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One offer by id or by slug, with its club. */
export async function findVisibleJob(db: Knex, country: Country, idOrSlug: string) {
  const query = Job.query(db)
    .join('clubs', 'clubs.id', 'jobs.clubId')
    .modify(activeAccount('clubs'))
    .where('jobs.country', country)
    .withGraphFetched('club')
    .select('jobs.*')
    .first();
  return UUID.test(idOrSlug) ? query.where('jobs.id', idOrSlug) : query.where('jobs.slug', idOrSlug);
}

export async function jobsOfClub(db: Knex, clubId: string): Promise<Job[]> {
  return Job.query(db).where({ clubId }).orderBy('createdAt', 'desc');
}

export interface PublicPage {
  slug: string;
  updatedAt: Date;
}

/** Slugs of every club, offer and person a visitor of the country's site can open, for the sitemap. */
export async function visiblePages(
  db: Knex,
  country: Country,
): Promise<{ clubs: PublicPage[]; jobs: PublicPage[]; people: PublicPage[] }> {
  const [clubs, jobs, people] = await Promise.all([
    Club.query(db)
      .modify(activeAccount('clubs'))
      .where('clubs.country', country)
      .select('clubs.slug', 'clubs.updatedAt')
      .orderBy('clubs.slug'),
    Job.query(db)
      .join('clubs', 'clubs.id', 'jobs.clubId')
      .modify(activeAccount('clubs'))
      .where('jobs.country', country)
      .select('jobs.slug', 'jobs.updatedAt')
      .orderBy('jobs.slug'),
    Person.query(db)
      .modify(activeAccount('persons'))
      .where('persons.country', country)
      .select('persons.slug', 'persons.updatedAt')
      .orderBy('persons.slug'),
  ]);
  const pages = (rows: { slug: string; updatedAt: Date }[]) =>
    rows.map((r) => ({ slug: r.slug, updatedAt: new Date(r.updatedAt) }));
  return { clubs: pages(clubs), jobs: pages(jobs), people: pages(people) };
}
