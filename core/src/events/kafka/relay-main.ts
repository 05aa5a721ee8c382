/**
 * The outbox relay as a service of its own (`npm run start:relay`, distributed mode): publishes the
 * committed `events` rows to Kafka until SIGTERM.
 */
import { serviceMain } from '../../service/service-main';
import { relayWork } from './relay-work';

await serviceMain({ name: 'relay', start: relayWork }, (config) =>
  config.eventBus === 'kafka'
    ? []
    : [
        'EVENT_BUS: der Dienst relay veröffentlicht die Events in Kafka: EVENT_BUS=kafka und KAFKA_BROKERS setzen',
      ],
);
