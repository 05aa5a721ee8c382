import { ApiError } from '../../../lib/api-client';

/** Deletes the signed-in account for good; the server ends the session in the same answer. */
export async function deleteAccount(): Promise<void> {
  const response = await fetch('/api/manage/account', {
    method: 'DELETE',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
}
