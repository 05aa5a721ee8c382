import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchFigure } from './bench-figure';
import { startApp, startBareServer, type BenchProcess } from './support/app-process';
import { type BenchOptions, benchOptions, phaseMs } from './support/bench-options';
import { runIfMain } from './support/run-if-main';

const CONNECTIONS = 16;
/** `GET /api/country`: a small JSON answer behind every middleware an API request passes through. */
const KOA_ROUTE = '/api/country';

async function requestsPerSecond(
  server: BenchProcess,
  route: string,
  seconds: number,
  warmUpSeconds: number,
): Promise<number> {
  // A short warm-up first (JIT, first connections), then the measured run.
  await autocannon({ url: `${server.url}${route}`, connections: CONNECTIONS, duration: warmUpSeconds });
  const result = await autocannon({
    url: `${server.url}${route}`,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${route}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

/**
 * The cost of the Koa middleware chain (request id and log, errors, security headers, country, uploads,
 * origin check, body parser, session, router) against node:http answering the same body. Both servers
 * run in their own process and are loaded by the same autocannon, one after the other, twice each in
 * alternation so that a burst of load from elsewhere on the machine hits both alike.
 */
export async function run(options: BenchOptions = benchOptions()): Promise<BenchFigure[]> {
  const seconds = phaseMs(options, 10_000) / 1000;
  const warmUp = options.quick ? 1 : 2;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-bench-http-'));
  // No demo data: the route needs none, and the consumers would still be indexing it while the load runs.
  const app = await startApp({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' });
  const body = await (await fetch(`${app.url}${KOA_ROUTE}`)).text();
  const bare = await startBareServer(body);
  try {
    const koa: number[] = [];
    const plain: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      plain.push(await requestsPerSecond(bare, '/', seconds / 2, warmUp));
      koa.push(await requestsPerSecond(app, KOA_ROUTE, seconds / 2, warmUp));
    }
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    return [
      {
        name: 'HTTP: Koa chain on a small JSON route',
        value: mean(koa),
        unit: 'req/s',
        reference: { name: 'bare node:http', value: mean(plain) },
        goal: { op: '>=', value: 0.55, of: 'ratio' },
        measured: `autocannon, ${CONNECTIONS} connections, 2×${seconds / 2}s per server after warm-up, GET ${KOA_ROUTE}`,
      },
    ];
  } finally {
    await bare.stop();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export default run;

await runIfMain(import.meta.url, run);
