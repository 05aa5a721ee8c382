import { describe, expect, it } from 'vitest';
import { cpuSeconds, startCpuMeter } from './process-cpu';

const nodeSeconds = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1e6;
};

describe.skipIf(process.platform !== 'linux')('the CPU meter of the benches', () => {
  it('counts the CPU time a process spends, as Node counts its own, and not the time it waits', async () => {
    const idle = startCpuMeter(() => [process.pid]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(idle.stop()).toBeLessThan(0.1);

    const since = process.cpuUsage();
    const busy = startCpuMeter(() => [process.pid]);
    for (const end = Date.now() + 300; Date.now() < end;);
    const used = busy.stop();
    // The kernel counts in ticks of 10 ms: two readings may each be a tick off.
    expect(used).toBeGreaterThan(0.05);
    expect(Math.abs(used - nodeSeconds(since))).toBeLessThan(0.05);
  });

  it('reads nothing of a process that does not exist', () => {
    expect(cpuSeconds(2 ** 30)).toBeNaN();
    expect(startCpuMeter(() => [2 ** 30]).stop()).toBeNaN();
  });
});
