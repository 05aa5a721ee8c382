import { ApiError } from './api-client';
import type { Refusal } from './api-refusal';

/**
 * The API's refusal of a search (422), which asking again cannot change; null for any other failure
 * (network, 5xx), which a retry may mend. The body is kept as it came: the alert that shows it reads it
 * (api-refusal.ts, loaded with that alert), so the search screens' first load carries no reader.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return typeof error.body === 'object' && error.body !== null ? (error.body as Refusal) : {};
}

/** The messages a refusal has for the parameters `params` (near and radius for the Umkreis field). */
export function refusalMessages(refusal: Refusal | null | undefined, params: readonly string[]): string[] {
  return params.flatMap((param) => {
    const messages: unknown = refusal?.errors?.[param];
    return Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
  });
}
