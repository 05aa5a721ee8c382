import type { Knex } from 'knex';
import type { ClaimedRow } from './claim-mails';
import { REDACTED_BODY, redactedColumns, TO_NO_ACCOUNT } from './mail-redaction';

/** Mails at most marked in one statement. */
const MARK_GROUP = 200;

/**
 * Writes marks in groups: the first mail to complete is marked at once, and the mails that complete while
 * that statement runs are marked together by the next one. A mail therefore waits for at most one
 * statement before its mark starts (the window in which a crash would send it again stays as short as
 * with one statement per mail), and under load one statement marks many mails.
 */
function groupedMarks(write: (rows: ClaimedRow[]) => Promise<unknown>) {
  let waiting: { row: ClaimedRow; done: (error?: unknown) => void }[] = [];
  let flushing: Promise<void> | undefined;
  const flush = async () => {
    while (waiting.length > 0) {
      const group = waiting.slice(0, MARK_GROUP);
      waiting = waiting.slice(group.length);
      try {
        await write(group.map((m) => m.row));
        for (const m of group) m.done();
      } catch (error) {
        for (const m of group) m.done(error);
      }
    }
    flushing = undefined;
  };
  return {
    add(row: ClaimedRow): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ row, done: (error) => (error === undefined ? resolve() : reject(error)) });
        // flush() awaits its first statement before it could clear `flushing`, so this assignment sticks.
        flushing ??= flush();
      });
    },
    /** Resolves once every mark added so far is written (or failed). */
    async settled(): Promise<void> {
      while (flushing) await flushing;
    },
  };
}

/**
 * Sent: the body with its link is of no further use and would only be a secret lying around. A mail to no
 * account (the confirmation of a deleted one) keeps no address either.
 */
export function sentMarks(db: Knex, now: () => Knex.Raw) {
  return groupedMarks((rows) =>
    db('mail_outbox')
      .whereRaw('id = any(?::bigint[])', [rows.map((row) => String(row.id))])
      .update({
        sentAt: now(),
        lastError: null,
        ...redactedColumns(db, { content: 'true', contact: TO_NO_ACCOUNT, body: REDACTED_BODY }),
      }),
  );
}

/**
 * Handed back unsent: due again at once, and the attempt it was claimed for does not count, since none was
 * made. Only while the row still shows this claim's attempt: had its lease run out and another sender
 * taken it, that sender's lease is left alone.
 */
export function releaseMarks(db: Knex, now: () => Knex.Raw) {
  return groupedMarks((rows) =>
    db('mail_outbox')
      .whereRaw('(id, attempts) in (select * from unnest(?::bigint[], ?::int[]))', [
        rows.map((row) => String(row.id)),
        rows.map((row) => String(row.attempts)),
      ])
      .whereNull('sentAt')
      .whereNull('failedAt')
      .update({ attempts: db.raw('attempts - 1'), nextAttemptAt: now() }),
  );
}
