import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createKnex } from '@anpfiff/core/db/create-knex';
import { recomputeJob } from '@anpfiff/matcher/recompute';
import type { BenchFigure } from './bench-figure';
import { copyDataset, describeDataset, pgliteDataset } from './support/bench-dataset';
import { type BenchOptions, benchOptions } from './support/bench-options';
import { startNodeProcess } from './support/app-process';
import { runIfMain } from './support/run-if-main';

const GiB = 1024 ** 3;
const SAMPLE_OFFERS = 100;

/**
 * `npm run matcher -- rebuild` in a process of its own over a scratch copy of the embedded data set (no
 * matchings yet): wall time and peak RSS. The reference is the per-offer path the consumer takes on an
 * event (recomputeJob), timed on 100 offers afterwards and scaled to all offers.
 */
export async function run(options: BenchOptions = benchOptions()): Promise<BenchFigure[]> {
  const cached = await pgliteDataset(options.scale);
  const copy = copyDataset(cached.dataDir);
  try {
    const t0 = performance.now();
    const child = await startNodeProcess(
      path.join('matcher', 'src', 'cli', 'matcher-command.ts'),
      { DATA_DIR: copy.dataDir },
      { readyPath: null, args: ['rebuild'] },
    );
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, child.peakRssBytes() || 0)), 200);
    const code = await child.exited;
    clearInterval(sampler);
    const seconds = (performance.now() - t0) / 1000;
    if (code !== 0) throw new Error(`matcher rebuild exited with ${code}: ${child.output().slice(-500)}`);
    const summary = /(\d+) Angebote geprüft, (\d+) Matchings/.exec(child.output());

    const db = createKnex({ kind: 'pglite', dataDir: path.join(copy.dataDir, 'db') });
    let perOffer = 0;
    try {
      const ids: string[] = await db('jobs').orderByRaw('md5(id::text)').limit(SAMPLE_OFFERS).pluck('id');
      const s0 = performance.now();
      for (const id of ids) await recomputeJob(db, id);
      perOffer = (performance.now() - s0) / 1000 / ids.length;
    } finally {
      await db.destroy();
    }
    const measured = `npm run matcher -- rebuild on PGlite from an empty table, ${summary ? `${summary[2]} matchings written` : ''}, ${describeDataset(cached.info)}`;
    return [
      {
        name: 'matcher full rebuild',
        value: seconds / 60,
        unit: 'min',
        reference: { name: 'per-offer path × all offers', value: (perOffer * cached.info.jobs) / 60 },
        goal: { op: '<', value: 10 },
        measured: `${measured}; peak RSS ${(peak / GiB).toFixed(2)} GiB`,
      },
    ];
  } finally {
    copy.remove();
  }
}

export default run;

await runIfMain(import.meta.url, run);
