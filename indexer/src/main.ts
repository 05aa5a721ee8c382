/**
 * The indexer as a service of its own (`npm run start:indexer`): consumes the event log and keeps the
 * search engine in step until SIGTERM, and after a change of what search documents hold rebuilds the
 * changed kinds once in the background. In embedded mode the API process runs the same consumer and upgrade.
 */
import { createSearchEngine } from '@anpfiff/core/search/create-search-engine';
import { serviceMain } from '@anpfiff/core/service/service-main';
import { startProjectionUpgrade } from './projection-upgrade';
import { runIndexer } from './start-indexer';

await serviceMain({
  name: 'indexer',
  async start({ config, db, logger }) {
    const engine = await createSearchEngine(config.search, db);
    let indexer;
    try {
      indexer = await runIndexer({ config, db, engine, logger, signals: false });
    } catch (error) {
      await engine.close();
      throw error;
    }
    const upgrade = startProjectionUpgrade(db, engine, logger);
    let stopping: Promise<void> | undefined;
    // The upgrade first: its rebuild writes through the engine, which closes last.
    const stop = () =>
      (stopping ??= (async () => {
        await upgrade.stop();
        await indexer.stop();
        await engine.close();
      })());
    const done = indexer.done.then(stop, async (error: unknown) => {
      await stop();
      throw error;
    });
    return { stop, done };
  },
});
