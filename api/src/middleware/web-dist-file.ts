import fs from 'node:fs';
import path from 'node:path';

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A JSON file the web app's build writes beside the pages (Vite's manifest, the content pages' titles),
 * parsed once per build: a rebuild while the server runs is read again. Null while there is none (no build
 * yet, or an older one), so a page then goes without what the file would have added.
 */
export function readWebDistJson<T>(webDist: string, relative: string): T | null {
  const file = path.join(webDist, relative);
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T;
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}
