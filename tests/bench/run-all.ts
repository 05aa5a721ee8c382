/**
 * `npm run bench`: runs every `*.bench.ts` beside this file, prints one table of all figures with the
 * reference each is read against, the ratio and the goal, and writes them to bench/results.json.
 * Benchmarks report; they never fail the build (DESIGN.md section 7).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BenchFigure, type BenchGoal, meetsGoal } from './bench-figure';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');

type BenchResult = BenchFigure[] | { figures: BenchFigure[] };
interface BenchModule {
  run?: () => Promise<BenchResult>;
  default?: () => Promise<BenchResult>;
}

interface Row {
  bench: string;
  figure: string;
  value: number | null;
  unit: string;
  reference: string;
  ratio: number | null;
  goal: string;
  pass: boolean | null;
  error?: string;
}

function goalOf(figure: BenchFigure): BenchGoal | undefined {
  return figure.goal ?? (figure.budget === undefined ? undefined : { op: '<=', value: figure.budget });
}

const number = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(Math.abs(n) >= 10 ? 1 : 2));

function toRow(bench: string, f: BenchFigure): Row {
  const goal = goalOf(f);
  return {
    bench,
    figure: f.name,
    value: f.value,
    unit: f.unit,
    reference: f.reference ? `${f.reference.name} ${number(f.reference.value)}` : '',
    ratio: f.reference && f.reference.value !== 0 ? f.value / f.reference.value : null,
    goal: goal ? `${goal.op} ${goal.value} ${f.unit}` : '',
    pass: goal ? meetsGoal(f.value, goal) : null,
  };
}

function table(rows: Row[]): string {
  const cells = rows.map((r) => [
    r.figure,
    r.value === null ? 'error' : `${number(r.value)} ${r.unit}`,
    r.reference,
    r.ratio === null ? '' : `${r.ratio.toFixed(2)}×`,
    r.goal,
    r.error ?? (r.pass === null ? '' : r.pass ? 'pass' : 'FAIL'),
  ]);
  const header = ['FIGURE', 'VALUE', 'REFERENCE (same run)', 'RATIO', 'GOAL', 'RESULT'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (i === 1 || i === 3 ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...cells.map(line)].join('\n');
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const files = fs
    .readdirSync(HERE)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort();
  const rows: Row[] = [];
  for (const file of files) {
    const bench = file.replace(/\.bench\.ts$/, '');
    console.info(`\n▶ ${bench}`);
    try {
      const mod = (await import(pathToFileURL(path.join(HERE, file)).href)) as BenchModule;
      const run = mod.run ?? mod.default;
      if (!run) throw new Error('exports no run()');
      const result = await run();
      for (const figure of Array.isArray(result) ? result : result.figures) rows.push(toRow(bench, figure));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${bench} failed: ${message}`);
      rows.push({
        bench,
        figure: bench,
        value: null,
        unit: '',
        reference: '',
        ratio: null,
        goal: '',
        pass: false,
        error: `error: ${message.slice(0, 60)}`,
      });
    }
  }
  console.log(`\n${table(rows)}`);
  const out = path.join(ROOT, 'bench', 'results.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, rows }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${path.relative(process.cwd(), out)}`);
}

await main();
// Database clients and timers of the benches must not keep the process alive after the report.
process.exit(0);
