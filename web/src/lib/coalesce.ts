/**
 * Wraps a task so that triggers arriving while it runs fold into one more run after it. A saved profile
 * can change hundreds of matchings, and the live stream announces each one: reloading a list per
 * announcement sent hundreds of requests for the same list. Now a burst costs two runs at most, and the
 * last one starts after the burst's last trigger, so it sees everything the burst changed.
 */
export function coalesce(task: () => unknown): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    do {
      again = false;
      try {
        await task();
      } catch {
        // A failed reload shows in the list's own error state; the next trigger tries again.
      }
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
