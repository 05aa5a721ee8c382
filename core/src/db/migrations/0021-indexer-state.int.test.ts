import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { down, up } from './0021-indexer-state';

for (const kind of testDatabaseKinds()) {
  describe(`migration 0021 on ${kind}`, () => {
    it("stores 0 for every kind where accounts exist (to rebuild their documents once) and this release's versions where none do", async () => {
      const t = await openTestDatabase(kind);
      const stored = () => t.db('indexer_state').orderBy('kind').select('kind', 'projectionVersion');
      try {
        // Migrated without any accounts: nothing to rebuild.
        expect(await stored()).toEqual([
          { kind: 'clubs', projectionVersion: 1 },
          { kind: 'jobs', projectionVersion: 3 },
          { kind: 'people', projectionVersion: 2 },
        ]);

        await down(t.db);
        // Any account: what an earlier release indexed may follow an older projection or older mappings.
        await t
          .db('accounts')
          .insert({ email: 'verein@example.com', kind: 'club', country: 'CH', passwordHash: 'x' });
        await up(t.db);
        expect(await stored()).toEqual([
          { kind: 'clubs', projectionVersion: 0 },
          { kind: 'jobs', projectionVersion: 0 },
          { kind: 'people', projectionVersion: 0 },
        ]);

        // One row per search kind, and no other kinds.
        await expect(t.db('indexer_state').insert({ kind: 'jobs', projectionVersion: 3 })).rejects.toThrow();
        await expect(t.db('indexer_state').insert({ kind: 'teams', projectionVersion: 1 })).rejects.toThrow();
      } finally {
        await t.close();
      }
    });
  });
}
