import type { SubscribeOptions } from '@anpfiff/core/events/event-log';
import { MATCHER_EVENTS, MATCHER_GROUP, matcherHandler, matcherWork } from './matcher-handler';

/** The matcher as a consumer group of the event log; a new group catches up from the start of the log. */
export function matcherConsumer(): SubscribeOptions {
  return {
    group: MATCHER_GROUP,
    handler: matcherHandler,
    types: MATCHER_EVENTS,
    startAt: 'beginning',
    coalesce: matcherWork,
  };
}
