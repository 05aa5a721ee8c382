/** The databases a bench measures the embedded app on. */
export type DatabaseMode = 'pglite' | 'postgres';

/**
 * PGlite always; the PostgreSQL server when TEST_DATABASE_URL names one (said, never silently skipped, when
 * a bench is named).
 */
export function databaseModes(bench?: string): DatabaseMode[] {
  // BENCH_DATABASES=postgres (or pglite) measures one mode alone, to repeat one figure.
  const only = process.env.BENCH_DATABASES;
  if (only === 'pglite' || only === 'postgres')
    return only === 'postgres' && !process.env.TEST_DATABASE_URL ? [] : [only];
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (bench) console.info(`${bench}: PostgreSQL figures skipped, TEST_DATABASE_URL is not set.`);
  return ['pglite'];
}
