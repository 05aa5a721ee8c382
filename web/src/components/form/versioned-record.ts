import { SWRConfig } from 'swr';
import { ApiError } from '../../lib/api-client';
import { type FormValues, RECORD_VERSION, toFormData, type Versioned } from './form-values';

async function exchange<T>(path: string, init: RequestInit): Promise<Versioned<T>> {
  const response = await fetch(`/api/${path}`, { ...init, credentials: 'include' });
  const body: unknown = await response.json().catch(() => null);
  if (response.status !== 200) throw new ApiError(response.status, body);
  const version = response.headers.get('ETag');
  return version ? { ...(body as T), [RECORD_VERSION]: version } : (body as Versioned<T>);
}

/** GET an own record for its edit form, with the version it was read at. */
export const getVersionedRecord = <T>(path: string): Promise<Versioned<T>> =>
  exchange<T>(path, { headers: { Accept: 'application/json' } });

/**
 * Saves an edit form like `sendForm`, and names the version of the record its values started from
 * (If-Match): when someone else (another device of the shared account) has saved the record since, the
 * API changes nothing and answers 422 with a message, which the form card shows above the kept values.
 * The saved record comes back with its new version.
 */
export function sendVersionedForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  values: Versioned<FormValues>,
): Promise<Versioned<T>> {
  const version = values[RECORD_VERSION];
  return exchange<T>(path, {
    method,
    headers: { Accept: 'application/json', ...(version ? { 'If-Match': version } : {}) },
    body: toFormData(values),
  });
}

/**
 * SWR's `compare` for versioned records. SWR keeps its cached object when a new answer equals it, and its
 * comparison does not see symbol keys: after a save that changed nothing but the version, the cache would
 * keep the old version, and the next save would be refused.
 */
export const sameVersionedRecord = (a?: Versioned<object>, b?: Versioned<object>): boolean =>
  a?.[RECORD_VERSION] === b?.[RECORD_VERSION] && SWRConfig.defaultValue.compare(a, b);
