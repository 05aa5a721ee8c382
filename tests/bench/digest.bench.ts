/**
 * The weekly digest for 100,000 persons (issue 7): composed, queued in the outbox and handed to a local
 * SMTP sink by the mail sender, as the mailer runs it. Goal: at least 300 mails/s end to end, memory flat
 * (peak RSS reported, and its growth during the run). Reference in the same run: plain nodemailer sends of
 * a small fixed mail to the same sink over the same pooled SMTP transport — the ceiling of the sink.
 *
 * Measured in a process of its own (support/digest-main.ts): its memory figure would otherwise count
 * whatever ran before it in the bench runner. `BENCH_QUICK=1` or `--quick` takes 5,000 persons.
 * PostgreSQL when TEST_DATABASE_URL is set, else embedded PGlite (whose database lives in the measuring
 * process, so its RSS includes the database).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchFigure } from './bench-figure';
import { startNodeProcess } from './support/app-process';
import { type BenchOptions, benchOptions } from './support/bench-options';
import { runIfMain } from './support/run-if-main';

export async function run(options: BenchOptions = benchOptions()): Promise<BenchFigure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'digest-bench-'));
  const out = path.join(dir, 'figures.json');
  try {
    const child = await startNodeProcess(
      path.join('tests', 'bench', 'support', 'digest-main.ts'),
      {
        ...(options.quick ? { BENCH_QUICK: '1' } : {}),
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--expose-gc'].filter(Boolean).join(' '),
      },
      { readyPath: null, args: [out], echo: true },
    );
    const code = await child.exited;
    if (code !== 0) throw new Error(`the digest measurement ended with exit code ${code}`);
    return JSON.parse(fs.readFileSync(out, 'utf8')) as BenchFigure[];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export default run;

await runIfMain(import.meta.url, run);
