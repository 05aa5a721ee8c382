/**
 * Whether a handler failed because something it writes to or reads from is out of reach for the moment,
 * not because of the event: the database, the search cluster or the network. Such a failure says nothing
 * about the event, and parking it as a dead letter would drop what it changes until an operator redrives
 * it; the consumer waits out the outage instead and goes on where it stood.
 */
export function isOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const e = error as {
    name?: unknown;
    code?: unknown;
    statusCode?: unknown;
    meta?: { statusCode?: unknown };
    transient?: unknown;
    cause?: unknown;
  };
  if (e.transient === true) return true;
  if (typeof e.name === 'string' && OUTAGE_ERROR_NAMES.has(e.name)) return true;
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || isUnreachableDatabase(e.code))) return true;
  const status = typeof e.statusCode === 'number' ? e.statusCode : e.meta?.statusCode;
  if (typeof status === 'number' && UNAVAILABLE_STATUSES.has(status)) return true;
  return isOutage(e.cause, depth + 1);
}

/** Node's socket and name-lookup failures. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * The search clients' (OpenSearch's and Elasticsearch's, alike) errors for a cluster they could not ask,
 * and knex's for a pool with no connection to give.
 */
const OUTAGE_ERROR_NAMES = new Set([
  'ConnectionError',
  'TimeoutError',
  'NoLivingConnectionsError',
  'KnexTimeoutError',
]);

/** A cluster or proxy that answered but is overloaded, restarting or not there behind its gateway. */
const UNAVAILABLE_STATUSES = new Set([429, 502, 503, 504]);

/**
 * PostgreSQL's SQLSTATE for a connection that failed or broke (class 08), a server shutting down or
 * starting (57P01–57P03) and one out of connections (53300).
 */
function isUnreachableDatabase(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);
}
