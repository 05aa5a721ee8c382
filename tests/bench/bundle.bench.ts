import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadReport, routeChunks } from '../src/support/bundle-report';
import { ROOT } from '../src/support/server-process';
import type { BenchFigure } from './bench-figure';

/** The budget for the JavaScript of a first visit, gzip: 100 KB, a KB being 1,000 bytes. */
export const FIRST_LOAD_BUDGET_BYTES = 100_000;

const kb = (bytes: number) => bytes / 1000;
const routeName = (source: string) => source.replace(/^src\/app\/routes\//, '').replace(/\.tsx$/, '');

/**
 * First-load JavaScript per public page of the built web app (run `npm run build` first), and the largest
 * route chunk. Every figure is read against the entry chunk of the same build, the shell every page
 * shares: what a page adds to it is what its route costs. Reported, never asserted.
 */
export async function run(): Promise<BenchFigure[]> {
  const dist = path.join(ROOT, 'web', 'dist');
  const { entryGzipBytes, routes } = routeChunks(dist);
  const entry = { name: 'entry chunk (shared shell)', value: kb(entryGzipBytes) };
  const pages: BenchFigure[] = firstLoadReport(dist).map((page) => ({
    name: `first-load JS ${page.page} (gzip)`,
    value: kb(page.gzipBytes),
    unit: 'KB',
    reference: entry,
    budget: kb(FIRST_LOAD_BUDGET_BYTES),
    measured: `entry + the route's chunks and CSS from the Vite manifest, gzip -9; brotli ${kb(page.brotliBytes).toFixed(1)} KB`,
  }));
  // A public route opened first loads the entry and its own chunk: together they must fit the budget.
  const [largest] = routes.filter((r) => r.public);
  const [signedIn] = routes.filter((r) => !r.public);
  if (!largest) throw new Error('the manifest has no public route chunk');
  const chunk: BenchFigure = {
    name: `largest route chunk: ${routeName(largest.route)} (gzip)`,
    value: kb(largest.gzipBytes),
    unit: 'KB',
    reference: entry,
    budget: kb(FIRST_LOAD_BUDGET_BYTES - entryGzipBytes),
    measured:
      `what a public route loads beyond the entry, of ${routes.length} routes; goal: entry + chunk within the ` +
      `${kb(FIRST_LOAD_BUDGET_BYTES)} KB first load` +
      (signedIn
        ? `; largest signed-in route ${routeName(signedIn.route)} ${kb(signedIn.gzipBytes).toFixed(1)} KB (loaded after sign-in, entry cached)`
        : ''),
  };
  return [...pages, chunk];
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
      budget: f.budget === undefined ? '' : `≤ ${f.budget.toFixed(1)}`,
      ok: f.budget === undefined ? '' : f.value <= f.budget ? 'yes' : 'NO',
    })),
  );
}
