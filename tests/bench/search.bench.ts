import type { BenchFigure } from './bench-figure';
import { startBareServer } from './support/app-process';
import { describeDataset } from './support/bench-dataset';
import { type BenchOptions, benchOptions } from './support/bench-options';
import { BENCH_POOL_SIZE, startDatasetApp } from './support/dataset-app';
import { databaseModes, type DatabaseMode } from './support/database-modes';
import { type LoadResult, runLoad, type LoadRequest } from './support/load-client';
import { type CpuMeter, postgresPids, startCpuMeter } from './support/process-cpu';
import { runIfMain } from './support/run-if-main';
import { searchRequests } from './support/search-queries';

const GiB = 1024 ** 3;
const ms = (value: number) => value.toFixed(1);
const GOALS: Record<DatabaseMode, { clients: number; p95: number }> = {
  pglite: { clients: 1, p95: 100 },
  postgres: { clients: 16, p95: 50 },
};
const MODE_NAME: Record<DatabaseMode, string> = { pglite: 'embedded (PGlite)', postgres: 'PostgreSQL' };

function assertClean(result: LoadResult, what: string): void {
  const failed = Object.entries(result.statuses);
  if (result.errors > 0 || failed.length > 0)
    throw new Error(`${what}: ${result.errors} errors, statuses ${JSON.stringify(result.statuses)}`);
}

/**
 * Who spent a load phase's CPU, per request: the app, the PostgreSQL server in its mode, and this process,
 * the load client. Both cores serve every phase, so the sum per request bounds the requests per second.
 */
function startCpuSplit(mode: DatabaseMode, appPid: number): { stop(requests: number): string } {
  const meters = new Map<string, CpuMeter>();
  if (mode === 'postgres') meters.set('PostgreSQL', startCpuMeter(postgresPids));
  meters.set(
    mode === 'postgres' ? 'app' : 'app with PGlite',
    startCpuMeter(() => [appPid]),
  );
  meters.set(
    'load client',
    startCpuMeter(() => [process.pid]),
  );
  return {
    stop(requests) {
      const split = [...meters].map(([who, meter]) => [who, (meter.stop() * 1000) / requests] as const);
      if (split.some(([, ms]) => Number.isNaN(ms))) return '';
      return `, CPU per request: ${split.map(([who, ms]) => `${who} ${ms.toFixed(2)} ms`).join(', ')}`;
    },
  };
}

/**
 * Search API latency through the whole app (HTTP, validation, search engine, presenter) over the large
 * data set, with 1 and with 16 closed-loop clients walking ≥1,000 distinct queries; the reference is a
 * bare node:http server answering a search response of the same size, loaded by the same client with
 * the same request count right after. On PGlite also the peak RSS of the app process.
 */
async function measureMode(mode: DatabaseMode, options: BenchOptions, requests: LoadRequest[]) {
  const { app, info, close } = await startDatasetApp(mode, options.scale);
  try {
    const sample = await fetch(`${app.url}/api/jobs?query=Trainer`, { headers: { host: 'localhost' } });
    const bare = await startBareServer(await sample.text());
    try {
      const single = options.quick ? 300 : requests.length;
      const many = options.quick ? 600 : requests.length * 2;
      // Warm-up: JIT, first plans, the pages of the indexes the queries touch.
      await runLoad(app.url, requests.slice(-200), { clients: 4, total: 200 });
      const figures: BenchFigure[] = [];
      const runs = new Map<number, { result: LoadResult; reference: LoadResult; cpu: string }>();
      // The quick run measures each mode at its goal's client count only; the full run also at the other
      // count, as context for the figure.
      const phases = (
        [
          [1, single],
          [16, many],
        ] as const
      ).filter(([clients]) => !options.quick || clients === GOALS[mode].clients);
      for (const [clients, total] of phases) {
        const cpu = startCpuSplit(mode, app.pid);
        const result = await runLoad(app.url, requests, { clients, total });
        const split = cpu.stop(result.requests);
        assertClean(result, `${mode} ${clients} clients`);
        const reference = await runLoad(bare.url, requests, { clients, total });
        runs.set(clients, { result, reference, cpu: split });
      }
      // One figure per mode, at the client count its goal names; the rest of the run is its context.
      const { clients } = GOALS[mode];
      const goalRun = runs.get(clients);
      if (!goalRun) throw new Error(`no run with ${clients} clients`);
      const context = [...runs.entries()].map(
        ([n, { result, reference, cpu }]) =>
          `${n} client(s): p50/p95/p99 ${ms(result.p50)}/${ms(result.p95)}/${ms(result.p99)} ms, ` +
          `${result.rps.toFixed(0)} req/s (bare ${reference.rps.toFixed(0)} req/s)${cpu}`,
      );
      const dataset =
        mode === 'postgres'
          ? `${describeDataset(info)}, ${BENCH_POOL_SIZE} connections (DATABASE_POOL_SIZE)`
          : describeDataset(info);
      figures.push({
        name: `search ${MODE_NAME[mode]} ${clients} client(s) p95`,
        value: goalRun.result.p95,
        unit: 'ms',
        reference: { name: 'bare node:http p95', value: goalRun.reference.p95 },
        goal: { op: '<', value: GOALS[mode].p95 },
        measured:
          `${goalRun.result.requests} requests over ${requests.length} distinct queries (text, facets, radius), ` +
          `${dataset}; ${context.join('; ')}`,
      });
      if (mode === 'pglite') {
        figures.push({
          name: 'memory: peak RSS of the embedded app under search load',
          value: app.peakRssBytes() / GiB,
          unit: 'GiB',
          reference: { name: 'bare node:http peak RSS', value: bare.peakRssBytes() / GiB },
          goal: { op: '<', value: 1.5 },
          measured: `VmHWM of the app process (API, indexer, matcher in one) after start and the search loads above, ${describeDataset(info)}`,
        });
      }
      return figures;
    } finally {
      await bare.stop();
    }
  } finally {
    await close();
  }
}

export async function run(options: BenchOptions = benchOptions()): Promise<BenchFigure[]> {
  const requests = searchRequests();
  const figures: BenchFigure[] = [];
  for (const mode of databaseModes('search bench'))
    figures.push(...(await measureMode(mode, options, requests)));
  return figures;
}

export default run;

await runIfMain(import.meta.url, run);
