import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ScaleName } from '@anpfiff/api/seed/large/large-plan';
import { ROOT } from '../../src/support/server-process';
import type { DatabaseMode } from './database-modes';

function buildInOwnProcess(mode: DatabaseMode, scale: ScaleName, alongside: boolean): Promise<void> {
  const script = path.join('tests', 'bench', 'support', 'build-dataset-main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, mode, scale], {
    cwd: ROOT,
    env: { ...process.env, ...(alongside ? { BENCH_DATASET_PROGRESS: '0' } : {}) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`building the ${mode} data set ended with ${signal ?? `exit code ${code}`}`)),
    );
  });
}

/**
 * Builds the data sets the benches are about to use, where they are not cached yet, before the first
 * bench: one process per database, all at once. A bench building on first use ran them one after the
 * other, each mostly on one core: the embedded build in PGlite's one thread, the server's between the
 * generator and the server. Together the two large sets took 174 s, against about 260 s one after the
 * other (2026-11-30). No bench runs meanwhile, so the builds slow no figure down. The processes also
 * keep the builder's modules out of the bench runner, whose memory the digest bench measures.
 */
export async function prepareDatasets(scale: ScaleName, modes: Iterable<DatabaseMode>): Promise<void> {
  const distinct = [...new Set(modes)];
  const builds = await Promise.allSettled(
    distinct.map((mode) => buildInOwnProcess(mode, scale, distinct.length > 1)),
  );
  // Only once every build has ended: a bench must not run beside a build still going.
  const failed = builds.find((b): b is PromiseRejectedResult => b.status === 'rejected');
  if (failed) throw failed.reason;
}
