import type { ApiClient, ApiResponse } from '../../src/support/api-client';

/**
 * What became of one write: `ok` (200), `refused` (a 4xx answer, or the connection was refused, so the
 * server never saw it), `unknown` (the connection broke while the request was in flight, or a 5xx: when
 * the database goes away the commit may have gone through and only the read for the answer failed; the
 * client cannot tell — only the write's all-or-nothing effect can be checked).
 */
export type Outcome = 'ok' | 'refused' | 'unknown';

export interface WriteRecord {
  kind: string;
  /** What identifies the write's effect in the database (an e-mail address, a description). */
  key: string;
  outcome: Outcome;
  status?: number;
}

export async function attempt(
  send: () => Promise<ApiResponse>,
): Promise<{ outcome: Outcome; status?: number }> {
  try {
    const res = await send();
    const outcome = res.status === 200 ? 'ok' : res.status >= 500 ? 'unknown' : 'refused';
    return { outcome, status: res.status };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { outcome: code === 'ECONNREFUSED' ? 'refused' : 'unknown' };
  }
}

/** A small deterministic generator, so a failing run can be repeated with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

export interface Worker {
  client: ApiClient;
  /** One write; the burst calls it again and again until it is told to stop. */
  step(): Promise<void>;
}

/** Runs every worker in a loop until `stop` resolves, then lets each finish its request in flight. */
export async function runBurst(workers: Worker[], stop: Promise<void>): Promise<void> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  await Promise.all(
    workers.map(async (worker) => {
      while (!stopped) await worker.step();
    }),
  );
}
