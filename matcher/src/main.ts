/**
 * The matcher as a service of its own (`npm run start:matcher`): keeps the matchings table in step with
 * the event log until SIGTERM. In embedded mode the API process runs the same consumer.
 */
import { consumerWork } from '@anpfiff/core/service/consumer-work';
import { serviceMain } from '@anpfiff/core/service/service-main';
import { matcherConsumer } from './start-matcher';

await serviceMain({
  name: 'matcher',
  start: (context) => consumerWork(context, [matcherConsumer()]),
});
