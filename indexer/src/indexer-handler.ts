import type { EventHandler, StoredEvent } from '@anpfiff/core/events/event-log';
import type { SearchEngine } from '@anpfiff/core/search/search-engine';
import type { EventType } from '@anpfiff/schemas/events/domain-event';
import type { Knex } from 'knex';
import { clubDocuments, jobDocuments, personDocuments } from './projections/visible-sources';

/** The events that change what search shows; the others pass the indexer by. */
export const INDEXED_EVENT_TYPES = [
  'account.registered',
  'account.verified',
  'account.updated',
  'account.deleted',
  'club.updated',
  'person.updated',
  'job.published',
  'job.updated',
  'job.deleted',
] as const satisfies readonly EventType[];

/** A club, and every offer of it: offer cards show the club's name and emblem. */
async function indexClub(db: Knex, engine: SearchEngine, clubId: string): Promise<void> {
  const [club] = await clubDocuments(db, { ids: [clubId] });
  if (!club) {
    // Not (or no longer) public: unverified, locked or gone, and its offers with it.
    await engine.remove('clubs', [clubId]);
    await engine.removeByClub('jobs', clubId);
    return;
  }
  await engine.upsert([club, ...(await jobDocuments(db, { clubIds: [clubId] }))]);
}

async function indexPerson(db: Knex, engine: SearchEngine, personId: string): Promise<void> {
  const [person] = await personDocuments(db, { ids: [personId] });
  if (person) await engine.upsert([person]);
  else await engine.remove('people', [personId]);
}

async function indexJob(db: Knex, engine: SearchEngine, jobId: string): Promise<void> {
  const [job] = await jobDocuments(db, { ids: [jobId] });
  if (job) await engine.upsert([job]);
  else await engine.remove('jobs', [jobId]);
}

async function indexAccount(db: Knex, engine: SearchEngine, event: StoredEvent): Promise<void> {
  if (event.type === 'account.deleted') {
    // The profile went with the account; the event names it because it can no longer be read.
    const { kind, profileId } = event.payload;
    if (typeof profileId !== 'string') return;
    if (kind === 'club') {
      await engine.remove('clubs', [profileId]);
      await engine.removeByClub('jobs', profileId);
    } else if (kind === 'person') {
      await engine.remove('people', [profileId]);
    }
    return;
  }
  // Registered, verified, locked or unlocked: the account decides whether its profile is public.
  const club = (await db('clubs').where({ accountId: event.aggregateId }).first('id')) as
    { id: string } | undefined;
  if (club) return indexClub(db, engine, club.id);
  const person = (await db('persons').where({ accountId: event.aggregateId }).first('id')) as
    { id: string } | undefined;
  if (person) return indexPerson(db, engine, person.id);
  // Neither: the account is gone (a replay after its deletion); account.deleted removes the documents.
}

/**
 * Keeps the search documents in step with the events: it re-reads the current state of the aggregate the
 * event names and upserts or removes its documents. Re-reading makes every delivery idempotent, so a
 * replay of any range converges to the same index (DESIGN.md section 1).
 */
export function indexerHandler(engine: SearchEngine): EventHandler {
  return async (event, { db }) => {
    switch (event.aggregateType) {
      case 'account':
        return indexAccount(db, engine, event);
      case 'club':
        return indexClub(db, engine, event.aggregateId);
      case 'person':
        return indexPerson(db, engine, event.aggregateId);
      case 'job':
        return indexJob(db, engine, event.aggregateId);
      default:
        return;
    }
  };
}
