import type { EventHandler } from '@anpfiff/core/events/event-log';
import { recomputeClub, recomputeJob, recomputePerson } from './recompute';

export const MATCHER_GROUP = 'matcher';

export const MATCHER_EVENTS = [
  'account.verified',
  'account.deleted',
  'person.updated',
  'job.published',
  'job.updated',
  'job.deleted',
] as const;

/**
 * Recomputes only what an event touches: an offer's candidates, a person's offers, or all offers of a
 * club. The work re-reads current state, so a late or repeated event does the right thing.
 */
export const matcherHandler: EventHandler = async (event, { db }) => {
  switch (event.type) {
    case 'job.published':
    case 'job.updated':
    case 'job.deleted':
      await recomputeJob(db, event.aggregateId);
      return;
    case 'person.updated':
      await recomputePerson(db, event.aggregateId);
      return;
    case 'account.verified':
    case 'account.deleted': {
      const profileId =
        event.type === 'account.deleted'
          ? (event.payload.profileId as string | null)
          : await profileOf(db, event.aggregateId);
      if (!profileId) return;
      const kind = event.payload.kind ?? (await kindOf(db, event.aggregateId));
      if (kind === 'club') await recomputeClub(db, profileId);
      else await recomputePerson(db, profileId);
      return;
    }
    default:
      return;
  }
};

async function profileOf(db: Parameters<EventHandler>[1]['db'], accountId: string): Promise<string | null> {
  const row = ((await db('clubs').where({ accountId }).first('id')) ??
    (await db('persons').where({ accountId }).first('id'))) as { id: string } | undefined;
  return row?.id ?? null;
}

async function kindOf(db: Parameters<EventHandler>[1]['db'], accountId: string): Promise<string | null> {
  const row = (await db('accounts').where({ id: accountId }).first('kind')) as { kind: string } | undefined;
  return row?.kind ?? null;
}
