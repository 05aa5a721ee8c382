import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM } from '../src/support/browser';
import { startDemoServer } from '../src/support/demo-server';
import { getJsonOf } from '../src/support/demo-slugs';
import { freePort } from '../src/support/server-process';
import { type BenchFigure, meetsGoal } from './bench-figure';

/** The floors, per category, in Lighthouse's 0–100 scores (mobile profile). */
export const LIGHTHOUSE_BUDGETS: Record<string, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 95,
  seo: 95,
};

const CATEGORIES = Object.keys(LIGHTHOUSE_BUDGETS);

/**
 * Lighthouse (default config: a mid-range phone on a throttled mobile network, simulated) on `/`, `/jobs`
 * and an offer page of the demo data, driving Debian's Chromium through Playwright's debugging port.
 * The analytics id stays unset, as on a fresh install; tile and analytics servers are never reached.
 */
export async function run(): Promise<BenchFigure[]> {
  const server = await startDemoServer({ LOG_LEVEL: 'error' });
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  try {
    const jobs = await getJsonOf<{ slug: string }[]>(`${server.url}/api/clubs/fc-concordia-zuerich/jobs`);
    const pages = { '/': '/', '/jobs': '/jobs', '/jobs/{slug}': `/jobs/${jobs[0]?.slug ?? ''}` };
    const figures: BenchFigure[] = [];
    for (const [label, pagePath] of Object.entries(pages)) {
      const result = await lighthouse(`${server.url}${pagePath}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${lhr.runtimeError.message}`);
      for (const category of CATEGORIES) {
        const score = lhr.categories[category]?.score ?? 0;
        figures.push({
          name: `lighthouse ${label} ${category}`,
          value: Math.round(score * 100),
          unit: 'score',
          goal: { op: '>=', value: LIGHTHOUSE_BUDGETS[category] ?? 0 },
        });
      }
      for (const audit of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']) {
        figures.push({
          name: `lighthouse ${label} ${audit}`,
          value: Math.round(lhr.audits[audit]?.numericValue ?? 0),
          unit: 'ms',
        });
      }
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failing.length > 0)
        console.info(`Lighthouse ${label}: audits below full marks: ${failing.join(', ')}`);
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}

export default run;

// `npx tsx tests/bench/lighthouse.bench.ts` prints the table on its own.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = await run();
  console.table(
    figures.map((f) => ({
      figure: f.name,
      value: f.value,
      unit: f.unit,
      goal: f.goal ? `${f.goal.op} ${f.goal.value}` : '',
      ok: f.goal ? (meetsGoal(f.value, f.goal) ? 'yes' : 'NO') : '',
    })),
  );
}
