import type { ScaleName } from '@anpfiff/api/seed/large/large-plan';

/** What `npm run bench` hands every benchmark's run(). */
export interface BenchOptions {
  /** `--quick`: the medium data set and shorter load phases, for a run of a few minutes. */
  quick: boolean;
  scale: ScaleName;
}

export function benchOptions(argv: readonly string[] = process.argv.slice(2)): BenchOptions {
  const quick = argv.includes('--quick') || process.env.BENCH_QUICK === '1';
  return { quick, scale: quick ? 'medium' : 'large' };
}

/** A load phase's length: the full run measures longer, so one slow second weighs less. */
export function phaseMs(options: BenchOptions, fullMs: number): number {
  return options.quick ? Math.max(2_000, Math.round(fullMs / 4)) : fullMs;
}
