import { Presets, SingleBar } from 'cli-progress';
import type { EventLog } from '../event-log';

export interface ProgressOptions {
  stream: NodeJS.WritableStream;
  intervalMs?: number;
  /** Give up following once no member of the group has been running for this long. */
  idleMs?: number;
  signal?: AbortSignal;
}

export interface ProgressResult {
  finished: boolean;
  remaining: number;
}

/**
 * Follows a replay by the group's lag: the running members do the work, this only watches. Events that
 * arrive meanwhile count too, so the bar reaches 100% when the group has caught up with the log.
 */
export async function followReplay(
  log: EventLog,
  group: string,
  total: number,
  options: ProgressOptions,
): Promise<ProgressResult> {
  const bar = new SingleBar(
    {
      format: 'Replay {group} [{bar}] {percentage}% | {value}/{total} Events | noch {eta_formatted}',
      stream: options.stream as NodeJS.WriteStream,
      // Outside a terminal (CI, a pipe) print a line now and then instead of redrawing.
      noTTYOutput: true,
      notTTYSchedule: 1_000,
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  let size = Math.max(total, 1);
  let done = 0;
  let remaining = total;
  let idleSince: number | undefined;
  bar.start(size, 0, { group });
  try {
    while (!options.signal?.aborted) {
      const lag = (await log.lag()).find((l) => l.group === group);
      remaining = lag?.lag ?? 0;
      if (remaining > size - done) size = done + remaining;
      done = Math.max(done, size - remaining);
      bar.setTotal(size);
      bar.update(done, { group });
      if (remaining === 0) return { finished: true, remaining };
      idleSince = lag?.active ? undefined : (idleSince ?? Date.now());
      if (idleSince !== undefined && Date.now() - idleSince > (options.idleMs ?? 3_000)) break;
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 250));
    }
    return { finished: false, remaining };
  } finally {
    bar.stop();
  }
}
