import type { Knex } from 'knex';
import type { Logger } from '../../logger/logger';
import { eventsCoalesced } from '../../metrics/event-metrics';
import { appendEvent } from '../append-event';
import { supersededInBatch } from '../coalesce';
import { deliver, retryPolicy } from '../deliver';
import {
  assertGroupName,
  type DeadLetter,
  type DeadLetterFilter,
  type EventLog,
  type GroupLag,
  type LogHead,
  type ReplayFrom,
  type ReplayPlan,
  type SubscribeOptions,
  type Subscription,
  type TailedEvent,
  type TailOptions,
  UnknownGroupError,
} from '../event-log';
import { findGroup, listGroups, readCheckpoint, resetCheckpoint } from '../outbox/checkpoint-store';
import { countOpen, listDeadLetters, park, requestRedrive } from '../outbox/dead-letter-store';
import {
  comparePositions,
  countAfter,
  firstOffsetSince,
  type LogPosition,
  type LoggedEvent,
  positionBeforeOffset,
} from '../outbox/event-reader';
import { type LogSession, openLogSession } from '../outbox/log-session';
import { logHead, tailLog } from '../outbox/outbox-operations';
import { eventLoopTurns } from '../../db/event-loop-turn';
import { startOutboxConsumer } from '../outbox/outbox-consumer';
import { processRedrives } from '../outbox/redrive';

export interface PgEventLogOptions {
  /** Fallback poll; the issue caps it at 250 ms. */
  pollIntervalMs?: number;
  /** How often a standby member of a group tries to take over. */
  lockRetryMs?: number;
  /** LISTEN for commit notifications (off only to test the poll alone). */
  listen?: boolean;
  batchSize?: number;
  logger?: Logger;
}

const MAX_POLL_MS = 250;

/** The embedded event log: the `events` table is the log, for PGlite and for a PostgreSQL server alike. */
export async function createPgEventLog(db: Knex, options: PgEventLogOptions = {}): Promise<PgEventLog> {
  const pollIntervalMs = options.pollIntervalMs ?? MAX_POLL_MS;
  if (pollIntervalMs <= 0) throw new Error('pollIntervalMs must be positive');
  const session = await openLogSession(db, { listen: options.listen ?? true, logger: options.logger });
  return new PgEventLog(db, session, { ...options, pollIntervalMs });
}

export class PgEventLog implements EventLog {
  readonly kind = 'pg';
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    readonly db: Knex,
    readonly session: LogSession,
    private readonly options: PgEventLogOptions & { pollIntervalMs: number },
  ) {}

  append(trx: Knex.Transaction, event: Parameters<typeof appendEvent>[1]): Promise<string> {
    return appendEvent(trx, event);
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    assertGroupName(options.group);
    const policy = retryPolicy(options.retry);
    const { db, session } = this;
    const { group, handler } = options;
    const types = options.types ? new Set<string>(options.types) : undefined;
    const logger = this.options.logger;

    const turn = eventLoopTurns();
    const process = async (batch: LoggedEvent[], signal: AbortSignal): Promise<number> => {
      let finished = 0;
      const wanted = batch.map(({ event }) => (!types || types.has(event.type) ? event : undefined));
      const superseded = supersededInBatch(wanted, options.coalesce);
      for (const [index, event] of wanted.entries()) {
        await turn();
        if (superseded.has(index)) eventsCoalesced.inc({ group });
        else if (event) {
          const outcome = await deliver(event, {
            group,
            db,
            handler,
            policy,
            signal,
            onRetry: (err, attempt) =>
              logger?.warn({ err, group, offset: event.offset, attempt }, 'retrying event'),
          });
          if (outcome.status === 'aborted') break;
          if (outcome.status === 'failed') {
            logger?.error(
              { group, offset: event.offset, error: outcome.error },
              'event parked as dead letter',
            );
            await park(db, group, event.offset, outcome.attempts, outcome.error);
          }
        }
        finished += 1;
      }
      return finished;
    };

    const subscription = await startOutboxConsumer({
      db,
      session,
      group,
      startAt: options.startAt ?? 'beginning',
      batchSize: options.batchSize ?? this.options.batchSize ?? 100,
      ...(options.types ? { types: [...options.types] } : {}),
      pollIntervalMs: this.options.pollIntervalMs,
      lockRetryMs: this.options.lockRetryMs ?? 1_000,
      logger,
      process,
      housekeeping: async (signal) => {
        await processRedrives({ db, group, handler, policy, signal });
      },
    });
    this.subscriptions.add(subscription);
    const stop = async () => {
      await subscription.stop();
      this.subscriptions.delete(subscription);
    };
    return { group, done: subscription.done, stop };
  }

  async planReplay(group: string, from: ReplayFrom): Promise<ReplayPlan> {
    return (await this.plan(group, from)).plan;
  }

  async replay(group: string, from: ReplayFrom): Promise<ReplayPlan> {
    const { plan, position } = await this.plan(group, from);
    if (position) await resetCheckpoint(this.db, group, position);
    return plan;
  }

  private async plan(group: string, from: ReplayFrom): Promise<{ plan: ReplayPlan; position?: LogPosition }> {
    const row = await findGroup(this.db, group);
    if (!row)
      throw new UnknownGroupError(
        group,
        (await listGroups(this.db)).map((g) => g.group),
      );
    const fromOffset = 'offset' in from ? from.offset : await firstOffsetSince(this.db, from.since);
    const current = row.position.offset === '0' ? null : row.position.offset;
    let target = fromOffset === null ? null : await positionBeforeOffset(this.db, fromOffset);
    // A replay only ever moves a group back: moving it forward would skip events it has not handled.
    if (target && comparePositions(target, row.position) > 0) target = row.position;
    const plan: ReplayPlan = {
      group,
      fromOffset,
      currentOffset: current,
      events: target ? await countAfter(this.db, target) : 0,
      active: row.active,
    };
    return target ? { plan, position: target } : { plan };
  }

  async lag(): Promise<GroupLag[]> {
    const [groups, open] = await Promise.all([listGroups(this.db), countOpen(this.db)]);
    const lags: GroupLag[] = [];
    for (const g of groups) {
      lags.push({
        group: g.group,
        offset: g.position.offset === '0' ? null : g.position.offset,
        lag: await countAfter(this.db, g.position),
        deadLetters: open.get(g.group) ?? 0,
        active: g.active,
        lastSeenAt: g.heartbeatAt,
      });
    }
    return lags;
  }

  head(): Promise<LogHead> {
    return logHead(this.db);
  }

  tail(options: TailOptions): AsyncIterable<TailedEvent> {
    return tailLog(this.db, this.session, options);
  }

  deadLetters(filter?: DeadLetterFilter): Promise<DeadLetter[]> {
    return listDeadLetters(this.db, filter);
  }

  redrive(filter?: DeadLetterFilter): Promise<number> {
    return requestRedrive(this.db, filter);
  }

  /** The checkpoint a group has stored, for tests and the relay. */
  checkpoint(group: string) {
    return readCheckpoint(this.db, group);
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.session.close();
  }
}
