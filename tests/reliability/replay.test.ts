import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, signUp } from '../src/support/accounts';
import { Mailbox } from '../src/support/mailbox';
import { jobPayload, personProfile } from '../src/support/payloads';
import { migratedPgliteDataDir } from '../src/support/pglite-template';
import { startServer } from '../src/support/server-process';
import { runCommand } from '../src/support/run-command';
import { asApiServer, waitForConsumers, withDatabase } from './support/embedded-server';
import { derivedChecksums, tableChecksums } from './support/table-checksums';

const EVENTS = 'core/src/events/cli/events-command.ts';

/** Everything a consumer produces: the index, the matchings, and the mail it queued or recorded. */
async function consumerOutput(dataDir: string) {
  return withDatabase(dataDir, async (db) => ({
    sums: {
      ...(await derivedChecksums(db)),
      ...(await tableChecksums(db, {
        only: ['mail_outbox', 'mail_deliveries', 'mail_recipients'],
        exclude: { mail_recipients: ['updated_at'] },
      })),
    },
    groups: (
      (await db('event_consumers').orderBy('groupName').select('groupName')) as { groupName: string }[]
    ).map((row) => row.groupName),
  }));
}

describe('replaying every consumer group from offset 0', () => {
  let data: { dir: string; remove(): void };

  beforeAll(async () => {
    data = await migratedPgliteDataDir();
    const server = await startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
    try {
      const api = asApiServer(server, data.dir);
      const club = await signUp(api, 'club', { fields: { name: 'FC Wiederholung' } });
      const person = await signUp(api, 'person');
      expectStatus(
        await person.client.put('manage/person', personProfile('CH', { searchRadius: 40 })),
        200,
        'profile',
      );
      const job = expectStatus(
        await club.client.post<{ slug: string }>('manage/jobs', jobPayload('CH')),
        200,
        'job',
      );
      expectStatus(await club.client.delete(`manage/jobs/${job.body.slug}`), 200, 'delete');
      expectStatus(await club.client.post('manage/jobs', jobPayload('CH', { salary: 900 })), 200, 'job');
      await waitForConsumers(server.url);
    } finally {
      await server.stop();
    }
  }, 240_000);

  afterAll(() => data?.remove());

  it('leaves the index, the matchings and the mail deliveries as they were', async () => {
    const before = await consumerOutput(data.dir);
    const mailsBefore = new Mailbox(data.dir).all().length;
    expect(before.groups).toEqual(expect.arrayContaining(['indexer', 'matcher']));
    expect(before.sums.matchings).not.toMatch(/^0:/);
    for (const group of before.groups) {
      const replay = await runCommand(EVENTS, ['replay', '--group', group, '--from-offset', '0', '--yes'], {
        DATA_DIR: data.dir,
      });
      expect({ group, code: replay.code, output: replay.output }).toMatchObject({ group, code: 0 });
    }
    // The server hands every event to every group again when it starts, and follows the log as usual.
    const server = await startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
    try {
      await waitForConsumers(server.url);
      // Mails are delivered after commit; give any re-sent mail the time to show up.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    } finally {
      await server.stop();
    }
    expect(await consumerOutput(data.dir)).toEqual(before);
    expect(new Mailbox(data.dir).all()).toHaveLength(mailsBefore);
  }, 300_000);
});
