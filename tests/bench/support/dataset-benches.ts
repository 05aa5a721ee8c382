import { databaseModes, type DatabaseMode } from './database-modes';

/**
 * The benches that use the cached data sets, and on which databases, so that `npm run bench` builds the
 * sets before the first bench (prepare-datasets.ts). Named here rather than asked of the bench modules,
 * which would load every bench's modules, Lighthouse's among them, into the runner for a run of one.
 * run-all.test.ts checks that every bench reading a data set is named.
 */
export const DATASET_BENCHES: Readonly<Record<string, () => DatabaseMode[]>> = {
  freshness: () => ['pglite'],
  login: () => ['pglite'],
  matcher: () => ['pglite'],
  rebuild: () => databaseModes(),
  search: () => databaseModes(),
};
