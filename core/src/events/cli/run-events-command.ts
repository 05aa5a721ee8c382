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
      print(
        io.out,
        count === 0
          ? 'No parked dead letters matched.'
          : `Marked ${count} dead letter${count === 1 ? '' : 's'} for redrive: the running member of each ` +
              'group delivers them again within seconds; `dead --all` shows how it went.',
      );
      return 0;
    }

    case 'replay': {
      const since = 'since' in command.from ? command.from.since : undefined;
      const plan = await log.planReplay(command.group, command.from);
      print(io.out, formatPlan(plan, since));
      if (plan.events === 0) {
        print(io.out, 'Nothing to replay.');
        return 0;
      }
      if (!command.yes) {
        if (!io.confirm) {
          print(io.err, 'Refusing to replay without confirmation: run it in a terminal or pass --yes.');
          return 2;
        }
        if (!(await io.confirm(`Replay ${plan.events} events for group "${plan.group}"?`))) {
          print(io.out, 'Replay cancelled, nothing changed.');
          return 1;
        }
      }
      const done = await log.replay(command.group, command.from);
      print(io.out, `Group "${done.group}" moved back: ${done.events} events to handle again.`);
      if (!done.active) {
        print(
          io.out,
          "Start the group's consumers to run the replay; `npm run events -- lag` shows its progress.",
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
          ? `Replay of "${done.group}" finished: the group has caught up with the log.`
          : `Stopped following with ${progress.remaining} events left; the group goes on without this command.`,
      );
      return 0;
    }
  }
}
