/**
 * The matcher as a service of its own (`npm run start:matcher`): keeps the matchings table in step with
 * the event log until SIGTERM, and after a change of the matching rules rebuilds it once in the background.
 * In embedded mode the API process runs the same consumer and upgrade.
 */
import { consumerWork } from '@anpfiff/core/service/consumer-work';
import { serviceMain } from '@anpfiff/core/service/service-main';
import { startRulesUpgrade } from './rules-upgrade';
import { matcherConsumer } from './start-matcher';

await serviceMain({
  name: 'matcher',
  start: async (context) => {
    const work = await consumerWork(context, [matcherConsumer()]);
    const upgrade = startRulesUpgrade(context.db, context.logger);
    return {
      ...work,
      stop: async () => {
        await upgrade.stop();
        await work.stop();
      },
    };
  },
});
