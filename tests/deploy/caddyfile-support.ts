import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY } from './compose-support';

/** deploy/Caddyfile as lines without comments (a `#` at the start of a token) and surrounding blanks. */
export function readCaddyfile(): string[] {
  return fs
    .readFileSync(path.join(DEPLOY, 'Caddyfile'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim());
}

/**
 * The lines inside the first block opened by the line `<opening> {` (`{` alone for the global options),
 * nested blocks included; undefined when there is none.
 */
export function caddyBlock(lines: string[], opening: string): string[] | undefined {
  const start = lines.indexOf(opening === '' ? '{' : `${opening} {`);
  if (start < 0) return undefined;
  let depth = 1;
  for (let i = start + 1; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.endsWith('{')) depth += 1;
    if (line === '}') depth -= 1;
    if (depth === 0) return lines.slice(start + 1, i);
  }
  throw new Error(`deploy/Caddyfile: the block "${opening} {" is not closed`);
}

/** Go's path.Clean, keeping a trailing slash as Caddy's CleanPath does (slashes merged, dot segments resolved). */
function cleanPath(requestPath: string): string {
  let cleaned = path.posix.normalize(requestPath);
  if (cleaned.length > 1 && cleaned.endsWith('/')) cleaned = cleaned.slice(0, -1);
  return cleaned !== '/' && requestPath.endsWith('/') ? `${cleaned}/` : cleaned;
}

/**
 * Caddy's `path` request matcher (modules/caddyhttp/matchers.go, MatchPath) for the patterns this
 * Caddyfile uses: case-insensitive, on the decoded and cleaned path; a single trailing `*` is a prefix
 * match, anything else an exact one. Other wildcards are refused rather than guessed at.
 */
export function caddyPathMatches(pattern: string, requestPath: string): boolean {
  const wanted = pattern.toLowerCase();
  const cleaned = cleanPath(decodeURIComponent(requestPath).toLowerCase());
  const stars = wanted.split('*').length - 1;
  if (stars === 0) return cleaned === wanted;
  if (stars === 1 && wanted.endsWith('*')) return cleaned.startsWith(wanted.slice(0, -1));
  throw new Error(`caddyPathMatches: pattern ${pattern} is not supported here`);
}
