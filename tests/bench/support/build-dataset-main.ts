/**
 * `node --import tsx tests/bench/support/build-dataset-main.ts <pglite|postgres> <scale>` builds one
 * benchmark data set unless it is cached; prepare-datasets.ts runs one such process per database.
 */
import { SCALES, type ScaleName } from '@anpfiff/api/seed/large/large-plan';
import { datasetBuilt, pgliteDataset, postgresTemplate } from './bench-dataset';
import type { DatabaseMode } from './database-modes';

const [mode, scale] = process.argv.slice(2) as [DatabaseMode, ScaleName];
if ((mode !== 'pglite' && mode !== 'postgres') || !(scale in SCALES)) {
  console.error('usage: build-dataset-main.ts <pglite|postgres> <scale>');
  process.exit(2);
}
if (!(await datasetBuilt(mode, scale))) {
  const started = Date.now();
  const { info } = mode === 'pglite' ? await pgliteDataset(scale) : await postgresTemplate(scale);
  const seconds = (ms: number) => (ms / 1000).toFixed(0);
  console.info(
    `${mode} ${scale} data set ready after ${seconds(Date.now() - started)} s (seeding ${seconds(info.seedMs)} s, indexing ${seconds(info.indexMs)} s)`,
  );
}
// PGlite's and the database clients' handles must not keep the process alive.
process.exit(0);
