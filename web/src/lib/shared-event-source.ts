/** One user of a shared stream: its events' data, and a call to fetch again what it shows. */
interface Listener {
  onMessage(data: string): void;
  /** The stream was closed for a while (the page was hidden): what it announced meanwhile was missed. */
  onResync(): void;
  /**
   * The page's first stream stands and brings every change after `position`, its `ready` event's id. A
   * list read before that may lack a change between the two: its listener compares and fetches again.
   */
  onReady?(position: string): void;
}

/**
 * One Server-Sent Events connection to `url` for every part of the page that listens to it, open only
 * while the page is visible. Over HTTP/1.1 a browser keeps at most six connections per host, and each
 * open stream holds one for good: with a stream per part and per tab, a few open tabs left no connection
 * for the site's other requests, and it stopped loading. Now a hidden tab holds none, and a page one.
 *
 * A closed stream misses what happened meanwhile, and a new EventSource cannot resume it, so when the page
 * is shown again the stream reopens and, once it is connected (from then on nothing is missed), every
 * listener is asked once to fetch its data again. The browser's own reconnects while the page stays
 * visible resume with `Last-Event-ID` and need no such call, unless the server answers that it cannot
 * replay all they missed (a `resync` event).
 */
export function sharedEventSource(url: string, type: string) {
  const listeners = new Set<Listener>();
  let source: EventSource | null = null;

  const each = (call: (listener: Listener) => void) => {
    for (const listener of [...listeners]) call(listener);
  };
  const open = (resync: boolean) => {
    const opened = new EventSource(url, { withCredentials: true });
    source = opened;
    opened.addEventListener(type, (event) => each((l) => l.onMessage((event as MessageEvent<string>).data)));
    // The server could not replay all that a reconnect missed: what the page shows is fetched again.
    opened.addEventListener('resync', () => each((l) => l.onResync()));
    // A stream opened again fetches every list anew below, so only the first one's position is told.
    if (!resync)
      opened.addEventListener('ready', (event) =>
        each((l) => l.onReady?.((event as MessageEvent<string>).lastEventId)),
      );
    if (resync) {
      // Once connected nothing is missed from then on. A stream refused for good (the browser gives up on
      // an error status, say the cap on an account's streams) brings nothing either: fetched all the same,
      // or the page shown again would keep what it showed when it was hidden.
      const caughtUp = () => {
        if (opened.readyState === EventSource.CONNECTING) return;
        opened.removeEventListener('open', caughtUp);
        opened.removeEventListener('error', caughtUp);
        each((l) => l.onResync());
      };
      opened.addEventListener('open', caughtUp);
      opened.addEventListener('error', caughtUp);
    }
  };
  const close = () => {
    source?.close();
    source = null;
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') close();
    else if (!source) open(true);
  };

  return function subscribe(
    onMessage: (data: string) => void,
    onResync: () => void,
    onReady?: (position: string) => void,
  ): () => void {
    const listener: Listener = { onMessage, onResync, ...(onReady ? { onReady } : {}) };
    listeners.add(listener);
    if (listeners.size === 1) document.addEventListener('visibilitychange', onVisibilityChange);
    // A page opened in a background tab connects when it is first shown, and fetches again then. A stream
    // the server ended for good (the browser gives up on an error status) is opened anew, and what its
    // listeners missed since is fetched again.
    if (document.visibilityState !== 'hidden' && (!source || source.readyState === EventSource.CLOSED))
      open(source !== null);
    return () => {
      if (!listeners.delete(listener) || listeners.size > 0) return;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      close();
    };
  };
}
