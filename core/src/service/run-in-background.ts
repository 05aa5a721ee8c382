import type { Logger } from '../logger/logger';

export interface BackgroundRun {
  /** Settles when the work has ended; never rejects. */
  done: Promise<void>;
  /** Ends the work in progress after its current batch (it runs again at the next start) and waits for it. */
  stop(): Promise<void>;
}

/**
 * Runs an upgrade in the background of a process that serves (a service, the embedded API): nothing waits for
 * it, and a failure is logged and left for the next start, never ending the process. `names.stopped` and
 * `names.failed` name the work in the log lines of its two ends besides success, which `settled` logs.
 */
export function runInBackground<T>(
  work: (signal: AbortSignal) => Promise<T>,
  settled: (result: T) => void,
  { logger, names }: { logger: Logger; names: { stopped: string; failed: string } },
): BackgroundRun {
  const aborted = new AbortController();
  const done = work(aborted.signal).then(settled, (error: unknown) => {
    if (aborted.signal.aborted) logger.info(`${names.stopped} stopped: it runs again at the next start`);
    else logger.error({ err: error }, `${names.failed} failed: retried at the next start`);
  });
  return {
    done,
    stop: async () => {
      aborted.abort();
      await done;
    },
  };
}
