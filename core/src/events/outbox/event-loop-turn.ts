/**
 * The embedded database runs on this thread and answers without waiting on any I/O, so a consumer working
 * through a backlog runs promise after promise and never lets the event loop turn: on a first start the
 * server answered nobody until the indexer and the matcher had caught up on the demo data. A consumer calls
 * this between events; after a slice of work it lets waiting requests and timers run before it goes on.
 */
export function eventLoopTurns(sliceMs = 10): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}
