import { performance } from 'node:perf_hooks';
import type { EventHandler } from '@anpfiff/core/events/event-log';
import { createPgEventLog, type PgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import { clubUpdated, createProjection } from '@anpfiff/core/events/testing/event-log-testing';
import { openTestDatabase, type TestDatabaseKind } from '@anpfiff/core/testing/test-databases';
import type { Knex } from 'knex';
import { type BenchFigure, percentile, slope } from './bench-figure';
import { type BenchOptions, benchOptions } from './support/bench-options';
import { databaseModes } from './support/database-modes';
import { runIfMain } from './support/run-if-main';

const LATENCY_RATE = 50;
const THROUGHPUT_TX_SIZE = 100;
/** Concurrent producers, like several API requests appending at once (PGlite queues them on its one connection). */
const PRODUCERS = 4;
const LAG_RATE = 200;
/** Events per command transaction in the lag run: PGlite's single connection would not fit 200 commands/s. */
const LAG_TX_SIZE = 10;
/** Mean pause between two readings of the lag. */
const LAG_READ_MS = 50;

/** How much each phase does: `--quick` runs a fraction of it, so each database takes about 20 s. */
interface Sizes {
  latencyEvents: number;
  throughputEvents: number;
  lagSeconds: number;
}

function sizes(options: BenchOptions): Sizes {
  const lagSeconds = Number(process.env.BENCH_LAG_SECONDS ?? (options.quick ? 8 : 60));
  return options.quick
    ? { latencyEvents: 100, throughputEvents: 5_000, lagSeconds }
    : { latencyEvents: 500, throughputEvents: 20_000, lagSeconds };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('benchmark consumer fell behind for good');
    await sleep(2);
  }
}

/**
 * Append-to-handler latency at a light, steady load: each event is one command transaction, and the
 * clock runs from the start of that transaction to the handler call. Reference: the transaction alone.
 */
async function latency(log: PgEventLog, db: Knex, events: number) {
  const started = new Map<string, number>();
  const latencies: number[] = [];
  const commits: number[] = [];
  const sub = await log.subscribe({
    group: 'bench-latency',
    startAt: 'end',
    handler: async (event) => {
      const t0 = started.get(event.aggregateId);
      if (t0 !== undefined) latencies.push(performance.now() - t0);
    },
  });
  const begin = performance.now();
  for (let i = 0; i < events; i += 1) {
    await sleep(begin + (i * 1000) / LATENCY_RATE - performance.now());
    const id = `lat-${i}`;
    const t0 = performance.now();
    started.set(id, t0);
    await db.transaction((trx) => log.append(trx, clubUpdated(id, 1)));
    commits.push(performance.now() - t0);
  }
  await until(() => latencies.length === events, 30_000);
  await sub.stop();
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    commitP50: percentile(commits, 50),
    commitP95: percentile(commits, 95),
  };
}

async function appendBatches(log: PgEventLog, db: Knex, prefix: string, total: number): Promise<void> {
  let next = 0;
  const producer = async () => {
    while (next < total) {
      const from = next;
      next += THROUGHPUT_TX_SIZE;
      await db.transaction(async (trx) => {
        for (let j = from; j < from + THROUGHPUT_TX_SIZE; j += 1) {
          await log.append(trx, clubUpdated(`${prefix}-${j % 500}`, j));
        }
      });
    }
  };
  await Promise.all(Array.from({ length: PRODUCERS }, producer));
}

/**
 * Throughput. Reference: appending alone (4 producers, 100 events per transaction). Drain: a new group
 * reading that backlog from the start of the log. Sustained: the same producers append flat out while a
 * group consumes; the rate counts from the first append to the last handler call.
 */
async function throughput(log: PgEventLog, db: Knex, events: number) {
  let t0 = performance.now();
  await appendBatches(log, db, 'ref', events);
  const appendRate = events / ((performance.now() - t0) / 1000);

  const { events: backlog } = await log.head();
  let drained = 0;
  t0 = performance.now();
  const drain = await log.subscribe({
    group: 'bench-drain',
    batchSize: 500,
    handler: async () => {
      drained += 1;
    },
  });
  await until(() => drained >= backlog, 120_000);
  const drainRate = backlog / ((performance.now() - t0) / 1000);
  await drain.stop();

  let handled = 0;
  const sub = await log.subscribe({
    group: 'bench-throughput',
    startAt: 'end',
    batchSize: 500,
    handler: async () => {
      handled += 1;
    },
  });
  t0 = performance.now();
  await appendBatches(log, db, 'tp', events);
  await until(() => handled >= events, 120_000);
  const rate = events / ((performance.now() - t0) / 1000);
  await sub.stop();
  return { rate, appendRate, drainRate };
}

/**
 * Lag under a steady 200 events/s (20 command transactions of 10 events a second) for a minute (8 s quick), with a
 * handler that writes a projection row per event like the indexer does. Flat means: no growth, and never
 * more than a second's worth of events behind.
 */
