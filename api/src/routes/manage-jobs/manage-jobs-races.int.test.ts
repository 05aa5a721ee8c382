import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { waitForLockWaits, serverOnlyIt } from '@anpfiff/core/testing/lock-waits';
import type { ClubProfile } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../auth/session-cookie';
import { createSession } from '../../auth/sessions';
import { createJob } from '../../commands/create-job';
import { registerClub } from '../../commands/register-club';
import { verifyAccount } from '../../commands/verify-account';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testJob } from '../../testing/test-job';

const place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.948, lon: 7.4474 } as const;
const club: ClubProfile = { name: 'FC Zweitab', description: '', address: place, contactInformation: {} };
const job = testJob();
/** The offer as the edit form sends it. */
const form = JSON.stringify({
  clubFunction: 'TRAINER',
  subClubFunction: 'CHEFTRAINER',
  salary: 1500,
  searchRadius: 25,
  description: 'Wir suchen eine engagierte Cheftrainerin für unsere erste Mannschaft.',
  jobExtras: [],
  address: { zip: '3011', city: 'Bern' },
  contactInformation: { firstName: 'Mara', lastName: 'Frei' },
});
const MISSING = { message: 'Angebot nicht gefunden' };
const EDITED_ELSEWHERE = {
  message:
    'Diese Angaben wurden inzwischen an anderer Stelle geändert. Lade die Seite neu und übernimm deine Änderungen noch einmal.',
};

const untilOneWaitsForALock = (db: Knex) => waitForLockWaits(db, 1);

describe.each(testDatabaseKinds())('editing an offer while it is deleted, on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;
  let clubId: string;
  let cookie: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = await startTestApp(t.db);
    const registered = await registerClub(
      t.db,
      { email: 'zweitab@example.com', passwordHash: 'x', country: 'CH' },
      club,
    );
    clubId = registered.clubId;
    await verifyAccount(t.db, registered.accountId);
    cookie = `${SESSION_COOKIE}=${await createSession(t.db, registered.accountId, 30)}`;
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const edit = (slug: string, headers: Record<string, string> = {}) =>
    app.request('PUT', `/api/manage/jobs/${slug}`, { body: form, headers: { cookie, ...headers } });
  const remove = (slug: string) => app.request('DELETE', `/api/manage/jobs/${slug}`, { headers: { cookie } });

  it('answers an edit and a deletion sent at once each as for an offer there or gone', async () => {
    for (let round = 0; round < 4; round++) {
      const { slug } = await createJob(t.db, clubId, job);
      const [edited, removed] = await Promise.all([edit(slug), remove(slug)]);
      expect(removed.status).toBe(200);
      expect([200, 404]).toContain(edited.status);
      if (edited.status === 404) expect(edited.json).toEqual(MISSING);
    }
  });

  // PGlite has one connection: its transactions never overlap, so only a server can interleave them.
  serverOnlyIt(kind)(
    'answers an edit that waited for the deletion of its offer as for a missing offer',
    async () => {
      const { jobId, slug } = await createJob(t.db, clubId, job);
      const deleting = await t.db.transaction();
      let edited: ReturnType<typeof edit> | undefined;
      try {
        await deleting('jobs').where({ id: jobId }).delete();
        // The edit finds the offer (the deletion is not committed), then waits for its row.
        edited = edit(slug);
        await untilOneWaitsForALock(t.db);
      } finally {
        await deleting.commit();
      }
      const res = await edited;
      expect(res?.status).toBe(404);
      expect(res?.json).toEqual(MISSING);
    },
  );

  // The version check is part of the update: one read before it would still see the version the other
  // device is replacing (its change is not committed yet) and let the edit overwrite that change.
  serverOnlyIt(kind)(
    'refuses an edit made on the version that another save, still running, is replacing',
    async () => {
      const { jobId, slug } = await createJob(t.db, clubId, job);
      const { version } = (await t.db('jobs').where({ id: jobId }).first('version')) as { version: number };
      const saving = await t.db.transaction();
      let edited: ReturnType<typeof edit> | undefined;
      try {
        await saving('jobs')
          .where({ id: jobId })
          .update({ salary: 4321, version: saving.raw('version + 1') });
        edited = edit(slug, { 'If-Match': `W/"${version}"` });
        await untilOneWaitsForALock(t.db);
      } finally {
        await saving.commit();
      }
      const res = await edited;
      expect(res?.status).toBe(422);
      expect(res?.json).toEqual(EDITED_ELSEWHERE);
      expect(await t.db('jobs').where({ id: jobId }).first('salary', 'version')).toEqual({
        salary: 4321,
        version: version + 1,
      });
      expect(await t.db('events').where({ aggregateId: jobId }).pluck('type')).toEqual(['job.published']);
    },
  );
});
