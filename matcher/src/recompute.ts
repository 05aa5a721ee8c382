import type { Knex } from 'knex';
import { applyMatchings, type ChangeCount, type ScopedMatch } from './apply-matchings';
import { jobCandidates, personCandidates } from './candidates';
import { loadJob, loadPerson } from './match-subjects';
import { matchPersonToJob } from './rules/match-person-to-job';

/** An offer changed (or appeared, or its club's account did): its candidates are matched again. */
export async function recomputeJob(db: Knex, jobId: string): Promise<ChangeCount> {
  const job = await loadJob(db, jobId);
  if (!job || !job.active) return applyMatchings(db, { jobIds: [jobId] }, []);
  const matches: ScopedMatch[] = [];
  for (const person of await personCandidates(db, job)) {
    const match = matchPersonToJob(person, job);
    if (match) matches.push({ ...match, clubId: job.clubId, country: job.country });
  }
  // Multi-row writes: an offer near a city can have hundreds of candidates, and one statement per matching
  // held the embedded database's only connection (and with it the indexer) for half a second.
  return applyMatchings(db, { jobIds: [jobId] }, matches);
}

/** A person changed: their offers are matched again. */
export async function recomputePerson(db: Knex, personId: string): Promise<ChangeCount> {
  const person = await loadPerson(db, personId);
  if (!person || !person.active) return applyMatchings(db, { personId }, []);
  const matches: ScopedMatch[] = [];
  for (const job of await jobCandidates(db, person)) {
    const match = matchPersonToJob(person, job);
    if (match) matches.push({ ...match, clubId: job.clubId, country: job.country });
  }
  return applyMatchings(db, { personId }, matches);
}

/** Every offer of a club again (its account was verified, or it left). */
export async function recomputeClub(db: Knex, clubId: string): Promise<ChangeCount> {
  const total: ChangeCount = { added: 0, updated: 0, removed: 0 };
  const jobIds: string[] = await db('jobs').where({ clubId }).pluck('id');
  const add = (c: ChangeCount) => {
    total.added += c.added;
    total.updated += c.updated;
    total.removed += c.removed;
  };
  for (const jobId of jobIds) add(await recomputeJob(db, jobId));
  // Offers that no longer exist (the club left) lose their matchings too.
  const stale = (await db('matchings').where({ clubId }).whereNotIn('jobId', jobIds).distinct('jobId')) as {
    jobId: string;
  }[];
  for (const { jobId } of stale) add(await applyMatchings(db, { jobIds: [jobId] }, []));
  return total;
}
