import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM } from '../src/support/browser';
import { startDemoServer } from '../src/support/demo-server';
import { getJsonOf } from '../src/support/demo-slugs';
import { freePort } from '../src/support/server-process';
import { type BenchFigure, meetsGoal } from './bench-figure';
import { type BenchOptions, benchOptions } from './support/bench-options';

/** The floors, per category, in Lighthouse's 0–100 scores (mobile profile). */
export const LIGHTHOUSE_BUDGETS: Record<string, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 95,
  seo: 95,
};

const CATEGORIES = Object.keys(LIGHTHOUSE_BUDGETS);

/** Lighthouse's own thresholds for a good mobile page (the green range of each metric), in ms. */
export const TIMING_GOALS: Record<string, number> = {
  'first-contentful-paint': 1_800,
  'largest-contentful-paint': 2_500,
  'total-blocking-time': 200,
};

/**
 * The reference: the least a page can be, a static German HTML page with a title, a description and one
 * heading, served by bare node:http and measured by the same Lighthouse, Chromium and throttling in the
 * same run. Its timings are this machine's floor; a page's ratio to them is what the app adds.
 */
const BARE_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Anpfiff</title>
<meta name="description" content="Die Plattform für den Amateurfussball."></head>
<body><main><h1>Anpfiff</h1><p>Die Plattform für den Amateurfussball.</p></main></body></html>`;

async function startBarePage(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/robots.txt')
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    else if (req.url === '/')
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_PAGE);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The browser keeps its connection open; waiting for it to go idle took 100 s.
        server.closeAllConnections();
      }),
  };
}

type Measured = Record<string, number>;

/**
 * Lighthouse (default config: a mid-range phone on a throttled mobile network, simulated) on `/`, `/jobs`
 * and an offer page of the demo data, driving Debian's Chromium through Playwright's debugging port.
 * The analytics id stays unset, as on a fresh install; tile and analytics servers are never reached.
 */
export async function run(options: BenchOptions = benchOptions()): Promise<BenchFigure[]> {
  const server = await startDemoServer({ LOG_LEVEL: 'error' });
  const port = await freePort();
  // A browser that does not start must not leave the server running through the benches after this one.
  const browser = await chromium
    .launch({
      executablePath: CHROMIUM,
      headless: true,
      // Playwright turns the back/forward cache off by default; Lighthouse's bf-cache audit then fails
      // every page for the flag alone, not for anything the site does.
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
      args: [
        `--remote-debugging-port=${port}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
      ],
    })
    .catch(async (error: unknown) => {
      await server.close();
      throw error;
    });
  try {
    const jobs = await getJsonOf<{ slug: string }[]>(`${server.url}/api/clubs/fc-concordia-zuerich/jobs`);
    const all = { '/': '/', '/jobs': '/jobs', '/jobs/{slug}': `/jobs/${jobs[0]?.slug ?? ''}` };
    // `--quick` audits the home page only: each audit takes about ten seconds.
    const pages = options.quick ? { '/': '/' } : all;
    const audit = async (url: string, label: string): Promise<Measured> => {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${label}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${label}: ${lhr.runtimeError.message}`);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failing.length > 0)
        console.info(`Lighthouse ${label}: audits below full marks: ${failing.join(', ')}`);
      return {
        ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        ...Object.fromEntries(
          Object.keys(TIMING_GOALS).map((a) => [a, Math.round(lhr.audits[a]?.numericValue ?? 0)]),
        ),
      };
    };
    const bare = await startBarePage();
    let reference: Measured;
    try {
      reference = await audit(bare.url, 'bare page');
    } finally {
      await bare.close();
    }
    const measured = 'Lighthouse default mobile profile (simulated throttling), Debian Chromium, demo data';
    const figures: BenchFigure[] = [];
    for (const [label, pagePath] of Object.entries(pages)) {
      const scores = await audit(`${server.url}${pagePath}`, label);
      for (const category of CATEGORIES) {
        figures.push({
          name: `lighthouse ${label} ${category}`,
          value: scores[category] ?? 0,
          unit: 'score',
          reference: { name: `bare static page ${category}`, value: reference[category] ?? 0 },
          goal: { op: '>=', value: LIGHTHOUSE_BUDGETS[category] ?? 0 },
          measured,
        });
      }
      for (const [metric, goal] of Object.entries(TIMING_GOALS)) {
        figures.push({
          name: `lighthouse ${label} ${metric}`,
          value: scores[metric] ?? 0,
          unit: 'ms',
          reference: { name: `bare static page ${metric}`, value: reference[metric] ?? 0 },
          goal: { op: '<=', value: goal },
          measured: `${measured}; goal: Lighthouse's good range`,
        });
      }
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
      reference: f.reference?.value ?? '',
      goal: f.goal ? `${f.goal.op} ${f.goal.value}` : '',
      ok: f.goal ? (meetsGoal(f.value, f.goal) ? 'yes' : 'NO') : '',
    })),
  );
}
