import { percentile } from '../bench-figure';
import { benchOptions } from './bench-options';
import { databaseModes } from './database-modes';
import { startDatasetApp } from './dataset-app';
import { timeEach } from './load-client';
import { searchRequests } from './search-queries';

/**
 * Where the search bench's time goes: `npx tsx tests/bench/support/search-cost-main.ts [--quick]` sends
 * its 1,200 requests one at a time (so each one's time is its own cost in the app and the database, with
 * nothing beside it), three times over, and prints the sum per kind of request, largest first, then the
 * slowest requests. A figure that misses its goal is profiled from here (bench/README.md).
 */

/** The kind of a search request: list or facet counts, how much text, and whether a radius narrows it. */
function requestKind(path: string): string {
  const url = new URL(path, 'http://bench');
  const [, , resource, facets] = url.pathname.split('/');
  const text = url.searchParams.get('query')?.trim() ?? '';
  const words = text === '' ? 'no text' : text.includes(' ') ? 'two words' : 'one word';
  const near = url.searchParams.has('near') ? ', radius' : '';
  return `${resource} ${facets ? 'facets' : 'list'}, ${words}${near}`;
}

async function main(): Promise<void> {
  const options = benchOptions();
  const requests = searchRequests();
  for (const mode of databaseModes('search cost')) {
    const { app, close } = await startDatasetApp(mode, options.scale);
    try {
      await timeEach(app.url, requests);
      // The least of two rounds: a request's own cost, without the moments the machine was busy elsewhere.
      const [a, b] = [await timeEach(app.url, requests), await timeEach(app.url, requests)];
      const times = a.map((ms, i) => Math.min(ms, b[i] ?? ms));
      const total = times.reduce((sum, ms) => sum + ms, 0);
      const kinds = new Map<string, { n: number; ms: number }>();
      requests.forEach((request, i) => {
        const kind = requestKind(request.path);
        const entry = kinds.get(kind) ?? { n: 0, ms: 0 };
        entry.n += 1;
        entry.ms += times[i] ?? 0;
        kinds.set(kind, entry);
      });
      console.log(
        `\n${mode}, ${options.scale} data set: ${requests.length} requests one at a time, ` +
          `${total.toFixed(0)} ms in all, ${(total / requests.length).toFixed(2)} ms on average, ` +
          `p50/p95/p99 ${[50, 95, 99].map((p) => percentile(times, p).toFixed(1)).join('/')} ms`,
      );
      for (const [kind, { n, ms }] of [...kinds].sort((x, y) => y[1].ms - x[1].ms))
        console.log(
          `  ${kind.padEnd(34)} ${String(n).padStart(5)} requests ${((100 * ms) / total).toFixed(1).padStart(5)} % ` +
            `of the time, ${(ms / n).toFixed(1).padStart(5)} ms each`,
        );
      console.log('  slowest:');
      const slowest = times.map((ms, i) => ({ ms, request: requests[i] })).sort((x, y) => y.ms - x.ms);
      for (const { ms, request } of slowest.slice(0, 15))
        console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${request?.headers?.host} ${request?.path}`);
    } finally {
      await close();
    }
  }
}

await main();
