import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from './embedded-lock';

describe('the claim on the embedded database', () => {
  let parent: string;
  let dir: string;
  // Another live Node.js process, as the running app would be, named as the owner in the lock file.
  let app: ChildProcess;

  beforeAll(async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-lock-'));
    dir = path.join(parent, 'db');
    app = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((resolve) => app.once('spawn', resolve));
    fs.writeFileSync(`${dir}.lock`, String(app.pid));
  });
  afterAll(() => {
    app?.kill();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  const refusal = (options?: { readsOnly?: boolean }) => {
    try {
      lockEmbeddedDatabase(dir, options);
    } catch (error) {
      expect(error).toBeInstanceOf(EmbeddedDatabaseInUseError);
      return (error as Error).message;
    }
    throw new Error('not refused');
  };

  it('tells a command that writes to stop the app, without pointing it to the read-only endpoint', () => {
    const message = `Die eingebettete Datenbank in ${dir} ist im Prozess ${app.pid} geöffnet, wahrscheinlich in der laufenden App. Diese zuerst stoppen.`;
    expect(refusal()).toBe(message);
    expect(refusal({ readsOnly: false })).toBe(message);
  });

  it('tells a command that only reads that it may read through SQL_PORT while the app runs', () => {
    expect(refusal({ readsOnly: true })).toBe(
      `Die eingebettete Datenbank in ${dir} ist im Prozess ${app.pid} geöffnet, wahrscheinlich in der ` +
        'laufenden App. Diese zuerst stoppen; um bei laufender App zu lesen, sie mit SQL_PORT starten und ' +
        'sich dort verbinden.',
    );
  });

  it('leaves the claim of the other process in place', () => {
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(app.pid));
  });
});
