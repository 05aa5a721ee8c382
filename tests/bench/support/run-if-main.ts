import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchFigure } from '../bench-figure';
import { type BenchOptions, benchOptions } from './bench-options';

/** `npx tsx tests/bench/<name>.bench.ts [--quick]` prints that bench's figures on its own. */
export async function runIfMain(
  moduleUrl: string,
  run: (options: BenchOptions) => Promise<BenchFigure[] | { figures: BenchFigure[] }>,
): Promise<void> {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const result = await run(benchOptions());
  const figures = Array.isArray(result) ? result : result.figures;
  for (const f of figures) {
    const reference = f.reference ? `  (${f.reference.name}: ${f.reference.value.toFixed(1)})` : '';
    console.log(`${f.name}: ${f.value.toFixed(1)} ${f.unit}${reference}  [${f.measured ?? ''}]`);
  }
  process.exit(0);
}
