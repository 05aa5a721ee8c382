import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { ClubProfile } from '@anpfiff/schemas/entities/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { createJob } from './create-job';
import { deleteJob } from './delete-job';
import { registerClub } from './register-club';
import { updateJob } from './update-job';
import { testJob } from '../testing/test-job';

const place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.948, lon: 7.4474 } as const;
const club: ClubProfile = { name: 'FC Gestrichen', description: '', address: place, contactInformation: {} };
const job = testJob();

describe.each(testDatabaseKinds())('updating an offer deleted meanwhile, on %s', (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  // The route found the offer; then another tab deleted it.
  it('answers as for a missing offer and writes no event', async () => {
    const { clubId } = await registerClub(
      t.db,
      { email: 'fc@example.com', passwordHash: 'x', country: 'CH' },
      club,
    );
    const { jobId } = await createJob(t.db, clubId, job);
    await deleteJob(t.db, jobId);

    const update = updateJob(t.db, jobId, { ...job, salary: 500 });

    await expect(update).rejects.toBeInstanceOf(HttpError);
    await expect(update).rejects.toMatchObject({ status: 404, message: 'Angebot nicht gefunden' });
    expect(await t.db('events').where({ aggregateId: jobId }).orderBy('id').pluck('type')).toEqual([
      'job.published',
      'job.deleted',
    ]);
  });
});
