import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadReport } from '../src/support/bundle-report';
import { ROOT } from '../src/support/server-process';
import type { BenchFigure } from './bench-figure';

/** The budget for the JavaScript of a first visit, gzip: 100 KB, a KB being 1,000 bytes. */
export const FIRST_LOAD_BUDGET_BYTES = 100_000;

/**
 * First-load JavaScript per page of the built web app (run `npm run build` first). Reported, never
 * asserted: the figures go to the bench table beside their budget.
 */
export async function run(): Promise<BenchFigure[]> {
  const report = firstLoadReport(path.join(ROOT, 'web', 'dist'));
  return report.flatMap((page) => [
    {
      name: `first-load JS ${page.page} (gzip)`,
      value: page.gzipBytes / 1000,
      unit: 'KB',
      budget: FIRST_LOAD_BUDGET_BYTES / 1000,
    },
    { name: `first-load JS ${page.page} (brotli)`, value: page.brotliBytes / 1000, unit: 'KB' },
  ]);
}

export default run;

// `npx tsx tests/bench/bundle.bench.ts` prints the table on its own.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = await run();
  console.table(
    figures.map((f) => ({
      figure: f.name,
      value: f.value.toFixed(1),
      unit: f.unit,
      budget: f.budget === undefined ? '' : `≤ ${f.budget}`,
      ok: f.budget === undefined ? '' : f.value <= f.budget ? 'yes' : 'NO',
    })),
  );
}
