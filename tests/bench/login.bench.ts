import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { LargePlan, SCALES } from '@anpfiff/api/seed/large/large-plan';
import { DEMO_PASSWORD } from '@anpfiff/api/seed/seed-demo';
import { PASSWORD_HASH_LABEL, hashPassword } from '@anpfiff/api/support/passwords';
import { verifySync } from '@node-rs/argon2';
import { type BenchFigure, percentile } from './bench-figure';
import { describeDataset } from './support/bench-dataset';
import { type BenchOptions, benchOptions, phaseMs } from './support/bench-options';
import { startDatasetApp } from './support/dataset-app';
import { type LoadRequest, runLoad } from './support/load-client';
import { runIfMain } from './support/run-if-main';
import { searchRequests } from './support/search-queries';

const LOGIN_CLIENTS = 8;

/** argon2id verify times on this thread, one at a time, after a warm-up: the hash alone, no thread hop. */
async function verifyTimes(samples: number): Promise<number[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  verifySync(hash, DEMO_PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const t0 = performance.now();
    if (!verifySync(hash, DEMO_PASSWORD)) throw new Error('the demo hash did not verify');
    times.push(performance.now() - t0);
  }
  return times;
}

const VERIFY_LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const { verifySync } = require('@node-rs/argon2');
const end = Date.now() + workerData.ms;
let n = 0;
while (Date.now() < end) { verifySync(workerData.hash, workerData.password); n += 1; }
parentPort.postMessage(n);`;

/**
 * Verifies per second with every core verifying back to back and nothing else to do: what the cores give
 * together, which the ceiling (cores ÷ one verify alone) assumes to be all of them.
 */
async function allCoresVerifiesPerSecond(cores: number, ms: number): Promise<number> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const counts = await Promise.all(
    Array.from(
      { length: cores },
      () =>
        new Promise<number>((resolve, reject) => {
          const worker = new Worker(VERIFY_LOOP, {
            eval: true,
            workerData: { hash, password: DEMO_PASSWORD, ms },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0) / (ms / 1000);
}

/** Logins of verified people of the data set, each from an address of its own (the limits count per address and account). */
function loginRequests(options: BenchOptions, count: number): LoadRequest[] {
  const plan = new LargePlan(SCALES[options.scale]);
  for (const club of plan.clubs()) void club;
  const out: LoadRequest[] = [];
  for (const person of plan.persons()) {
    if (out.length === count) break;
    if (!person.account.verified) continue;
    const host = person.account.country === 'DE' ? 'de.localhost' : 'localhost';
    const n = out.length;
    out.push({
      path: '/api/login',
      method: 'POST',
      headers: {
        host,
        origin: `http://${host}`,
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ username: person.account.email, password: DEMO_PASSWORD }),
    });
  }
  return out;
}

/**
 * Login: argon2id verify time here, login requests/s with 8 clients against the ceiling of all cores
 * hashing back to back, and the search p95 of one client alone and during such a login burst (the password
 * threads of api/src/auth/password-pool.ts run at the lowest priority, which is what keeps it down).
 */
export async function run(options: BenchOptions = benchOptions()): Promise<BenchFigure[]> {
  const cores = os.availableParallelism();
  // Half of the verifies before the app starts and half right after the logins alone: this machine's speed
  // drifts by a fifth within minutes, and the ceiling should hold the speed of the logins' own minutes.
  const samples = options.quick ? 10 : 30;
  const before = await verifyTimes(samples / 2);
  const together = await allCoresVerifiesPerSecond(cores, options.quick ? 2_000 : 5_000);
  const ms = phaseMs(options, 20_000);
  const estimate = (cores * 1000) / percentile(before, 50);
  const logins = loginRequests(options, Math.ceil(estimate * (ms / 1000) * 3) + 100);
  const { app, info, close } = await startDatasetApp('pglite', options.scale);
  try {
    const searches = searchRequests();
    await runLoad(app.url, searches.slice(0, 100), { clients: 2, total: 100 });
    // Each login phase gets fresh accounts and addresses, so no rate limit is reached.
    const burst = logins.slice(0, Math.floor(logins.length / 3));
    const mixed = logins.slice(Math.floor(logins.length / 3));
    const alone = await runLoad(app.url, burst, { clients: LOGIN_CLIENTS, durationMs: ms });
    if (alone.errors > 0 || Object.keys(alone.statuses).length > 0)
      throw new Error(`logins failed: ${alone.errors} errors, ${JSON.stringify(alone.statuses)}`);
    const after = await verifyTimes(samples / 2);
    const verify = percentile([...before, ...after], 50);
    const ceiling = (cores * 1000) / verify;
    const quiet = await runLoad(app.url, searches, { clients: 1, durationMs: ms });
    let stop = false;
    let loggedIn = 0;
    const burstStarted = performance.now();
    const background = (async () => {
      let from = 0;
      while (!stop && from < mixed.length) {
        const batch = mixed.slice(from, from + LOGIN_CLIENTS * 4);
        from += batch.length;
        await runLoad(app.url, batch, { clients: LOGIN_CLIENTS, total: batch.length });
        loggedIn += batch.length;
      }
    })();
    const during = await runLoad(app.url, searches, { clients: 1, durationMs: ms });
    stop = true;
    await background;
    const burstRate = loggedIn / ((performance.now() - burstStarted) / 1000);
    const measured = `${describeDataset(info)}, embedded app, ${ms / 1000}s per phase, verified people logging in from distinct addresses`;
    const verified = `median of ${samples} verifies one at a time on the bench's thread, half before the app started and half right after the logins alone: ${verify.toFixed(1)} ms (medians ${percentile(before, 50).toFixed(1)} and ${percentile(after, 50).toFixed(1)} ms; ${PASSWORD_HASH_LABEL}); ${cores} threads verifying back to back, nothing else running: ${together.toFixed(0)}/s (${(together / ceiling).toFixed(2)}× the ceiling)`;
    return [
      {
        name: `login: requests/s at ${LOGIN_CLIENTS} clients`,
        value: alone.rps,
        unit: 'req/s',
        reference: { name: `ceiling ${cores} cores ÷ verify time`, value: ceiling },
        goal: { op: '>=', value: 0.7, of: 'ratio' },
        measured: `${LOGIN_CLIENTS} closed-loop clients, POST /api/login, ${measured}; verify time: ${verified}`,
      },
      {
        name: 'login burst: search p95 (1 client) during logins',
        value: during.p95,
        unit: 'ms',
        reference: { name: 'search p95 without logins', value: quiet.p95 },
        goal: { op: '<=', value: 1.2, of: 'ratio' },
        measured: `1 search client over the bench queries, alone and with ${LOGIN_CLIENTS} login clients (${burstRate.toFixed(1)} logins/s beside the searches), ${measured}`,
      },
    ];
  } finally {
    await close();
  }
}

export default run;

await runIfMain(import.meta.url, run);
