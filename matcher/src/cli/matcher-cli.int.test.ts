import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKnex } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { runCommandScript } from '@anpfiff/core/testing/command-testing';
import { MATCHING_RULES_VERSION } from '../rules/rules-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./matcher-command.ts', import.meta.url));

// Each test boots the embedded database several times and runs the command in a process of its own.
describe('npm run matcher as a command', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-matcher-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const matcher = (...args: string[]) => runCommandScript(script, args, dataDir);

  it('refuses a database without migrations instead of migrating it, in German, as the other commands do', async () => {
    const db = createKnex({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await db.raw('select 1');
    await db.destroy();

    const refused = await matcher('rebuild');
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(
      /ist nicht migriert \(ausstehend: 0001-events, .*\)\. Die App einmal starten\./,
    );
    const after = createKnex({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      expect(await after.schema.hasTable('knex_migrations')).toBe(false);
      await migrateToLatest(after);
      // As if the matchings followed the rules of an earlier release.
      await after('matcher_state').update({ rulesVersion: 1 });
    } finally {
      await after.destroy();
    }

    const rebuilt = await matcher('rebuild');
    expect(rebuilt.code, rebuilt.output).toBe(0);
    expect(rebuilt.output).toContain('0 Angebote geprüft, 0 Matchings: 0 neu, 0 geändert, 0 entfernt.');
    // A rebuild by hand brings the stored rules version up too, so the next start does not repeat it.
    const checked = createKnex({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      expect(await checked('matcher_state').first('rulesVersion')).toEqual({
        rulesVersion: MATCHING_RULES_VERSION,
      });
    } finally {
      await checked.destroy();
    }

    const mistyped = await matcher('neu');
    expect(mistyped.code, mistyped.output).toBe(2);
    expect(mistyped.output).toContain('Unbekannter Befehl "neu".\n\nAufruf: npm run matcher -- <Befehl>');
    const help = await matcher('help');
    expect(help.code).toBe(0);
    expect(help.output).toContain('Exit-Codes: 0 erledigt, 1 Fehler');
  }, 180_000);
});
