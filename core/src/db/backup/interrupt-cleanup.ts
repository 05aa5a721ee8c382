/**
 * What a running backup or restore has made and not finished yet (a partial file, held images, a database
 * being built), with how to remove it. A command that is interrupted (Ctrl-C, a stop) calls
 * removeUnfinished before it exits, so nothing half done stays behind; code that finishes or removes the
 * thing itself forgets it again. Removals run synchronously: in a signal handler nothing may wait.
 */
const unfinished = new Set<() => void>();

/** Registers `remove` for an interruption; returns the call that forgets it again. */
export function removeIfInterrupted(remove: () => void): () => void {
  const entry = () => remove();
  unfinished.add(entry);
  return () => {
    unfinished.delete(entry);
  };
}

/** Removes everything registered, newest first; one removal that fails does not keep the others. */
export function removeUnfinished(): void {
  for (const remove of [...unfinished].reverse()) {
    unfinished.delete(remove);
    try {
      remove();
    } catch {
      // Gone already, or beyond this process's rights: the others still go.
    }
  }
}
