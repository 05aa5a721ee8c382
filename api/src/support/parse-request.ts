import type { z } from 'zod';
import { ValidationError } from '../errors';

/**
 * The German message of a rule whose schema names none (a length or range limit, a parameter given twice):
 * what the caller gets is always German, never zod's English default.
 */
const fallbackMessage = (issue: z.core.$ZodRawIssue): string => {
  const chars = issue.origin === 'string' ? ' Zeichen' : '';
  if (issue.code === 'too_big') return `Höchstens ${String(issue.maximum)}${chars}.`;
  if (issue.code === 'too_small') return `Mindestens ${String(issue.minimum)}${chars}.`;
  return 'Ungültiger Wert.';
};

/** Checks a JSON or form body against a zod schema; problems become 422 field errors in German. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {}, { error: fallbackMessage });
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || 'message';
    (errors[path] ??= []).push(issue.message);
  }
  throw new ValidationError(errors);
}
