import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { down, up } from './0019-matcher-state';

for (const kind of testDatabaseKinds()) {
  describe(`migration 0019 on ${kind}`, () => {
    it('stores rules version 1 where matchings exist (to rebuild them once) and 2 where none do', async () => {
      const t = await openTestDatabase(kind);
      const stored = () => t.db('matcher_state').select('rulesVersion');
      try {
        // Migrated without any matchings: nothing to rebuild.
        expect(await stored()).toEqual([{ rulesVersion: 2 }]);

        await down(t.db);
        await t.db('matchings').insert({
          jobId: randomUUID(),
          personId: randomUUID(),
          clubId: randomUUID(),
          country: 'CH',
          score: 70,
          reasons: JSON.stringify([]),
        });
        await up(t.db);
        expect(await stored()).toEqual([{ rulesVersion: 1 }]);

        // One row only.
        await expect(t.db('matcher_state').insert({ rulesVersion: 3 })).rejects.toThrow();
        await expect(t.db('matcher_state').insert({ single: false, rulesVersion: 3 })).rejects.toThrow();
      } finally {
        await t.close();
      }
    });
  });
}
