import { Club } from '@anpfiff/core/db/models/club';
import { Job } from '@anpfiff/core/db/models/job';
import { Person } from '@anpfiff/core/db/models/person';
import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import type { AnyQueryBuilder } from 'objection';
import { projectClub } from './club-projection';
import { JOB_CLUB_COLUMNS, projectJob } from './job-projection';
import { projectPerson } from './person-projection';

/**
 * What the index may hold: profiles of verified, unlocked accounts, the same rule as the public reads of
 * the API. Unverified, locked and deleted accounts have no documents.
 */
function ofActiveAccount(alias: 'clubs' | 'persons') {
  return (builder: AnyQueryBuilder) =>
    builder
      .join('accounts', 'accounts.id', `${alias}.accountId`)
      .whereNotNull('accounts.verifiedAt')
      .where('accounts.locked', false);
}

/**
 * The pool of motivated athletes (/people, and the home page's "Motivierte Sportler" counter) holds people
 * interested in at least one club function: someone who seeks nothing is not looking for a club.
 */
function motivated(builder: AnyQueryBuilder) {
  return builder.whereRaw('cardinality(persons.interested_club_functions) > 0');
}

/** Which rows to read: by id, by club (offers), or the next keyset page of a rebuild. */
export interface SourceFilter {
  ids?: readonly string[];
  clubIds?: readonly string[];
  afterId?: string;
  limit?: number;
}

function page(builder: AnyQueryBuilder, table: string, filter: SourceFilter): AnyQueryBuilder {
  if (filter.ids) builder.whereIn(`${table}.id`, [...filter.ids]);
  if (filter.afterId !== undefined) builder.where(`${table}.id`, '>', filter.afterId);
  if (filter.limit !== undefined) builder.orderBy(`${table}.id`).limit(filter.limit);
  return builder;
}

export async function clubDocuments(db: Knex, filter: SourceFilter): Promise<SearchDocument[]> {
  const clubs = await page(
    Club.query(db).modify(ofActiveAccount('clubs')).select('clubs.*'),
    'clubs',
    filter,
  );
  return (clubs as Club[]).map(projectClub);
}

export async function jobDocuments(db: Knex, filter: SourceFilter): Promise<SearchDocument[]> {
  const query = Job.query(db)
    .join('clubs', 'clubs.id', 'jobs.clubId')
    .modify(ofActiveAccount('clubs'))
    .withGraphFetched('club')
    // What an offer's document takes from its club (projectJob); a club's own texts stay unread.
    .modifyGraph('club', (club) => club.select(...JOB_CLUB_COLUMNS))
    .select('jobs.*');
  if (filter.clubIds) query.whereIn('jobs.clubId', [...filter.clubIds]);
  const jobs = (await page(query, 'jobs', filter)) as Job[];
  return jobs.flatMap((job) => (job.club ? [projectJob(job, job.club)] : []));
}

export async function personDocuments(db: Knex, filter: SourceFilter): Promise<SearchDocument[]> {
  const persons = await page(
    Person.query(db).modify(ofActiveAccount('persons')).modify(motivated).select('persons.*'),
    'persons',
    filter,
  );
  return (persons as Person[]).map(projectPerson);
}

export const DOCUMENT_SOURCES: Readonly<
  Record<SearchKind, (db: Knex, filter: SourceFilter) => Promise<SearchDocument[]>>
> = { clubs: clubDocuments, jobs: jobDocuments, people: personDocuments };

/** How many documents a kind should have: what a rebuild must deliver before it may swap. */
export async function countVisible(db: Knex, kind: SearchKind): Promise<number> {
  const query =
    kind === 'clubs'
      ? Club.query(db).modify(ofActiveAccount('clubs'))
      : kind === 'people'
        ? Person.query(db).modify(ofActiveAccount('persons')).modify(motivated)
        : Job.query(db).join('clubs', 'clubs.id', 'jobs.clubId').modify(ofActiveAccount('clubs'));
  const row = (await query.count('* as count').first()) as unknown as { count: string | number } | undefined;
  return Number(row?.count ?? 0);
}
