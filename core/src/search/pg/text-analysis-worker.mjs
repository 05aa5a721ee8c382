// The text analysis thread's work (text-analysis-thread.ts): a PGlite of its own, in memory, with the
// database's German text search configuration, turning texts into weighted tsvectors. Plain JavaScript,
// so that a thread loads it the same way under node, tsx and the test runner.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// `setup` creates the configuration, `analyse` is text-analysis-thread.ts's statement ($1–$3: the texts).
const { setup, analyse } = workerData;
const db = new PGlite();
const ready = db.exec(setup);
// Awaited by every message; a failure is each message's answer, never an unhandled rejection.
ready.catch(() => undefined);

// One message at a time: PGlite runs one query at a time anyway, and the answers keep their order. A
// setup that failed answers every message with its error.
let queue = Promise.resolve();
parentPort.on('message', ({ id, a, b, c }) => {
  queue = queue.then(async () => {
    try {
      await ready;
      const result = await db.query(analyse, [a, b, c], { rowMode: 'array' });
      parentPort.postMessage({ id, tsvectors: result.rows.map((row) => row[0]) });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
