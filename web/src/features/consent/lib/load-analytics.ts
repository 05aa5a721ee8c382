declare global {
  interface Window {
    dataLayer?: unknown[];
    [disable: `ga-disable-${string}`]: boolean | undefined;
  }
}

let loadedId: string | null = null;

/**
 * Loads the analytics script (gtag protocol) once, with IP anonymisation. The queue is set up from our
 * own bundle, because the CSP allows no inline scripts.
 */
export function loadAnalytics(scriptUrl: string, id: string) {
  window[`ga-disable-${id}`] = false;
  if (loadedId === id) return;
  loadedId = id;
  window.dataLayer = window.dataLayer ?? [];
  const queue = window.dataLayer;
  // gtag reads the arguments objects, not arrays.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    queue.push(arguments);
  }
  gtag('js', new Date());
  // A mailed link's token leaves the address bar once its page has read it; should analytics come first,
  // its page view gets the address without it.
  const page = new URL(window.location.href);
  const withToken = page.searchParams.has('token');
  page.searchParams.delete('token');
  gtag('config', id, { anonymize_ip: true, ...(withToken && { page_location: page.href }) });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${scriptUrl}${scriptUrl.includes('?') ? '&' : '?'}id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/** After consent was withdrawn: the loaded script stays, but must not send anything more. */
export function disableAnalytics() {
  if (loadedId) window[`ga-disable-${loadedId}`] = true;
}
