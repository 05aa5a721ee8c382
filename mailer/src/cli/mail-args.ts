import { asksForHelp, UsageError } from '@anpfiff/core/cli/command-line';

export type MailCommand =
  | { name: 'status' }
  | { name: 'failed' }
  | { name: 'retry'; id: string | 'all' }
  | { name: 'digest' }
  | { name: 'help' };

export const USAGE = `Aufruf: npm run mail -- <Befehl>

  status        Mails im Ausgang: wartend, in Wiederholung, fehlgeschlagen, in 24 Stunden versandt;
                Wochenmails pro Woche
  failed        Mails, die alle Versuche aufgebraucht haben, mit ihrem letzten Fehler
  retry <id>    Eine fehlgeschlagene Mail nochmals senden (die Nummer aus "failed"); "retry all" für alle
  digest        Die Wochenmail dieser Woche jetzt auslösen (einmal pro Woche; der Mailer versendet sie)
  help          Dieser Text

Exit-Codes: 0 erledigt (auch wenn "status" fehlgeschlagene Mails zählt: dafür gibt es die Metrik
anpfiff_mail_outbox{state="failed"}), 1 Fehler (Datenbank nicht erreichbar oder nicht migriert, "retry"
fand keine solche Mail), 2 Aufruf falsch.`;

export { UsageError };

export function parseMailArgs(args: string[]): MailCommand {
  const [name, ...rest] = args;
  if (asksForHelp(name)) return { name: 'help' };
  switch (name) {
    case 'status':
    case 'failed':
    case 'digest':
      if (rest.length > 0) throw new UsageError(`"${name}" nimmt keine Argumente.`);
      return { name };
    case 'retry': {
      const [id, ...extra] = rest;
      if (!id || extra.length > 0 || !(id === 'all' || /^\d{1,18}$/.test(id)))
        throw new UsageError(`"retry" braucht die Nummer einer fehlgeschlagenen Mail oder "all".`);
      return { name: 'retry', id };
    }
    default:
      throw new UsageError(`Unbekannter Befehl "${name}".`);
  }
}
