import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../src/support/server-process';

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

/** The Dockerfile's stages and instructions, with continuation lines joined and comments dropped. */
export function readDockerfile(file = path.join(ROOT, 'Dockerfile')): Stage[] {
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [, from = '', name = String(stages.length)] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      stages.push({ name, from, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

/** The files `COPY . .` sends to the build: .dockerignore's patterns (the forms this repository uses). */
export function dockerIgnored(file: string): boolean {
  const patterns = fs
    .readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const segments = file.split('/');
  return patterns.some((pattern) => {
    if (pattern.startsWith('**/*.')) return file.endsWith(pattern.slice(4));
    if (pattern.startsWith('**/')) return segments.includes(pattern.slice(3));
    if (pattern.startsWith('*.')) return !file.includes('/') && file.endsWith(pattern.slice(1));
    return file === pattern || file.startsWith(`${pattern}/`);
  });
}
