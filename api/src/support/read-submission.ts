import fs from 'node:fs/promises';
import type { File } from 'formidable';
import type { AppRouterContext } from '../app-types';
import { defaultMessage, HttpError, ValidationError } from '../errors';
import { hasNul, NUL_MESSAGE } from '../middleware/nul-bytes';
import { MAX_DEPTH, UnreadableFieldError, unflatten } from './unflatten';

export interface Submission {
  fields: Record<string, unknown>;
  /** Uploaded files by field name, read into memory (their size was limited while parsing). */
  files: Record<string, Buffer>;
}

const READABLE = ['json', 'multipart/form-data', 'urlencoded'];

/** Whether `value` nests objects or lists more than `max` levels deep; walked without recursion. */
export function deeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The request's fields (JSON or multipart, nested) and uploaded files, read into memory; the body parser
 * removes the temporary files once the request is done. A body of another type, or JSON that is not an
 * object, is refused: read as an empty form it would clear every field it left out, switches first.
 */
export async function readSubmission(ctx: AppRouterContext): Promise<Submission> {
  if (ctx.request.is(READABLE) === false) throw new HttpError(415, defaultMessage(415));
  const body: unknown = ctx.request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body) || body === null)
    throw new ValidationError(null, defaultMessage(400));
  const raw = body as Record<string, unknown>;
  let fields: Record<string, unknown>;
  try {
    fields = ctx.request.is('multipart/form-data') ? unflatten(raw) : raw;
  } catch (error) {
    if (error instanceof UnreadableFieldError) throw new ValidationError(null, defaultMessage(400));
    throw error;
  }
  // Before anything walks the fields by recursion: a body nested thousands deep would overflow its stack.
  if (deeperThan(fields, MAX_DEPTH)) throw new ValidationError(null, defaultMessage(400));
  if (hasNul(fields)) throw new ValidationError(null, NUL_MESSAGE);
  const files: Record<string, Buffer> = {};
  for (const [name, value] of Object.entries(ctx.request.files ?? {})) {
    const first: File | undefined = Array.isArray(value) ? value[0] : value;
    // A form left without a file sends an empty part without a name; an empty file the user chose has one.
    if (first && (first.size > 0 || first.originalFilename)) files[name] = await fs.readFile(first.filepath);
  }
  return { fields, files };
}
