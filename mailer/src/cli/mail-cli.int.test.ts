import { fileURLToPath } from 'node:url';
import { queueMail } from '@anpfiff/core/mail/mail-outbox';
import { capturedIo, runBesideHeldDatabase } from '@anpfiff/core/testing/command-testing';
import { openTestDatabase, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMailArgs } from './mail-args';
import { runMailCommand } from './run-mail-command';

describe('npm run mail', () => {
  let t: TestDatabase;
  let id: string;
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    id = await t.db.transaction((trx) =>
      queueMail(trx, {
        accountId: null,
        to: 'kassier@example.ch',
        template: 'verify-mail',
        subject: 'Bitte bestätigen',
        text: 'x',
      }),
    );
    await t
      .db('mail_outbox')
      .where({ id })
      .update({ attempts: 10, failedAt: t.db.fn.now(), lastError: '550 Postfach unbekannt' });
  });
  afterAll(() => t?.close());

  const run = async (...argv: string[]) => {
    const io = capturedIo();
    const command = parseMailArgs(argv);
    if (command.name === 'help') throw new Error('not a command');
    const code = await runMailCommand(command, t.db, { ...io, digestTimezone: 'Europe/Zurich' });
    return { code, stdout: io.stdout(), stderr: io.stderr() };
  };

  it('exits 0 on a status it could read, failed mails or not, and says it in German', async () => {
    const status = await run('status');
    expect(status.code).toBe(0);
    expect(status.stdout).toContain('fehlgeschlagen        1  → npm run mail -- failed');
    expect(status.stdout).toContain('wartend               0 (davon in Wiederholung: 0)');

    const failed = await run('failed');
    expect(failed.code).toBe(0);
    expect(failed.stdout).toMatch(new RegExp(`^#${id} .* verify-mail {2}an \\S+ {2}Versuche 10\\n`));
    expect(failed.stdout).toContain('letzter Fehler: 550 Postfach unbekannt');
  });

  it('exits 1 when retry finds no such mail, 0 once it queued one again', async () => {
    const unknown = await run('retry', '999999');
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toBe(
      'Mail #999999 ist keine fehlgeschlagene Mail, oder ihr Link ist abgelaufen.\n',
    );
    const retried = await run('retry', id);
    expect(retried).toMatchObject({
      code: 0,
      stdout: '1 Mail(s) wieder eingereiht; der Mailversand der App stellt sie zu.\n',
    });
    expect((await run('failed')).stdout).toBe('Keine fehlgeschlagenen Mails.\n');
  });

  it('triggers the weekly digest once per week', async () => {
    const first = await run('digest');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Wochenmail \S+ ausgelöst; der Mailer versendet sie\.\n$/);
    const again = await run('digest');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^Die Wochenmail \S+ war schon ausgelöst\.\n$/);
  });
});

describe('npm run mail as a command', () => {
  it(
    'refuses beside the running app, naming its read-only endpoint only where the command only reads',
    { timeout: 120_000 },
    async () => {
      const script = fileURLToPath(new URL('./mail-command.ts', import.meta.url));
      const [digest, retry, status, failed] = await runBesideHeldDatabase(script, [
        ['digest'],
        ['retry', 'all'],
        ['status'],
        ['failed'],
      ]);
      const inUse = `ist im Prozess ${process.pid} geöffnet, wahrscheinlich in der laufenden App. Diese zuerst stoppen`;
      for (const refused of [digest, retry]) {
        expect(refused?.code, refused?.output).toBe(1);
        expect(refused?.output).toContain(`${inUse}.\n`);
        expect(refused?.output).not.toContain('SQL_PORT');
      }
      for (const refused of [status, failed]) {
        expect(refused?.code, refused?.output).toBe(1);
        expect(refused?.output).toContain(
          `${inUse}; um bei laufender App zu lesen, sie mit SQL_PORT starten und sich dort verbinden.`,
        );
      }
    },
  );
});
