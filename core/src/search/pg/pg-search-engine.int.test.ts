import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { createSearchEngine } from '../create-search-engine';
import { searchEngineContract } from '../search-engine.contract';
import { PgSearchEngine } from './pg-search-engine';

for (const kind of testDatabaseKinds()) {
  searchEngineContract(`pg on ${kind}`, async () => {
    const t = await openTestDatabase(kind);
    return { engine: new PgSearchEngine(t.db), close: () => t.close() };
  });

  describe(`pg search engine on ${kind}`, () => {
    it('refuses to start on a database without the search tables', async () => {
      const t = await openTestDatabase(kind, { migrate: false });
      try {
        await expect(createSearchEngine({ engine: 'pg', url: undefined }, t.db)).rejects.toThrow(
          /SEARCH_ENGINE=pg konnte nicht starten: Die Suchtabelle search_clubs gibt es nicht/,
        );
      } finally {
        await t.close();
      }
    });
  });
}
