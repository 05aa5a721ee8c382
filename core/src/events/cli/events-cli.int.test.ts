import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex, openDatabase } from '../../db/create-knex';
import { migrateToLatest } from '../../db/migrate';
import { capturedIo, runCommandScript } from '../../testing/command-testing';
import { openTestDatabase, type TestDatabase } from '../../testing/test-databases';
import type { EventHandler } from '../event-log';
import { createPgEventLog, type PgEventLog } from '../pg/pg-event-log';
import {
  appendCommitted,
  clubUpdated,
  createProjection,
  projectionRows,
  waitFor,
} from '../testing/event-log-testing';
import { parseEventsArgs } from './parse-args';
import { type CliIo, runEventsCommand } from './run-events-command';

function capture(confirm: CliIo['confirm'] = null) {
  const captured = capturedIo();
  const io: CliIo = { ...captured, confirm, progressIntervalMs: 20 };
  return { io, stdout: captured.stdout, stderr: captured.stderr };
}

describe('npm run events on PGlite', () => {
  let t: TestDatabase;
  let log: PgEventLog;
  let project: EventHandler;
  let handled = 0;

  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    log = await createPgEventLog(t.db);
    project = await createProjection(t.db, 'cli_projection');
    await log.subscribe({
      group: 'cli-replay',
      retry: { attempts: 1 },
      handler: async (event, context) => {
        if (event.aggregateId === 'poison') throw new Error('Verein gesperrt');
        await project(event, context);
        handled += 1;
      },
    });
    for (let v = 1; v <= 3; v += 1) {
      await appendCommitted(log, t.db, [clubUpdated('fc-a', v), clubUpdated(`fc-${v}`, 1, 'DE')]);
    }
    await appendCommitted(log, t.db, [clubUpdated('poison', 1)]);
    await waitFor('the group to catch up', async () => (await log.lag())[0]?.lag === 0);
  });
  afterAll(async () => {
    await log?.close();
    await t?.close();
  });

  const run = (argv: string[], confirm: CliIo['confirm'] = null) => {
    const c = capture(confirm);
    return runEventsCommand(parseEventsArgs(argv), log, c.io).then((code) => ({ code, ...c }));
  };

  it('replays a group end to end: confirmation skipped by --yes, progress, the same derived state', async () => {
    const before = await projectionRows(t.db, 'cli_projection');
    await t.db('cli_projection').delete();
    handled = 0;

    const result = await run(['replay', '--group', 'cli-replay', '--from-offset', '0', '--yes']);
    expect(result.code).toBe(0);
    expect(result.stdout()).toContain(
      'Replay der Gruppe "cli-replay" ab Offset 0: 7 Events werden nochmals verarbeitet.',
    );
    expect(result.stdout()).toContain('Ein Mitglied der Gruppe läuft');
    expect(result.stdout()).toContain('Replay von "cli-replay" fertig');
    expect(result.stderr()).toMatch(/Replay cli-replay \[.*\] 100% \| 7\/7 Events/);
    expect(handled).toBe(6);
    expect(await projectionRows(t.db, 'cli_projection')).toEqual(before);
  });

  it('asks before a replay and changes nothing without a yes', async () => {
    const checkpoint = await log.checkpoint('cli-replay');
    const questions: string[] = [];
    const declined = await run(
      ['replay', '--group', 'cli-replay', '--from-offset', '1'],
      async (question) => {
        questions.push(question);
        return false;
      },
    );
    expect(questions).toEqual(['7 Events für die Gruppe "cli-replay" wiederholen?']);
    expect(declined.code).toBe(1);
    expect(declined.stdout()).toContain('Replay abgebrochen, nichts geändert.');

    const unattended = await run(['replay', '--group', 'cli-replay', '--from-offset', '1']);
    expect(unattended.code).toBe(2);
    expect(unattended.stderr()).toContain('--yes angeben');
    expect(await log.checkpoint('cli-replay')).toEqual(checkpoint);
  });

  it('shows lag, tails the log and lists and redrives dead letters', async () => {
    const lag = await run(['lag']);
    expect(lag.stdout()).toMatch(/cli-replay\s+7\s+0\s+1\s+läuft/);
    expect(lag.stdout()).toContain('Ende des Logs: Offset 7, 7 Events.');

    const tail = await run(['tail', '--last', '2']);
    expect(tail.stdout().trim().split('\n')).toEqual([
      expect.stringMatching(/^#6 {2}\S+ \S+ {2}club\.updated {2}club\/fc-3 {2}DE {2}v1$/),
      expect.stringMatching(/^#7 .*club\/poison {2}CH {2}v1$/),
    ]);

    const dead = await run(['dead']);
    // Parked once by the first run and once more by the replay: the attempts add up on one letter.
    expect(dead.stdout()).toMatch(/cli-replay\s+7\s+club\.updated\s+poison\s+2\s+parked .*Verein gesperrt/);
    const redrive = await run(['dead', '--redrive', '--group', 'cli-replay']);
    expect(redrive.stdout()).toContain('1 Dead Letter zur erneuten Zustellung markiert');
    const none = await run(['dead', '--redrive', '--group', 'cli-replay', '--id', '999999']);
    expect({ code: none.code, err: none.stderr() }).toEqual({
      code: 1,
      err: expect.stringContaining('Keine abgelegten Dead Letters gefunden.'),
    });
    await waitFor('the redrive to fail again', async () => (await log.deadLetters())[0]?.attempts === 3);
    expect((await log.deadLetters())[0]?.status).toBe('parked');
    expect((await log.deadLetters())[0]?.attempts).toBe(3);
  });

  it('names the group when it does not know it', async () => {
    await expect(run(['replay', '--group', 'indexr', '--from-offset', '0', '--yes'])).rejects.toThrow(
      'Unbekannte Consumer-Gruppe "indexr" (bekannt: cli-replay)',
    );
  });
});

describe('npm run events as a command', () => {
  it('reads the configured embedded database and prints the lag', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-cli-'));
    try {
      const db = createKnex({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      await migrateToLatest(db);
      await db.destroy();
      const script = fileURLToPath(new URL('./events-command.ts', import.meta.url));
      const lag = (dir: string) => runCommandScript(script, ['lag'], dir);
      const { code, output } = await lag(dataDir);
      expect(code, output).toBe(0);
      expect(output).toContain('Noch keine Consumer-Gruppe ist gelaufen.');
      expect(output).toContain('Ende des Logs: Offset -, 0 Events.');

      // While another process (here: this one, as the app would) has the database open, the command
      // stays out: PGlite's files belong to one process, and a second one's writes would be lost.
      const app = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      try {
        const refused = await lag(dataDir);
        expect(refused.code, refused.output).toBe(1);
        expect(refused.output).toContain(
          `ist im Prozess ${process.pid} geöffnet, wahrscheinlich in der laufenden App`,
        );
      } finally {
        await app.destroy();
      }
      expect((await lag(dataDir)).code).toBe(0);

      // A mistyped DATA_DIR is named, not created as a new empty database.
      const typo = path.join(dataDir, 'tippfehler');
      const missing = await lag(typo);
      expect(missing.code, missing.output).toBe(1);
      expect(missing.output).toContain('dort ist keine Datenbank; DATA_DIR prüfen');
      expect(fs.existsSync(typo)).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
