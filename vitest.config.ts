import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{schemas,core,api,indexer,matcher,mailer,web,tests}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    // The JSON report lets .ci/run print one plain closing line with the counts.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // PGlite boots a WASM Postgres per test database; give integration tests room on 2 cores.
    testTimeout: 60_000,
    // Most suites wait on servers, browsers and databases in other processes rather than on this one's
    // CPU: three files at a time keep both cores busy (the default on 2 cores is one file at a time).
    maxWorkers: 3,
    hookTimeout: 60_000,
  },
});
