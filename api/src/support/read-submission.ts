import fs from 'node:fs/promises';
import type { File } from 'formidable';
import type { AppRouterContext } from '../app-types';
import { ValidationError } from '../errors';
import { hasNul, NUL_MESSAGE } from '../middleware/nul-bytes';
import { UnreadableFieldError, unflatten } from './unflatten';

export interface Submission {
  fields: Record<string, unknown>;
  /** Uploaded files by field name, read into memory (their size was limited while parsing). */
  files: Record<string, Buffer>;
}

/** The request's fields (JSON or multipart, nested) and uploaded files; temporary files are removed. */
export async function readSubmission(ctx: AppRouterContext): Promise<Submission> {
  const body = ctx.request.body;
  const raw =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  let fields: Record<string, unknown>;
  try {
    fields = ctx.request.is('multipart/form-data') ? unflatten(raw) : raw;
  } catch (error) {
    if (error instanceof UnreadableFieldError)
      throw new ValidationError(null, 'Die Anfrage konnte nicht gelesen werden.');
    throw error;
  }
  if (hasNul(fields)) throw new ValidationError(null, NUL_MESSAGE);
  const files: Record<string, Buffer> = {};
  for (const [name, value] of Object.entries(ctx.request.files ?? {})) {
    const list: File[] = Array.isArray(value) ? value : [value];
    try {
      const first = list[0];
      if (first && first.size > 0) files[name] = await fs.readFile(first.filepath);
    } finally {
      await Promise.all(list.map((f) => fs.rm(f.filepath, { force: true })));
    }
  }
  return { fields, files };
}