async function lagUnderLoad(log: PgEventLog, db: Knex, seconds: number) {
  const project: EventHandler = await createProjection(db, 'bench_projection');
  const sub = await log.subscribe({ group: 'bench-lag', startAt: 'end', handler: project });
  const samples: { x: number; y: number }[] = [];
  let appended = 0;
  let producing = true;
  const begin = performance.now();
  const producer = (async () => {
    while (producing) {
      await sleep(begin + (appended * 1000) / LAG_RATE - performance.now());
      await db.transaction(async (trx) => {
        for (let i = 0; i < LAG_TX_SIZE; i += 1) {
          await log.append(trx, clubUpdated(`lag-${(appended + i) % 1000}`, appended + i));
        }
      });
      appended += LAG_TX_SIZE;
    }
  })();
  // A reading lands before or after one of the producer's commits, so it is off by up to a transaction.
  // Read at random moments, many times a second: readings at a fixed period drift against the producer's
  // period, and with one a second that drift alone made an 8 s run's trend 1.7 events/s.
  const end = begin + seconds * 1000;
  while (performance.now() < end) {
    await sleep(LAG_READ_MS * (0.5 + Math.random()));
    const lag = (await log.lag()).find((l) => l.group === 'bench-lag')?.lag ?? 0;
    samples.push({ x: (performance.now() - begin) / 1000, y: lag });
  }
  producing = false;
  await producer;
  const offered = appended / ((performance.now() - begin) / 1000);
  await sub.stop();
  // The first seconds are warm-up (JIT, first queries); flatness is judged on the rest.
  const warmUp = Math.min(5, seconds / 4);
  const steady = samples.filter((s) => s.x >= warmUp);
  return {
    maxLag: Math.max(...steady.map((s) => s.y)),
    slope: slope(steady),
    offered,
    readings: steady.length,
    warmUp,
  };
}

export async function measure(kind: TestDatabaseKind, size: Sizes): Promise<BenchFigure[]> {
  const t = await openTestDatabase(kind);
  const log = await createPgEventLog(t.db);
  try {
    const at = `embedded ${kind}`;
    const lat = await latency(log, t.db, size.latencyEvents);
    const tp = await throughput(log, t.db, size.throughputEvents);
    const lag = await lagUnderLoad(log, t.db, size.lagSeconds);
    const commitP95 = { name: 'append transaction p95', value: lat.commitP95 };
    const offered = { name: 'offered events/s', value: lag.offered };
    const lagMeasured = `${lag.readings} readings at random moments (pauses of ${LAG_READ_MS / 2}–${(LAG_READ_MS * 3) / 2} ms between them) after the first ${lag.warmUp} s`;
    return [
      {
        name: `${at}: append→handler p95`,
        value: lat.p95,
        unit: 'ms',
        reference: commitP95,
        goal: { op: '<', value: 100 },
        measured: `${size.latencyEvents} events one at a time; p50 ${lat.p50.toFixed(1)} ms (append transaction p50 ${lat.commitP50.toFixed(1)} ms)`,
      },
      {
        name: `${at}: delivery throughput (backlog)`,
        value: tp.drainRate,
        unit: 'events/s',
        reference: { name: 'append alone', value: tp.appendRate },
        goal: { op: '>=', value: 2_000 },
        measured: `${size.throughputEvents} events appended first, then read by one consumer`,
      },
      {
        name: `${at}: sustained throughput`,
        value: tp.rate,
        unit: 'events/s',
        reference: { name: 'append alone', value: tp.appendRate },
        goal: { op: '>=', value: 2_000 },
        measured: `${size.throughputEvents} events appended while one consumer reads`,
      },
      {
        name: `${at}: max lag at ${LAG_RATE}/s over ${size.lagSeconds}s`,
        value: lag.maxLag,
        unit: 'events',
        reference: offered,
        goal: { op: '<', value: LAG_RATE },
        measured: lagMeasured,
      },
      {
        name: `${at}: lag trend at ${LAG_RATE}/s`,
        value: lag.slope,
        unit: 'events/s',
        reference: offered,
        goal: { op: '<', value: 1 },
        measured: `least-squares slope of the lag over time; ${lagMeasured}`,
      },
    ];
  } finally {
    await log.close();
    await t.close();
  }
}

/** PGlite always; the PostgreSQL server when TEST_DATABASE_URL names one (as for the integration tests). */
export async function run(options: BenchOptions = benchOptions()): Promise<{ figures: BenchFigure[] }> {
  const size = sizes(options);
  const kinds: TestDatabaseKind[] = databaseModes('event-log bench');
  const figures: BenchFigure[] = [];
  // The throughput phases write their events three times over, at about the goal's rate.
  const seconds = size.lagSeconds + size.latencyEvents / LATENCY_RATE + (3 * size.throughputEvents) / 2_000;
  for (const kind of kinds) {
    console.info(`event-log bench: measuring embedded mode on ${kind} (about ${Math.round(seconds)} s)…`);
    figures.push(...(await measure(kind, size)));
  }
  return { figures };
}

export default run;

await runIfMain(import.meta.url, run);
