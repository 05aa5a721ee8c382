import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

/** A task whose runs finish when the test says so, recording how many triggers each run had seen. */
function controlledTask() {
  const runs: { seen: number; finish: () => void }[] = [];
  let triggers = 0;
  const task = () => new Promise<void>((finish) => runs.push({ seen: triggers, finish }));
  return { runs, task, count: () => (triggers += 1) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalesce', () => {
  it('runs at once when idle, and again for a trigger after the run ended', async () => {
    const { runs, task, count } = controlledTask();
    const trigger = coalesce(task);
    count();
    trigger();
    expect(runs).toHaveLength(1);
    runs[0]?.finish();
    await settle();
    count();
    trigger();
    expect(runs).toHaveLength(2);
  });

  it('folds a burst during a run into one more run that starts after the last trigger', async () => {
    const { runs, task, count } = controlledTask();
    const trigger = coalesce(task);
    count();
    trigger();
    for (let i = 0; i < 500; i += 1) {
      count();
      trigger();
    }
    expect(runs).toHaveLength(1);
    runs[0]?.finish();
    await settle();
    expect(runs).toHaveLength(2);
    expect(runs[1]?.seen).toBe(501);
    runs[1]?.finish();
    await settle();
    expect(runs).toHaveLength(2);
  });

  it('keeps working after a run failed', async () => {
    let calls = 0;
    const trigger = coalesce(() => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
    });
    trigger();
    await settle();
    trigger();
    await settle();
    expect(calls).toBe(2);
  });
});
