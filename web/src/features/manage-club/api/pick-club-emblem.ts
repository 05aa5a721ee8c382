import { ApiError } from '../../../lib/api-client';

/** Adopts a found crest as the club's avatar; the server fetches, checks and stores the image itself. */
export async function pickClubEmblem(avatarUri: string): Promise<{ avatarUrl: string }> {
  const body = new FormData();
  body.set('avatarUri', avatarUri);
  const response = await fetch('/api/club-emblem', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body,
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, json);
  return json as { avatarUrl: string };
}
