import type { Knex } from 'knex';
import { deletionConfirmation, errorWithoutAddress, maskAddresses } from '../../mail/mail-redaction';

/** Rows read and written per statement: the outbox's failed mails are few, a long history is not. */
const BATCH = 500;

/**
 * Errors stored before relays' refusals were masked may hold whole addresses ("550 <lea@example.ch>: …").
 * A given-up deletion confirmation keeps none at all, as the mailer now stores it; every other row keeps
 * the addresses masked, as the mailer now stores and shows them. Masking is idempotent (a masked address
 * masks to itself), so a run cut off and repeated changes nothing twice.
 */
export async function up(db: Knex): Promise<void> {
  await db('mail_outbox')
    .where(deletionConfirmation(db))
    .whereRaw(`last_error like '%@%'`)
    .update({ lastError: errorWithoutAddress(db, 'true', db.raw('last_error')) });
  let after = 0;
  for (;;) {
    const rows = (await db('mail_outbox')
      .whereRaw(`last_error like '%@%'`)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'lastError', 'toAddress')) as {
      id: string | number;
      lastError: string;
      toAddress: string;
    }[];
    if (rows.length === 0) return;
    for (const row of rows) {
      const masked = maskAddresses(row.lastError, row.toAddress);
      if (masked !== row.lastError) await db('mail_outbox').where('id', row.id).update({ lastError: masked });
    }
    after = Number(rows.at(-1)?.id);
  }
}

/** The whole addresses are gone; there is nothing to bring back. */
export async function down(): Promise<void> {}
