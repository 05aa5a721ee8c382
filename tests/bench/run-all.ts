/**
 * `npm run bench [-- --quick] [--out <path>] [name…]`: runs every `*.bench.ts` beside this file (or those
 * whose name contains one of the names), prints one table of all figures with the reference each is
 * read against, the ratio, the goal and how it was measured, and writes the same to bench/results.json
 * (or `--out`). `--quick` hands the benches the medium data set and shorter load phases.
 * Benchmarks report; they never fail the build (DESIGN.md section 7).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isHelpWord, readCommandLine, UsageError } from '@anpfiff/core/cli/command-line';
import { type BenchFigure, type BenchGoal, meetsGoal } from './bench-figure';
import { type BenchOptions, benchOptions } from './support/bench-options';
import { DATASET_BENCHES } from './support/dataset-benches';
import { prepareDatasets } from './support/prepare-datasets';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');

type BenchResult = BenchFigure[] | { figures: BenchFigure[] };
interface BenchModule {
  run?: (options: BenchOptions) => Promise<BenchResult>;
  default?: (options: BenchOptions) => Promise<BenchResult>;
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
  measured: string;
  error?: string;
}

function goalOf(figure: BenchFigure): BenchGoal | undefined {
  return figure.goal ?? (figure.budget === undefined ? undefined : { op: '<=', value: figure.budget });
}

const number = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(Math.abs(n) >= 10 ? 1 : 2));

function toRow(bench: string, f: BenchFigure): Row {
  const goal = goalOf(f);
  const ratio = f.reference && f.reference.value !== 0 ? f.value / f.reference.value : null;
  const onRatio = goal?.of === 'ratio';
  return {
    bench,
    figure: f.name,
    value: f.value,
    unit: f.unit,
    reference: f.reference ? `${f.reference.name} ${number(f.reference.value)}` : '',
    ratio,
    goal: goal ? (onRatio ? `ratio ${goal.op} ${goal.value}` : `${goal.op} ${goal.value} ${f.unit}`) : '',
    pass: goal ? (onRatio ? ratio !== null && meetsGoal(ratio, goal) : meetsGoal(f.value, goal)) : null,
    measured: f.measured ?? '',
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
    r.measured,
  ]);
  const header = ['FIGURE', 'VALUE', 'REFERENCE (same run)', 'RATIO', 'GOAL', 'RESULT', 'MEASURED'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (i === 1 || i === 3 ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...cells.map(line)].join('\n');
}

const benchName = (file: string) => file.replace(/\.bench\.ts$/, '');

const USAGE = `Aufruf: npm run bench [-- --quick] [--out <Pfad>] [Name …]

  --quick       mittlerer Datensatz und kürzere Lastphasen (wenige Minuten)
  --out <Pfad>  wohin die Ergebnisse als JSON gehen (Standard: bench/results.json)
  Name …        nur die Benchmarks, deren Dateiname eines der Wörter enthält

Benchmarks: ${benchFiles().map(benchName).join(', ')}`;

function benchFiles(): string[] {
  return fs
    .readdirSync(HERE)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
}

type Command = { name: 'help' } | { name: 'run'; files: string[]; out: string };

function parseArgs(argv: string[]): Command {
  const only: string[] = [];
  let out = path.join(ROOT, 'bench', 'results.json');
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (isHelpWord(arg)) return { name: 'help' };
    if (arg === '--quick') continue;
    if (arg === '--out') {
      const value = argv[(i += 1)];
      if (!value) throw new UsageError('--out braucht einen Pfad.');
      out = path.resolve(value);
    } else if (arg.startsWith('--out=')) out = path.resolve(arg.slice('--out='.length));
    else if (arg.startsWith('-')) throw new UsageError(`Unbekannte Option ${arg}.`);
    else only.push(arg);
  }
  const files = benchFiles().filter((f) => only.length === 0 || only.some((o) => f.includes(o)));
  // A mistyped name would otherwise run nothing and overwrite the last results with an empty table.
  const unknown = only.filter((o) => !files.some((f) => f.includes(o)));
  if (unknown.length > 0) throw new UsageError(`Kein Benchmark heisst ${unknown.join(', ')}.`);
  return { name: 'run', files, out };
}

/** Builds the data sets the benches use that are not cached yet; a failure is left for the benches to report. */
async function prepare(options: BenchOptions, benches: string[]): Promise<void> {
  const modes = benches.flatMap((bench) => DATASET_BENCHES[bench]?.() ?? []);
  if (modes.length === 0) return;
  console.info(`\n▶ data sets`);
  const started = Date.now();
  try {
    await prepareDatasets(options.scale, modes);
    console.info(`  data sets: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    console.error(`Building the data sets failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function main(): Promise<number> {
  const options = benchOptions();
  const command = readCommandLine(process.argv.slice(2), parseArgs, USAGE);
  if (typeof command === 'number') return command;
  const { files, out } = command;
  const started = Date.now();
  const rows: Row[] = [];
  await prepare(options, files.map(benchName));
  for (const file of files) {
    const bench = benchName(file);
    console.info(`\n▶ ${bench}`);
    const benchStarted = Date.now();
    try {
      const mod = (await import(pathToFileURL(path.join(HERE, file)).href)) as BenchModule;
      const run = mod.run ?? mod.default;
      if (!run) throw new Error('exports no run()');
      const result = await run(options);
      for (const figure of Array.isArray(result) ? result : result.figures) rows.push(toRow(bench, figure));
      console.info(`  ${bench}: ${((Date.now() - benchStarted) / 1000).toFixed(0)} s`);
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
        measured: '',
        error: `error: ${message.slice(0, 60)}`,
      });
    }
  }
  console.log(`\n${table(rows)}`);
  const failed = rows.filter((r) => r.pass === false).map((r) => r.figure);
  // Every figure is read against a reference and a goal (issue #10); a row without is a bench to fix.
  const loose = rows.filter((r) => r.value !== null && (!r.reference || !r.goal)).map((r) => r.figure);
  console.log(`\n${rows.filter((r) => r.pass === true).length} of ${rows.length} figures meet their goal.`);
  if (failed.length > 0) console.log(`Not met: ${failed.join('; ')}`);
  if (loose.length > 0) console.log(`Without a reference or a goal: ${loose.join('; ')}`);
  const minutes = (Date.now() - started) / 60_000;
  console.log(`\n${options.quick ? 'Quick run' : 'Full run'} took ${minutes.toFixed(1)} min.`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    mode: options.quick ? 'quick' : 'full',
    dataset: options.scale,
    minutes,
    rows,
  };
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), out)}`);
  return 0;
}

const code = await main();
// Database clients and timers of the benches must not keep the process alive after the report.
process.exit(code);
