import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { down, up } from './0020-retired-person-slugs';

const row = (kind: string) => ({ kind, slugHash: kind.padEnd(64, '0') });

for (const kind of testDatabaseKinds()) {
  describe(`migration 0020 on ${kind}`, () => {
    it("lets persons' slugs be retired, and nothing else besides offers and clubs", async () => {
      const t = await openTestDatabase(kind);
      try {
        await t.db('retired_slugs').insert([row('jobs'), row('clubs'), row('persons')]);
        await expect(t.db('retired_slugs').insert(row('teams'))).rejects.toThrow();
        // Back down, the persons' rows go: the older check would not have them.
        await down(t.db);
        expect((await t.db('retired_slugs').pluck('kind')).sort()).toEqual(['clubs', 'jobs']);
        await expect(t.db('retired_slugs').insert(row('persons'))).rejects.toThrow();
        await up(t.db);
        await t.db('retired_slugs').insert(row('persons'));
      } finally {
        await t.close();
      }
    });
  });
}
