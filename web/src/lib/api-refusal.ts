/** A 422's body as spec section 7 has it: German messages per field, or one message about the request. */
export interface Refusal {
  errors?: Record<string, string[]>;
  message?: string;
}

/** Reads a refusal's body; one with neither field errors nor a message is null. */
export function refusalOfBody(body: unknown): Refusal | null {
  if (body === null || typeof body !== 'object') return null;
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (errors !== null && typeof errors === 'object' && !Array.isArray(errors)) {
    const clean: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(errors))
      if (Array.isArray(list)) clean[field] = list.filter((m): m is string => typeof m === 'string');
    return { errors: clean };
  }
  return typeof message === 'string' ? { message } : null;
}

/**
 * Everything a refusal says: the message about the whole request, then each field's messages. One
 * without any words (an empty 422 body) gets `fallback`, so a screen never stands empty without a reason.
 */
export function refusalTexts(body: unknown, fallback: string): string[] {
  const refusal = refusalOfBody(body);
  const texts = [
    ...(refusal?.message ? [refusal.message] : []),
    ...Object.values(refusal?.errors ?? {}).flat(),
  ];
  return texts.length > 0 ? texts : [fallback];
}
