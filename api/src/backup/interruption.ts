import os from 'node:os';
import { removeUnfinished } from '@anpfiff/core/db/backup/interrupt-cleanup';

export interface Interruption {
  /** The line printed when the command is interrupted from now on: what is true once the work got further. */
  say(line: string): void;
}

/**
 * Makes Ctrl-C (SIGINT) and a stop (SIGTERM) end a backup or restore without leaving anything half done:
 * what the work registered with removeIfInterrupted (a partial file, held images, a database being built)
 * is removed, `line` printed, and the process ends with 128 + the signal's number (130, 143), as a shell
 * reports a command the signal ended. All at once in the handler, not by unwinding the work: that may wait
 * on a query or a write for long, and whoever pressed Ctrl-C wants the prompt back. Ending the process
 * runs its 'exit' hooks, which release the embedded database's claim (embedded-lock.ts); a database left
 * open mid-read is recovered at its next start as after any crash.
 */
export function exitOnInterrupt(line: string): Interruption {
  let current = line;
  const onSignal = (signal: NodeJS.Signals) => {
    removeUnfinished();
    console.error(current);
    process.exit(128 + (os.constants.signals[signal] ?? 0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    say: (next) => {
      current = next;
    },
  };
}
