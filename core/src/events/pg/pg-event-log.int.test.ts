import { describe } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { eventLogContract } from '../event-log.contract';
import { createPgEventLog } from './pg-event-log';

describe.each(testDatabaseKinds())('embedded event log on %s', (kind) => {
  eventLogContract(`embedded (${kind})`, async () => {
    const t = await openTestDatabase(kind);
    const log = await createPgEventLog(t.db);
    return {
      log,
      db: t.db,
      wholeBatches: true,
      close: async () => {
        await log.close();
        await t.close();
      },
    };
  });
});
