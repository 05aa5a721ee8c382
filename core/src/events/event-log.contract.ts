import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventLog, StoredEvent, Subscription } from './event-log';
import {
  appendCommitted,
  clubUpdated,
  createProjection,
  projectionRows,
  recorder,
  waitFor,
} from './testing/event-log-testing';

export interface ContractSubject {
  log: EventLog;
  db: Knex;
  close(): Promise<void>;
  /**
   * Whether a group that starts reading gets everything committed so far in one batch, up to its batch
   * size: the embedded log does; Kafka's fetches may cut anywhere.
   */
  wholeBatches: boolean;
}

const FAST_RETRY = { attempts: 3, initialDelayMs: 5, maxDelayMs: 20 };

/**
 * What every event log adapter promises (DESIGN.md section 2). Order is promised per aggregate only:
 * that is what Kafka keeps across partitions; the embedded adapter's stricter offset order has its own test.
 * The tests share one database (a PGlite takes seconds to boot), so each uses its own groups and aggregates.
 */
export function eventLogContract(name: string, open: () => Promise<ContractSubject>): void {
  describe(`event log contract: ${name}`, { timeout: 90_000 }, () => {
    let s: ContractSubject;
    const running: Subscription[] = [];
    const subscribe = async (...args: Parameters<EventLog['subscribe']>) => {
      const subscription = await s.log.subscribe(...args);
      running.push(subscription);
      return subscription;
    };

    beforeAll(async () => {
      s = await open();
    });
    afterEach(async () => {
      await Promise.all(running.splice(0).map((r) => r.stop()));
    });
    afterAll(() => s?.close());

    it('has an event exactly when its transaction committed', async () => {
      const { seen, handler } = recorder();
      await subscribe({ group: 'contract-commit', handler });
      const before = await s.log.head();
      await expect(
        s.db.transaction(async (trx) => {
          await s.log.append(trx, clubUpdated('rolled-back', 1));
          throw new Error('the command failed after appending');
        }),
      ).rejects.toThrow('the command failed');
      const [offset] = await appendCommitted(s.log, s.db, [clubUpdated('committed', 1)]);

      await waitFor('the committed event', () => seen.some((e) => e.aggregateId === 'committed'));
      expect(seen.filter((e) => e.aggregateId === 'committed').map((e) => e.offset)).toEqual([offset]);
      expect(seen.map((e) => e.aggregateId)).not.toContain('rolled-back');
      expect(await s.log.head()).toEqual({ offset, events: before.events + 1 });
      const tail: StoredEvent[] = [];
      for await (const event of s.log.tail({ last: 1_000 })) tail.push(event);
      expect(tail.map((e) => e.aggregateId)).toContain('committed');
      expect(tail.map((e) => e.aggregateId)).not.toContain('rolled-back');
    });

    it('delivers every event with its fields, in order per aggregate', async () => {
      const { seen, handler } = recorder();
      await subscribe({ group: 'contract-order', handler });
      for (let v = 1; v <= 5; v += 1) {
        await appendCommitted(s.log, s.db, [clubUpdated('club-a', v), clubUpdated('club-b', v, 'DE')]);
      }
      const ours = () => seen.filter((e) => e.aggregateId.startsWith('club-'));
      await waitFor('ten events', () => ours().length >= 10);
      for (const club of ['club-a', 'club-b']) {
        expect(seen.filter((e) => e.aggregateId === club).map((e) => e.version)).toEqual([1, 2, 3, 4, 5]);
      }
      expect(seen.find((e) => e.aggregateId === 'club-b')).toMatchObject({
        type: 'club.updated',
        aggregateType: 'club',
        country: 'DE',
        payload: {},
      });
      expect(seen[0]?.occurredAt).toBeInstanceOf(Date);
    });

    it('keeps a checkpoint per group: a restarted member continues, another group starts over', async () => {
      const ours = (seen: StoredEvent[]) => seen.map((e) => e.aggregateId).filter((id) => /^c\d$/.test(id));
      const first = recorder();
      const member = await subscribe({ group: 'contract-resume', handler: first.handler });
      await appendCommitted(s.log, s.db, [clubUpdated('c1', 1), clubUpdated('c2', 1)]);
      await waitFor('the first two events', () => ours(first.seen).length === 2);
      await member.stop();

      await appendCommitted(s.log, s.db, [clubUpdated('c3', 1)]);
      const second = recorder();
      await subscribe({ group: 'contract-resume', handler: second.handler });
      const other = recorder();
      await subscribe({ group: 'contract-other', handler: other.handler });
      await waitFor('the third event', () => ours(second.seen).length >= 1 && ours(other.seen).length >= 3);
      expect(second.seen.map((e) => e.aggregateId)).toEqual(['c3']);
      expect(ours(other.seen).sort()).toEqual(['c1', 'c2', 'c3']);
    });

    it('retries a failing handler, then parks the event as a dead letter and moves on', async () => {
      const attempts: number[] = [];
      const handled: string[] = [];
      await subscribe({
        group: 'contract-dead',
        retry: FAST_RETRY,
        handler: async (event, { attempt }) => {
          if (event.aggregateId === 'poison') {
            attempts.push(attempt);
            throw new Error('Verein nicht gefunden');
          }
          handled.push(event.aggregateId);
        },
      });
      const [poison] = await appendCommitted(s.log, s.db, [clubUpdated('poison', 1)]);
      await appendCommitted(s.log, s.db, [clubUpdated('after', 1)]);
      await waitFor('the event after the poison one', () => handled.includes('after'));
      expect(attempts).toEqual([1, 2, 3]);

      const [letter, ...more] = await s.log.deadLetters({ group: 'contract-dead' });
      expect(more).toEqual([]);
      expect(letter).toMatchObject({ status: 'parked', attempts: 3, event: { offset: poison } });
      expect(letter?.error).toContain('Verein nicht gefunden');
      await waitFor('the lag to settle', async () => {
        const lag = (await s.log.lag()).find((l) => l.group === 'contract-dead');
        return lag?.lag === 0 && lag.deadLetters === 1;
      });
    });

    it('waits out an outage longer than its retries instead of parking the events of its time', async () => {
      const handled: string[] = [];
      let outage = 6;
      await subscribe({
        group: 'contract-outage',
        retry: FAST_RETRY,
        handler: async (event) => {
          if (event.aggregateId === 'during' && outage > 0) {
            outage -= 1;
            throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9200'), { code: 'ECONNREFUSED' });
          }
          handled.push(event.aggregateId);
        },
      });
      await appendCommitted(s.log, s.db, [clubUpdated('during', 1), clubUpdated('later', 1)]);
      await waitFor('the event after the outage', () => handled.includes('later'));
      expect(handled.filter((id) => id === 'during' || id === 'later')).toEqual(['during', 'later']);
      expect(outage).toBe(0);
      expect(await s.log.deadLetters({ group: 'contract-outage' })).toEqual([]);
    });

    it('redrives a parked event to the group once it can be handled', async () => {
      let broken = true;
      const handled: string[] = [];
      await subscribe({
        group: 'contract-redrive',
        retry: FAST_RETRY,
        handler: async (event) => {
          if (broken && event.aggregateId === 'late') throw new Error('search engine down');
          handled.push(event.aggregateId);
        },
      });
      await appendCommitted(s.log, s.db, [clubUpdated('late', 1)]);
      const letters = () => s.log.deadLetters({ group: 'contract-redrive' });
      await waitFor('the dead letter', async () => (await letters()).length === 1);

      broken = false;
      expect(await s.log.redrive({ group: 'contract-redrive' })).toBe(1);
      await waitFor('the redriven event', () => handled.includes('late'));
      await waitFor('the letter to resolve', async () => (await letters()).length === 0);
      const [resolved] = await s.log.deadLetters({ group: 'contract-redrive', includeResolved: true });
      expect(resolved?.status).toBe('resolved');
      expect(await s.log.redrive({ group: 'contract-redrive' })).toBe(0);
    });

    it('reproduces the same derived state when a group is replayed from offset 0', async () => {
      const project = await createProjection(s.db, 'contract_projection');
      let handled = 0;
      const handler: typeof project = async (event, context) => {
        await project(event, context);
        handled += 1;
      };
      const member = await subscribe({ group: 'contract-replay', handler });
      for (let v = 1; v <= 4; v += 1) {
        await appendCommitted(s.log, s.db, [clubUpdated('r1', v), clubUpdated(`r-${v}`, 1, 'DE')]);
      }
      // The group starts at the beginning of the shared log: it is through once its lag is 0 after r1 v4.
      await waitFor('the whole log', async () => {
        const [r1] = await s.db('contract_projection').where({ aggregateId: 'r1' }).pluck('version');
        const lag = (await s.log.lag()).find((l) => l.group === 'contract-replay');
        return r1 === 4 && lag?.lag === 0;
      });
      const { events } = await s.log.head();
      const before = await projectionRows(s.db, 'contract_projection');
      await member.stop();

      await s.db('contract_projection').delete();
      const plan = await s.log.replay('contract-replay', { offset: '0' });
      expect(plan.events).toBe(events);
      handled = 0;
      await subscribe({ group: 'contract-replay', handler });
      await waitFor('the replay', () => handled >= events);
      expect(await projectionRows(s.db, 'contract_projection')).toEqual(before);
      expect(before).toContainEqual({ aggregateId: 'r1', version: 4, type: 'club.updated', country: 'CH' });
    });

    it('passes over an event whose work a later event of the same batch does again', async () => {
      const { seen, handler } = recorder();
      const ours = () => seen.filter((e) => e.aggregateId.startsWith('co-'));
      const events = [
        clubUpdated('co-a', 1),
        clubUpdated('co-b', 1),
        clubUpdated('co-a', 2),
        clubUpdated('co-keyless', 1),
        clubUpdated('co-keyless', 2),
        clubUpdated('co-a', 3),
        clubUpdated('co-b', 2),
      ];
      // Committed before the group starts, so that its first reads find them together.
      await appendCommitted(s.log, s.db, events);
      await subscribe({
        group: 'contract-coalesce',
        handler,
        batchSize: 1_000,
        coalesce: (event) => (event.aggregateId === 'co-keyless' ? undefined : event.aggregateId),
      });
      const last = { 'co-a': 3, 'co-b': 2 };
      await waitFor('the last event of each aggregate', () =>
        Object.entries(last).every(([id, v]) => ours().some((e) => e.aggregateId === id && e.version === v)),
      );
      await waitFor('the lag to settle', async () => {
        const lag = (await s.log.lag()).find((l) => l.group === 'contract-coalesce');
        return lag?.lag === 0;
      });
      const versions = (id: string) =>
        ours()
          .filter((e) => e.aggregateId === id)
          .map((e) => e.version);
      // An event without a key is always handled; the last of a key always; order per aggregate holds.
      expect(versions('co-keyless')).toEqual([1, 2]);
      for (const [id, v] of Object.entries(last)) {
        expect(versions(id).at(-1)).toBe(v);
        expect(versions(id)).toEqual([...versions(id)].sort());
        // Read in one batch, each aggregate's earlier events are passed over.
        if (s.wholeBatches) expect(versions(id)).toEqual([v]);
      }
    });

    it('replays a group from a point in time', async () => {
      const { seen, handler } = recorder();
      const member = await subscribe({ group: 'contract-since', handler });
      await appendCommitted(s.log, s.db, [clubUpdated('old', 1)]);
      const ids = () => seen.map((e) => e.aggregateId);
      await waitFor('the old event', () => ids().includes('old'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const since = new Date();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await appendCommitted(s.log, s.db, [clubUpdated('new', 1)]);
      await waitFor('the new event', () => ids().includes('new'));
      await member.stop();

      const plan = await s.log.replay('contract-since', { since });
      expect(plan.events).toBe(1);
      seen.length = 0;
      await subscribe({ group: 'contract-since', handler });
      await waitFor('the replayed event', () => seen.length >= 1);
      expect(seen.map((e) => e.aggregateId)).toEqual(['new']);
    });

    it('reports lag per group and refuses to replay a group it does not know', async () => {
      const { seen, handler } = recorder();
      const member = await subscribe({ group: 'contract-lag', handler });
      await appendCommitted(s.log, s.db, [clubUpdated('l1', 1)]);
      await waitFor('the first event', () => seen.some((e) => e.aggregateId === 'l1'));
      await member.stop();
      await appendCommitted(s.log, s.db, [clubUpdated('l2', 1), clubUpdated('l3', 1), clubUpdated('l4', 1)]);

      await waitFor('a lag of three', async () => {
        const lag = (await s.log.lag()).find((l) => l.group === 'contract-lag');
        return lag?.lag === 3 && lag.deadLetters === 0;
      });
      await expect(s.log.replay('gibt-es-nicht', { offset: '0' })).rejects.toThrow(
        /Unbekannte Consumer-Gruppe "gibt-es-nicht"/,
      );
    });

    it('tails the newest events and follows new ones', async () => {
      await appendCommitted(s.log, s.db, [clubUpdated('t1', 1), clubUpdated('t2', 1), clubUpdated('t3', 1)]);
      // On a shared PostgreSQL server another database's open transaction can keep just-committed events out of
      // the committed horizon for a moment; the tail is only defined over what the log already delivers.
      await waitFor('t3 as the newest delivered event', async () => {
        for await (const event of s.log.tail({ last: 1 })) return event.aggregateId === 't3';
        return false;
      });
      const abort = new AbortController();
      const tailed: string[] = [];
      const following = (async () => {
        for await (const event of s.log.tail({ last: 2, follow: true, signal: abort.signal })) {
          tailed.push(event.aggregateId);
          if (tailed.length === 3) abort.abort();
        }
      })();
      await waitFor('the last two events', () => tailed.length >= 2);
      await appendCommitted(s.log, s.db, [clubUpdated('t4', 1)]);
      await following;
      expect(tailed).toEqual(['t2', 't3', 't4']);
    });

    it('continues a tail right after a position it handed out', async () => {
      const newest: { id: string; position: string }[] = [];
      for await (const event of s.log.tail({ last: 3 }))
        newest.push({ id: event.aggregateId, position: event.position });
      const [first, ...rest] = newest;
      const after: string[] = [];
      for await (const event of s.log.tail({ last: 0, after: first?.position }))
        after.push(event.aggregateId);
      expect(after).toEqual(rest.map((e) => e.id));
      await expect(
        s.log.tail({ last: 0, after: 'not-a-position' })[Symbol.asyncIterator]().next(),
      ).rejects.toThrow(/Not a log position/);
    });
  });
}
