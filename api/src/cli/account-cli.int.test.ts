import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKnex } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { capturedIo, runBesideHeldDatabase, runCommandScript } from '@anpfiff/core/testing/command-testing';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import { registerClub } from '../commands/register-club';
import { verifyAccount } from '../commands/verify-account';
import { parseAccountArgs } from './account-args';
import { runAccountCommand } from './run-account-command';

const CLUB = {
  name: 'FC Sperrtest',
  description: '',
  address: { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.95, lon: 7.44 },
  contactInformation: {},
} as const;

describe.each(testDatabaseKinds())('npm run account on %s', (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    const { accountId } = await registerClub(
      t.db,
      { email: 'verein@example.com', passwordHash: 'x', country: 'CH' },
      CLUB,
    );
    await verifyAccount(t.db, accountId);
    await createSession(t.db, accountId, 30);
  });
  afterAll(() => t?.close());

  const run = async (...argv: string[]) => {
    const io = capturedIo();
    const code = await runAccountCommand(parseAccountArgs(argv), t.db, io);
    return { code, stdout: io.stdout(), stderr: io.stderr() };
  };
  const events = async () => Number((await t.db('events').count('* as c').first())?.c);

  it('shows the state, locks with the sessions it ended, says so when locked already, and unlocks', async () => {
    const shown = await run('show', 'Verein@Example.com');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^E-Mail {8}verein@example\.com\nRolle {9}Verein\nLand {10}CH\n/);
    expect(shown.stdout).toMatch(/Verifiziert {3}ja, \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\nGesperrt {6}nein\n/);
    expect(shown.stdout).toMatch(/Erstellt {6}\d{4}-.*\nSitzungen {5}1 offen\n$/);

    const locked = await run('lock', 'verein@example.com');
    expect(locked).toMatchObject({ code: 0, stderr: '' });
    expect(locked.stdout).toContain('Account verein@example.com (Verein) gesperrt, 1 Sitzung beendet.');
    expect((await run('show', 'verein@example.com')).stdout).toMatch(/Gesperrt {6}ja\n[^]*0 offen/);

    const before = await events();
    const again = await run('lock', 'VEREIN@example.com');
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toBe(
      'Der Account verein@example.com (Verein) ist bereits gesperrt; nichts geändert.\n',
    );
    expect(await events()).toBe(before);

    const unlocked = await run('unlock', 'verein@example.com');
    expect(unlocked.code).toBe(0);
    expect(unlocked.stdout).toContain('Account verein@example.com (Verein) entsperrt.');
    expect(await events()).toBe(before + 1);
  });

  it('answers an unknown address on stderr with exit code 1 and changes nothing', async () => {
    const before = await events();
    for (const name of ['lock', 'unlock', 'show']) {
      const result = await run(name, 'niemand@example.com');
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: 'Kein Account mit der E-Mail-Adresse niemand@example.com; nichts geändert.\n',
      });
    }
    expect(await events()).toBe(before);
  });

  it('warns when a lock leaves no admin account unlocked', async () => {
    await t
      .db('accounts')
      .insert({ email: 'admin@example.com', kind: 'admin', country: 'CH', passwordHash: 'x' });
    const result = await run('lock', 'admin@example.com');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'Account admin@example.com (Admin) gesperrt, 0 Sitzungen beendet.\n' +
        'Hinweis: Damit ist kein Admin-Account mehr entsperrt (npm run account -- unlock admin@example.com).\n',
    );
  });
});

describe('npm run account as a command', () => {
  it(
    'runs on the configured embedded database with exit codes 0, 1 and 2',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-account-cli-'));
      try {
        const db = createKnex({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
        await migrateToLatest(db);
        await db.destroy();
        const script = fileURLToPath(new URL('./account-command.ts', import.meta.url));
        const account = (...args: string[]) => runCommandScript(script, args, dataDir);
        const unknown = await account('lock', 'niemand@example.com');
        expect(unknown.code, unknown.output).toBe(1);
        expect(unknown.output).toContain('Kein Account mit der E-Mail-Adresse niemand@example.com');
        const mistyped = await account('sperren', 'a@b.ch');
        expect(mistyped.code, mistyped.output).toBe(2);
        expect(mistyped.output).toContain(
          'Unbekannter Befehl "sperren".\n\nAufruf: npm run account -- <Befehl>',
        );
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it(
    'refuses beside the running app, naming its read-only endpoint only where the command only reads',
    { timeout: 120_000 },
    async () => {
      const script = fileURLToPath(new URL('./account-command.ts', import.meta.url));
      const [lock, unlock, show] = await runBesideHeldDatabase(script, [
        ['lock', 'a@b.ch'],
        ['unlock', 'a@b.ch'],
        ['show', 'a@b.ch'],
      ]);
      const inUse = `ist im Prozess ${process.pid} geöffnet, wahrscheinlich in der laufenden App. Diese zuerst stoppen`;
      for (const refused of [lock, unlock]) {
        expect(refused?.code, refused?.output).toBe(1);
        expect(refused?.output).toContain(`${inUse}.\n`);
        expect(refused?.output).not.toContain('SQL_PORT');
      }
      expect(show?.code, show?.output).toBe(1);
      expect(show?.output).toContain(
        `${inUse}; um bei laufender App zu lesen, sie mit SQL_PORT starten und sich dort verbinden.`,
      );
    },
  );
});
