/**
 * Multipart forms send nested fields as flat names (`address.zip`, `interestedClubFunctions[0]`); this
 * turns them back into objects and arrays. Keys that could reach Object.prototype are refused, and so is
 * an array index far beyond anything a form sends, a name nested deeper than any form's, and a name for a
 * list that is not an index (`list.length` would resize it, `list.push` replace its method).
 */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_INDEX = 500;
/** Levels of a name: a form's deepest field is a list inside a group (`contact.phones[0]`). */
export const MAX_DEPTH = 8;

export class UnreadableFieldError extends Error {}

function segments(name: string): (string | number)[] {
  const parts: (string | number)[] = [];
  for (const piece of name.split('.')) {
    const match = /^([^[\]]*)((?:\[\d*\])*)$/.exec(piece);
    if (!match) throw new UnreadableFieldError(name);
    if (match[1]) parts.push(match[1]);
    for (const [, index] of (match[2] ?? '').matchAll(/\[(\d*)\]/g))
      parts.push(index === '' ? -1 : Number(index));
  }
  if (parts.length > MAX_DEPTH) throw new UnreadableFieldError(name);
  for (const part of parts) {
    if ((typeof part === 'string' && FORBIDDEN.has(part)) || (typeof part === 'number' && part > MAX_INDEX))
      throw new UnreadableFieldError(name);
  }
  return parts;
}

export function unflatten(fields: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, raw] of Object.entries(fields)) {
    const path = segments(name);
    if (path.length === 0) continue;
    let node: Record<string | number, unknown> | unknown[] = root;
    for (let i = 0; i < path.length; i += 1) {
      const key = path[i] as string | number;
      const last = i === path.length - 1;
      const container = node as Record<string | number, unknown> & unknown[];
      // A list takes indices only, a group names only: `list.length` or `group[0]` is unreadable.
      if (Array.isArray(container) !== (typeof key === 'number')) throw new UnreadableFieldError(name);
      // `name[]` appends, as browsers send repeated values; the parser may already hand them over as a list.
      const slot = key === -1 ? container.length : key;
      if (last) {
        if (container[slot] !== undefined && typeof container[slot] === 'object')
          throw new UnreadableFieldError(name);
        if (key === -1 && Array.isArray(raw)) container.push(...(raw as unknown[]));
        else container[slot] = raw;
        break;
      }
      const nextIsIndex = typeof path[i + 1] === 'number';
      container[slot] ??= nextIsIndex ? [] : (Object.create(null) as Record<string, unknown>);
      // A name used both for a value and for a group of values (`address` and `address.zip`) is unreadable.
      if (typeof container[slot] !== 'object' || container[slot] === null)
        throw new UnreadableFieldError(name);
      node = container[slot] as typeof node;
    }
  }
  return compact(root) as Record<string, unknown>;
}

/** Drops holes that sparse indices leave, and makes plain objects again. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
  }
  return value;
}
