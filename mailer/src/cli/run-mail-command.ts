import type { Knex } from 'knex';
import { triggerWeeklyDigest } from '../digest/trigger-digest';
import type { MailCommand } from './mail-args';
import { failedMails, outboxStatus, retryFailed } from './mail-operations';

export interface MailIo {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
  /** The digest's time zone (DIGEST_TIMEZONE): which week "this week" is. */
  digestTimezone: string;
}

const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '–');

async function status(db: Knex, print: (text: string) => void): Promise<number> {
  const s = await outboxStatus(db);
  print(`wartend               ${s.pending} (davon in Wiederholung: ${s.retrying})`);
  print(`ältester wartend      ${when(s.oldestPendingAt)} (UTC)`);
  print(`fehlgeschlagen        ${s.failed}${s.failed ? '  → npm run mail -- failed' : ''}`);
  if (s.expired)
    print(`Link abgelaufen       ${s.expired} (nicht gesendet; die Empfänger fordern einen neuen Link an)`);
  print(`versandt (24 Stunden) ${s.sentLastDay}`);
  print(`Wochenmails           ${s.digests.map((d) => `${d.week}: ${d.mails}`).join(', ') || '–'}`);
  // The status was read: that is success, whatever it shows. Failed mails are an alert on the metric.
  return 0;
}

async function failed(db: Knex, print: (text: string) => void): Promise<number> {
  const mails = await failedMails(db);
  if (mails.length === 0) {
    print('Keine fehlgeschlagenen Mails.');
    return 0;
  }
  for (const m of mails) {
    print(
      `#${m.id}  ${when(m.failedAt)}  ${m.template}  an ${m.to}  Versuche ${m.attempts}\n` +
        `    ${m.subject}\n    letzter Fehler: ${m.lastError ?? '–'}`,
    );
  }
  print(`\n${mails.length} fehlgeschlagen. Nochmals senden: npm run mail -- retry <id> (oder retry all)`);
  return 0;
}

/** Runs one `npm run mail` command on an open, migrated database; returns the exit code. */
export async function runMailCommand(
  command: Exclude<MailCommand, { name: 'help' }>,
  db: Knex,
  io: MailIo,
): Promise<number> {
  const print = (text: string) => io.out.write(`${text}\n`);
  switch (command.name) {
    case 'status':
      return status(db, print);
    case 'failed':
      return failed(db, print);
    case 'retry': {
      const count = await retryFailed(db, command.id);
      if (count === 0) {
        io.err.write(
          command.id === 'all'
            ? 'Keine fehlgeschlagenen Mails, deren Link noch gilt.\n'
            : `Mail #${command.id} ist keine fehlgeschlagene Mail, oder ihr Link ist abgelaufen.\n`,
        );
        return 1;
      }
      print(`${count} Mail(s) wieder eingereiht; der Mailversand der App stellt sie zu.`);
      return 0;
    }
    case 'digest': {
      const { week, appended } = await triggerWeeklyDigest(db, new Date(), io.digestTimezone);
      print(
        appended
          ? `Wochenmail ${week} ausgelöst; der Mailer versendet sie.`
          : `Die Wochenmail ${week} war schon ausgelöst.`,
      );
      return 0;
    }
  }
}
