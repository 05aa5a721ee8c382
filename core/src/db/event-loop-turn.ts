/**
 * The embedded database runs on this thread and answers without waiting on any I/O, so a long run of
 * statements is promise after promise and never lets the event loop turn: on a first start the server
 * answered nobody until the indexer and the matcher had caught up on the demo data, and a rebuild never
 * heard that its text analysis thread had started. Such loops call this between steps; after a slice of
 * work it lets waiting requests, messages and timers run before they go on.
 */
export function eventLoopTurns(sliceMs = 10): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}
