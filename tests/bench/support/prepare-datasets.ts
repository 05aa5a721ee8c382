import path from 'node:path';
import type { ScaleName } from '@anpfiff/api/seed/large/large-plan';
import { startNodeProcess } from './app-process';
import type { DatabaseMode } from './database-modes';

async function buildInOwnProcess(mode: DatabaseMode, scale: ScaleName): Promise<void> {
  const script = path.join('tests', 'bench', 'support', 'build-dataset-main.ts');
  const child = await startNodeProcess(script, {}, { readyPath: null, args: [mode, scale] });
  const code = await child.exited;
  process.stdout.write(child.output());
  if (code !== 0) throw new Error(`building the ${mode} data set ended with exit code ${code}`);
}

/**
 * Builds the data sets the benches are about to use, where they are not cached yet, before the first
 * bench: one process per database, all at once. A bench building on first use ran them one after the
 * other, each mostly on one core: the embedded build in PGlite's one thread, the server's between the
 * generator and the server. Together the two large sets took 174 s, against about 260 s one after the
 * other (2026-11-30). No bench runs meanwhile, so the builds slow no figure down.
 */
export async function prepareDatasets(scale: ScaleName, modes: Iterable<DatabaseMode>): Promise<void> {
  const builds = await Promise.allSettled([...new Set(modes)].map((mode) => buildInOwnProcess(mode, scale)));
  // Only once every build has ended: a bench must not run beside a build still going.
  const failed = builds.find((b): b is PromiseRejectedResult => b.status === 'rejected');
  if (failed) throw failed.reason;
}
