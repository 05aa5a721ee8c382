/** The server answered with something other than success; `status` tells callers what happened. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
    this.name = 'ApiError';
  }
}

async function request(path: string, signal?: AbortSignal): Promise<{ response: Response; body: unknown }> {
  const response = await fetch(`/api/${path}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body);
  return { response, body };
}

/** GET a JSON resource of our API, with the session cookie; used as SWR's fetcher. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (await request(path, signal)).body as T;
}

async function listOf<T>(path: string, signal?: AbortSignal) {
  const { response, body } = await request(path, signal);
  const header = response.headers.get('X-Total-Count');
  const total = header === null || header === '' ? NaN : Number(header);
  return {
    items: Array.isArray(body) ? (body as T[]) : [],
    total: Number.isFinite(total) ? total : null,
    response,
  };
}

/** GET a list together with the X-Total-Count header the searches send beside the array. */
export async function getList<T>(
  path: string,
  signal?: AbortSignal,
): Promise<{ items: T[]; total: number | null }> {
  const { items, total } = await listOf<T>(path, signal);
  return { items, total };
}

/** GET a list the live stream keeps current, with the X-Live-Position its changes reach to (use-live-list.ts). */
export async function getLiveList<T>(
  path: string,
): Promise<{ items: T[]; total: number | null; livePosition: string | null }> {
  const { items, total, response } = await listOf<T>(path);
  return { items, total, livePosition: response.headers.get('X-Live-Position') };
}

/** POST without a body (logout); the API wants the web origin, which the browser sends itself. */
export async function postEmpty(path: string): Promise<void> {
  const response = await fetch(`/api/${path}`, { method: 'POST', credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, null);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
