/**
 * `npm run mail -- status | failed | retry <id> | digest`: the mail outbox for operators. Failed mails are
 * never dropped: they stay in the outbox with their last error until someone retries them. On the embedded
 * database run it while the app is stopped (PGlite belongs to one process); on PostgreSQL at any time.
 */
import { exitWhenDone, readCommandLine } from '@anpfiff/core/cli/command-line';
import { loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { pendingMigrations } from '@anpfiff/core/db/migrate';
import type { Knex } from 'knex';
import { triggerWeeklyDigest } from '../digest/trigger-digest';
import { type MailCommand, parseMailArgs, USAGE } from './mail-args';
import { failedMails, outboxStatus, retryFailed } from './mail-operations';

const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '–');

async function status(db: Knex): Promise<number> {
  const s = await outboxStatus(db);
  console.log(`pending          ${s.pending} (of which retrying: ${s.retrying})`);
  console.log(`oldest pending   ${when(s.oldestPendingAt)}`);
  console.log(`failed           ${s.failed}${s.failed ? '  → npm run mail -- failed' : ''}`);
  if (s.expired) console.log(`link expired     ${s.expired} (not sent; their recipients ask for a new link)`);
  console.log(`sent (24 hours)  ${s.sentLastDay}`);
  console.log(`digests          ${s.digests.map((d) => `${d.week}: ${d.mails}`).join(', ') || '–'}`);
  return s.failed > 0 ? 2 : 0;
}

async function failed(db: Knex): Promise<number> {
  const mails = await failedMails(db);
  if (mails.length === 0) {
    console.log('No failed mails.');
    return 0;
  }
  for (const m of mails) {
    console.log(
      `#${m.id}  ${when(m.failedAt)}  ${m.template}  to ${m.to}  attempts ${m.attempts}\n    ${m.subject}\n    last error: ${m.lastError ?? '–'}`,
    );
  }
  console.log(`\n${mails.length} failed. Send again with: npm run mail -- retry <id> (or retry all)`);
  return 0;
}

async function run(command: Exclude<MailCommand, { name: 'help' }>): Promise<number> {
  const config = loadConfig();
  const target = databaseTarget(config);
  const db = await openDatabase(target, { existing: true });
  try {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      console.error(
        `${describeTarget(target)} is not migrated (pending: ${pending.join(', ')}). Start the app once.`,
      );
      return 1;
    }
    switch (command.name) {
      case 'status':
        return await status(db);
      case 'failed':
        return await failed(db);
      case 'retry': {
        const count = await retryFailed(db, command.id);
        if (count === 0) {
          console.error(
            command.id === 'all'
              ? 'No failed mails whose link still works.'
              : `Mail #${command.id} is not a failed mail, or the link in it has expired.`,
          );
          return 1;
        }
        console.log(`${count} mail(s) queued again; the app's mail sender delivers them.`);
        return 0;
      }
      case 'digest': {
        const { week, appended } = await triggerWeeklyDigest(db, new Date(), config.mail.digestTimezone);
        console.log(
          appended
            ? `Digest of ${week} triggered; the mailer sends it.`
            : `The digest of ${week} was already triggered.`,
        );
        return 0;
      }
    }
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const command = readCommandLine(process.argv.slice(2), parseMailArgs, USAGE);
  return typeof command === 'number' ? command : run(command);
}

exitWhenDone(main());
