import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { png } from '@anpfiff/api/uploads/test-images';
import { restoreBackup } from '@anpfiff/core/db/backup/restore-backup';
import { writeBackup } from '@anpfiff/core/db/backup/write-backup';
import { openTestDatabase, testDatabaseKinds } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../src/support/api-client';
import { expectStatus, signIn, signUp, type Member } from '../src/support/accounts';
import { clubProfile, jobPayload, toFormData } from '../src/support/payloads';
import { migratedPgliteDataDir } from '../src/support/pglite-template';
import { freePort, startServer, tempDataDir, type ServerProcess } from '../src/support/server-process';
import { runCommand } from '../src/support/run-command';
import { asApiServer, withDatabase } from './support/embedded-server';
import { tableChecksums } from './support/table-checksums';

const BACKUP = 'api/src/backup/backup-command.ts';
const RESTORE = 'api/src/backup/restore-command.ts';

describe('npm run backup and npm run restore on the embedded database', () => {
  let source: { dir: string; remove(): void };
  const restored = tempDataDir();
  const work = tempDataDir();
  const file = path.join(work.dir, 'anpfiff.backup.gz');
  let server: ServerProcess | undefined;
  let club: Member;
  let person: Member;
  let sqlPort: number;
  let avatarUrl: string;

  beforeAll(async () => {
    source = await migratedPgliteDataDir();
    sqlPort = await freePort();
    server = await startServer({ DATA_DIR: source.dir, SEED_DEMO: 'false', SQL_PORT: String(sqlPort) });
    const api = asApiServer(server, source.dir);
    club = await signUp(api, 'club', { fields: { name: 'FC Sicherung' } });
    person = await signUp(api, 'person');
    const form = toFormData(clubProfile('CH', { name: 'FC Sicherung' }));
    form.append(
      'selectedImage',
      new Blob([new Uint8Array(await png(32, 32))], { type: 'image/png' }),
      'w.png',
    );
    avatarUrl = expectStatus(
      await club.client.post<{ avatarUrl: string }>('manage/club', form),
      200,
      'emblem',
    ).body.avatarUrl;
    for (let i = 0; i < 3; i += 1)
      expectStatus(
        await club.client.post(
          'manage/jobs',
          jobPayload('CH', { description: `Sicherungsangebot Nummer ${i} für die erste Mannschaft` }),
        ),
        200,
        'job',
      );
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    source?.remove();
    restored.remove();
    work.remove();
  });

  it('refuses to open the database of a running app without its SQL endpoint', async () => {
    const result = await runCommand(BACKUP, [path.join(work.dir, 'refused.gz')], {
      DATA_DIR: source.dir,
      PORT: String(server?.port),
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`Die App läuft auf Port ${server?.port}.`);
    expect(fs.existsSync(path.join(work.dir, 'refused.gz'))).toBe(false);
  });

  it('backs up the running app through its SQL endpoint, then restores every row and file', async () => {
    const backup = await runCommand(BACKUP, [file], {
      DATA_DIR: source.dir,
      PORT: String(server?.port),
      SQL_PORT: String(sqlPort),
    });
    expect(backup.output).toMatch(/Datensätze aus \d+ Tabellen, 1 Datei\./);
    expect(backup.code).toBe(0);
    // The app kept serving during the backup and still does.
    expect((await person.client.get('manage/person')).status).toBe(200);
    await server?.stop();
    server = undefined;

    const restore = await runCommand(RESTORE, [file], {
      DATA_DIR: restored.dir,
      PORT: String(await freePort()),
    });
    expect(restore.output).toMatch(/Wiederhergestellt: \d+ Datensätze aus \d+ Tabellen und 1 Datei\./);
    expect(restore.code).toBe(0);

    const before = await withDatabase(source.dir, (db) => tableChecksums(db));
    const after = await withDatabase(restored.dir, (db) => tableChecksums(db));
    expect(Object.keys(before)).toContain('accounts');
    expect(after).toEqual(before);
    const name = path.basename(avatarUrl);
    expect(fs.readFileSync(path.join(restored.dir, 'uploads', name))).toEqual(
      fs.readFileSync(path.join(source.dir, 'uploads', name)),
    );
  }, 300_000);

  it('serves the restored data: sign-in, search, and new writes reach the index through the event log', async () => {
    server = await startServer({ DATA_DIR: restored.dir, SEED_DEMO: 'false' });
    const client = new ApiClient(server.port);
    await signIn(client, club.email);
    expect((await client.get<unknown[]>(`clubs/${club.slug}/jobs`)).body).toHaveLength(3);
    expectStatus(
      await client.post(
        'manage/jobs',
        jobPayload('CH', { description: 'Nach der Wiederherstellung erfasstes Angebot' }),
      ),
      200,
      'job after restore',
    );
    // The indexer picks the new event up although the restored log came from another database.
    let found = 0;
    for (let i = 0; i < 100 && found === 0; i += 1) {
      const res = await client.get<unknown[]>('jobs?query=Wiederherstellung');
      found = res.body.length;
      if (found === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(found).toBe(1);
    expect((await client.get<unknown[]>('jobs?query=Sicherungsangebot')).body).toHaveLength(3);
  }, 300_000);

  it('refuses a DATA_DIR that holds a database, and a file cut short, without touching anything', async () => {
    await server?.stop();
    server = undefined;
    const into = await runCommand(RESTORE, [file], {
      DATA_DIR: restored.dir,
      PORT: String(await freePort()),
    });
    expect(into.code).toBe(1);
    expect(into.output).toContain('enthält schon eine Datenbank');

    const whole = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const cut = path.join(work.dir, 'cut.gz');
    fs.writeFileSync(cut, zlib.gzipSync(whole.slice(0, Math.floor(whole.length / 2)).join('\n')));
    const empty = await openTestDatabase('pglite', { migrate: false });
    try {
      await expect(restoreBackup(empty.db, cut)).rejects.toThrow(
        'die Sicherung ist unvollständig: ihre Schlusszeile fehlt',
      );
      expect(await tableChecksums(empty.db, { only: ['accounts', 'events'] })).toEqual({
        accounts: '0:',
        events: '0:',
      });
    } finally {
      await empty.close();
    }
  }, 300_000);

  // The same file moves an embedded installation to a PostgreSQL server.
  it.runIf(testDatabaseKinds().includes('postgres'))(
    'restores the embedded backup into PostgreSQL, and a backup of PostgreSQL back into PGlite',
    async () => {
      const target = await openTestDatabase('postgres', { migrate: false });
      const back = await openTestDatabase('pglite', { migrate: false });
      try {
        await restoreBackup(target.db, file);
        const before = await withDatabase(source.dir, (db) => tableChecksums(db));
        // Floating point and cube values print alike on both; every row must be there with its values.
        expect(await tableChecksums(target.db)).toEqual(before);
        const second = path.join(work.dir, 'from-postgres.backup.gz');
        await writeBackup(target.db, second);
        await restoreBackup(back.db, second);
        expect(await tableChecksums(back.db)).toEqual(before);
      } finally {
        await target.close();
        await back.close();
      }
    },
    300_000,
  );
});
