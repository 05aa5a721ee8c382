import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { repeatEvery } from './repeat-every';

function capturingLogger() {
  const messages: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, next) {
      messages.push((JSON.parse(chunk.toString()) as { msg: string }).msg);
      next();
    },
  });
  return { logger: pino(sink), messages };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('repeatEvery', () => {
  it('goes on after a failed round, logging it under its name', async () => {
    const { logger, messages } = capturingLogger();
    let rounds = 0;
    const repeating = repeatEvery(
      5,
      async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('database away');
      },
      { name: 'housekeeping', logger },
    );
    await expect.poll(() => rounds).toBeGreaterThanOrEqual(3);
    await repeating.stop();
    expect(messages.filter((m) => m === 'housekeeping failed')).toHaveLength(1);
  });

  it('never starts a round while the last one runs, and a stop waits for it', async () => {
    const { logger } = capturingLogger();
    let running = 0;
    let overlapped = false;
    let finished = 0;
    const repeating = repeatEvery(
      1,
      async () => {
        running += 1;
        overlapped ||= running > 1;
        await sleep(20);
        running -= 1;
        finished += 1;
      },
      { name: 'slow', logger, firstDelayMs: 0 },
    );
    await expect.poll(() => finished).toBeGreaterThanOrEqual(2);
    await repeating.stop();
    expect(running).toBe(0);
    const after = finished;
    await sleep(50);
    expect(finished).toBe(after);
    expect(overlapped).toBe(false);
  });
});
