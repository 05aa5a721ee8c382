/** How long to keep looking after a notification whose events are not readable yet. */
const CHASE_LIMIT_MS = 5_000;
const FIRST_PAUSE_MS = 10;

/**
 * On a server, a notified commit can stay unreadable while an older transaction elsewhere is still open
 * (see COMMITTED). A reader that found nothing after a notification looks again soon, with growing pauses
 * (10, 20, 40 … ms), instead of waiting for the next poll; the matcher and the live tail chase alike, so
 * neither trails the other by a poll.
 */
export class Chase {
  private pause = 0;

  /** After a read that found nothing; `notified` says whether a notification came before it. */
  missed(notified: boolean): void {
    this.pause = notified ? FIRST_PAUSE_MS : this.pause * 2;
    if (this.pause > CHASE_LIMIT_MS) this.pause = 0;
  }

  /** After a read that found events. */
  found(): void {
    this.pause = 0;
  }

  /** The wait before the next look: the chase's pause, never longer than `otherwiseMs`. */
  wait(pollMs: number, otherwiseMs: number): number {
    return this.pause ? Math.min(this.pause, pollMs) : otherwiseMs;
  }
}
