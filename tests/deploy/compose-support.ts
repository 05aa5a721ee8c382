import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../src/support/server-process';

export const DEPLOY = path.join(ROOT, 'deploy');

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string };
  command?: string[];
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  restart?: string;
  depends_on?: Record<string, { condition?: string }> | string[];
  volumes?: string[];
  ports?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** deploy/compose.yml as Compose reads it: YAML merge keys (`<<: *anchor`) resolved. */
export function readCompose(): ComposeFile {
  return parse(fs.readFileSync(path.join(DEPLOY, 'compose.yml'), 'utf8'), { merge: true }) as ComposeFile;
}

/** deploy/.env.example as Compose reads an `.env` file: KEY=value, single quotes taken literally. */
export function readEnvExample(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(path.join(DEPLOY, '.env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, key, raw] = match as unknown as [string, string, string];
    env[key] = /^'.*'$/.test(raw) ? raw.slice(1, -1) : raw;
  }
  return env;
}

/** Compose's `${VAR}`, `${VAR:-default}` and `${VAR:?message}`; an unset required variable throws. */
export function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Z_][A-Z0-9_]*)(?:(:-|:\?)([^}]*))?\}/g,
    (_, name: string, op: string | undefined, arg: string | undefined) => {
      const given = env[name];
      if (given !== undefined && given !== '') return given;
      if (op === ':?') throw new Error(`${name} is required: ${arg}`);
      return op === ':-' ? (arg ?? '') : '';
    },
  );
}

/** Every `${VAR…}` the compose file reads, with whether it is required (`:?`). */
export function composeVariables(): Map<string, { required: boolean }> {
  const text = fs.readFileSync(path.join(DEPLOY, 'compose.yml'), 'utf8');
  const found = new Map<string, { required: boolean }>();
  for (const [, name = '', op] of text.matchAll(/\$\{([A-Z_][A-Z0-9_]*)(:-|:\?)?/g)) {
    const required = op === ':?' || found.get(name)?.required === true;
    found.set(name, { required });
  }
  return found;
}

export function dependencies(service: ComposeService): Record<string, { condition?: string }> {
  const deps = service.depends_on ?? {};
  return Array.isArray(deps) ? Object.fromEntries(deps.map((d) => [d, {}])) : deps;
}

/** A service of the compose file; a missing one fails the test that asked for it. */
export function serviceOf(compose: ComposeFile, name: string): ComposeService {
  const service = compose.services[name];
  if (!service) throw new Error(`deploy/compose.yml has no service ${name}`);
  return service;
}
