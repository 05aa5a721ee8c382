import type { CoalesceKey } from '@anpfiff/core/events/coalesce';
import type { EventHandler, StoredEvent } from '@anpfiff/core/events/event-log';
import { recomputeClub, recomputeJob, recomputePerson } from './recompute';

type Db = Parameters<EventHandler>[1]['db'];

export const MATCHER_GROUP = 'matcher';

export const MATCHER_EVENTS = [
  'account.verified',
  'account.updated',
  'account.deleted',
  'person.updated',
  'job.published',
  'job.updated',
  'job.deleted',
] as const;

/**
 * The recomputation an event asks for, as a key (coalesce.ts): an offer's, a person's or an account's
 * profile's. A deletion reads its profile from the event, and a change of password or mail settings asks
 * for none: neither is passed over, nor covers another event.
 */
export const matcherWork: CoalesceKey = (event) => {
  switch (event.type) {
    case 'job.published':
    case 'job.updated':
    case 'job.deleted':
      return `job:${event.aggregateId}`;
    case 'person.updated':
      return `person:${event.aggregateId}`;
    case 'account.verified':
      return `account:${event.aggregateId}`;
    case 'account.updated':
      return event.payload.changed === 'locked' ? `account:${event.aggregateId}` : undefined;
    default:
      return undefined;
  }
};

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
    case 'account.updated':
      // A lock or an unlock decides whether the account's profile is matched at all; the other changes
      // (password, mail settings) touch no matching and would only cost a club's every offer again.
      if (event.payload.changed === 'locked') await recomputeAccount(db, event);
      return;
    case 'account.verified':
    case 'account.deleted':
      await recomputeAccount(db, event);
      return;
    default:
      return;
  }
};

/** The account's profile again: all offers of a club, or a person's offers. */
async function recomputeAccount(db: Db, event: StoredEvent): Promise<void> {
  const profileId =
    event.type === 'account.deleted'
      ? (event.payload.profileId as string | null)
      : await profileOf(db, event.aggregateId);
  if (!profileId) return;
  const kind = event.payload.kind ?? (await kindOf(db, event.aggregateId));
  if (kind === 'club') await recomputeClub(db, profileId);
  else await recomputePerson(db, profileId);
}

async function profileOf(db: Db, accountId: string): Promise<string | null> {
  const row = ((await db('clubs').where({ accountId }).first('id')) ??
    (await db('persons').where({ accountId }).first('id'))) as { id: string } | undefined;
  return row?.id ?? null;
}

async function kindOf(db: Db, accountId: string): Promise<string | null> {
  const row = (await db('accounts').where({ id: accountId }).first('kind')) as { kind: string } | undefined;
  return row?.kind ?? null;
}
