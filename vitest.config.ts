import { defineConfig } from 'vitest/config';

// Which events count as committed is decided by the server-wide transaction horizon, so a long transaction of
// any other test database on the same PostgreSQL server holds these suites' deliveries back. They assert exact
// commit-order timing and run last, one file at a time, with nothing else on the server.
const serverWideTimingSuites = [
  'core/src/events/pg/pg-server.int.test.ts',
  'core/src/events/pg/consumer-process.int.test.ts',
];

// The server packages' suites share each worker's loaded modules (isolate: false): a fresh process per
// file loaded knex, objection, zod and the app again for each of some two hundred files, a fifth of the
// suite's CPU time on two cores. A process per file stays for the suites under tests/ (servers, browsers,
// commands), for web/ (i18next extends the imported text objects in place once a lazy part has loaded),
// and for a suite that tests a process-wide singleton from its start.
const FRESH_PROCESS_SUITES = ['api/src/auth/password-pool.test.ts'];
const SHARED_MODULE_SUITES = '{schemas,core,api,indexer,matcher,mailer}/**/*.test.{ts,tsx}';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    // The JSON report lets .ci/run print one plain closing line with the counts.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // PGlite boots a WASM Postgres per test database; give integration tests room on 2 cores.
    testTimeout: 60_000,
    // The suite's own workers keep both cores busy for minutes, where password threads at nice 19 would get
    // almost no time and every sign-in would wait on them. Their priority has a test of its own.
    // One argon2 pass instead of 15 (honoured with NODE_ENV=test only, api/src/support/passwords.ts): the
    // suite hashes thousands of passwords; the tests of the real parameters unset it.
    env: { PASSWORD_HASH_NICE: '0', PASSWORD_HASH_TEST_PASSES: '1' },
    // Most suites wait on servers, browsers and databases in other processes rather than on this one's
    // CPU: three files at a time keep both cores busy (the default on 2 cores is one file at a time).
    maxWorkers: 3,
    hookTimeout: 60_000,
    // expect.poll waits on browsers, servers and consumers in other processes: on a busy 2-core machine a
    // lazily loaded chunk or a password hash can take longer than the default second to show.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'anpfiff',
          include: [SHARED_MODULE_SUITES],
          exclude: ['**/node_modules/**', '**/dist/**', ...serverWideTimingSuites, ...FRESH_PROCESS_SUITES],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'anpfiff-processes',
          include: ['{tests,web}/**/*.test.{ts,tsx}', ...FRESH_PROCESS_SUITES],
          exclude: ['**/node_modules/**', '**/dist/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'alone-on-the-server',
          include: serverWideTimingSuites,
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
    ],
  },
});
