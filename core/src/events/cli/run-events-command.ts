import type { EventLog } from '../event-log';
import { formatDeadLetters, formatEvent, formatLag, formatPlan } from './format';
import { type EventsCommand, USAGE } from './parse-args';
import { followReplay } from './replay-progress';

export interface CliIo {
  /** Results: tables, events. */
  out: NodeJS.WritableStream;
  /** Notes, prompts and the progress bar, so `out` stays clean for pipes. */
  err: NodeJS.WritableStream;
  /** Asks the operator; null when there is no terminal to ask on. */
  confirm: ((question: string) => Promise<boolean>) | null;
  /** Ends `tail --follow` and a replay's progress (Ctrl-C). */
  signal?: AbortSignal;
  progressIntervalMs?: number;
}

const print = (stream: NodeJS.WritableStream, text: string) => stream.write(`${text}\n`);

/** Runs one operations command against the event log; returns the process exit code. */
export async function runEventsCommand(command: EventsCommand, log: EventLog, io: CliIo): Promise<number> {
  switch (command.name) {
    case 'help':
      print(io.out, USAGE);
      return 0;

    case 'lag':
      print(io.out, formatLag(await log.lag(), await log.head()));
      return 0;

    case 'tail':
      for await (const event of log.tail({ last: command.last, follow: command.follow, signal: io.signal })) {
        print(io.out, formatEvent(event));
      }
      return 0;

    case 'dead': {
      const filter = { group: command.group, id: command.id };
      if (!command.redrive) {
        print(io.out, formatDeadLetters(await log.deadLetters({ ...filter, includeResolved: command.all })));
        return 0;
      }
      const count = await log.redrive(filter);
      // Nothing to act on is a failure of the command (exit 1), as `mail retry` has it: a script notices.
      if (count === 0) {
        print(io.err, 'Keine abgelegten Dead Letters gefunden.');
        return 1;
      }
      print(
        io.out,
        `${count} Dead Letter${count === 1 ? '' : 's'} zur erneuten Zustellung markiert: das laufende ` +
          'Mitglied jeder Gruppe stellt sie in Sekunden nochmals zu; `dead --all` zeigt, wie es ausging.',
      );
      return 0;
    }

    case 'replay': {
      const since = 'since' in command.from ? command.from.since : undefined;
      const plan = await log.planReplay(command.group, command.from);
      print(io.out, formatPlan(plan, since));
      if (plan.events === 0) {
        print(io.out, 'Nichts zu wiederholen.');
        return 0;
      }
      if (!command.yes) {
        if (!io.confirm) {
          print(io.err, 'Kein Replay ohne Bestätigung: im Terminal ausführen oder --yes angeben.');
          return 2;
        }
        if (!(await io.confirm(`${plan.events} Events für die Gruppe "${plan.group}" wiederholen?`))) {
          print(io.out, 'Replay abgebrochen, nichts geändert.');
          return 1;
        }
      }
      const done = await log.replay(command.group, command.from);
      print(
        io.out,
        `Gruppe "${done.group}" zurückgesetzt: ${done.events} Events sind nochmals zu verarbeiten.`,
      );
      if (!done.active) {
        print(
          io.out,
          'Die Consumer der Gruppe starten, um das Replay auszuführen; `npm run events -- lag` zeigt den Fortschritt.',
        );
        return 0;
      }
      const progress = await followReplay(log, done.group, done.events, {
        stream: io.err,
        intervalMs: io.progressIntervalMs,
        signal: io.signal,
      });
      print(
        io.out,
        progress.finished
          ? `Replay von "${done.group}" fertig: die Gruppe hat das Log eingeholt.`
          : `Verfolgen beendet bei ${progress.remaining} verbleibenden Events; die Gruppe macht ohne diesen Befehl weiter.`,
      );
      return 0;
    }
  }
}
