import { ApiError } from '../../lib/api-client';
import { type FormValues, toFormData } from './form-values';

/**
 * Sends a form to the API as multipart form data with the session cookie (the browser adds the Origin
 * header the API checks). Resolves with the JSON answer of a 200; anything else rejects with an ApiError,
 * whose 422 body the form card shows on the fields or as a warning.
 */
export async function sendForm<T>(method: 'POST' | 'PUT', path: string, values: FormValues): Promise<T> {
  const response = await fetch(`/api/${path}`, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: toFormData(values),
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.status !== 200) throw new ApiError(response.status, body);
  return body as T;
}
