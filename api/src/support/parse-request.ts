import type { z } from 'zod';
import { ValidationError } from '../errors';

/** Checks a JSON or form body against a zod schema; problems become 422 field errors in German. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || 'message';
    (errors[path] ??= []).push(issue.message);
  }
  throw new ValidationError(errors);
}
