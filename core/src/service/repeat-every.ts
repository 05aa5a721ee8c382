import type { Logger } from '../logger/logger';

export interface Repeating {
  /** Waits for a round in progress, then runs no more. */
  stop(): Promise<void>;
}

/**
 * Runs `round` again and again, each time `intervalMs` after the previous one ended, so rounds never
 * overlap however long one takes. A failed round is logged as `<name> failed` and retried at the next:
 * background upkeep must never take the application down with it. The timer never keeps the process alive.
 */
export function repeatEvery(
  intervalMs: number,
  round: () => Promise<void>,
  { name, logger, firstDelayMs = intervalMs }: { name: string; logger: Logger; firstDelayMs?: number },
): Repeating {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = round()
        .catch((error: unknown) => logger.warn({ err: error }, `${name} failed`))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(intervalMs);
        });
    }, delay);
    timer.unref();
  };
  schedule(firstDelayMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
