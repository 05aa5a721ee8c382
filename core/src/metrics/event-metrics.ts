import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

export const eventsProcessed = new Counter({
  name: 'anpfiff_events_processed_total',
  help: 'Events a consumer group handled successfully.',
  labelNames: ['group'] as const,
  registers: [metricsRegistry],
});

export const eventsCoalesced = new Counter({
  name: 'anpfiff_events_coalesced_total',
  help: 'Events a consumer group passed over because a later event of the same batch asked for the same work.',
  labelNames: ['group'] as const,
  registers: [metricsRegistry],
});

export const eventsFailed = new Counter({
  name: 'anpfiff_events_failed_total',
  help: 'Events a consumer group gave up on after its retries and parked as dead letters.',
  labelNames: ['group'] as const,
  registers: [metricsRegistry],
});

export const eventHandlerErrors = new Counter({
  name: 'anpfiff_event_handler_errors_total',
  help: 'Failed deliveries, including those that succeeded on a retry.',
  labelNames: ['group'] as const,
  registers: [metricsRegistry],
});

export const eventHandlerSeconds = new Histogram({
  name: 'anpfiff_event_handler_seconds',
  help: 'Time a handler took for one event.',
  labelNames: ['group'] as const,
  buckets: [0.001, 0.005, 0.02, 0.1, 0.5, 2, 10],
  registers: [metricsRegistry],
});

export interface LagReading {
  group: string;
  lag: number;
}
export type LagSource = () => Promise<LagReading[]>;

const lagSources = new Set<LagSource>();

/** Lag is read from the log when Prometheus scrapes, so it is right even while every consumer is stuck. */
export function registerLagSource(source: LagSource): () => void {
  lagSources.add(source);
  return () => lagSources.delete(source);
}

new Gauge({
  name: 'anpfiff_event_consumer_lag',
  help: 'Events in the log that a consumer group has not handled yet.',
  labelNames: ['group'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const source of lagSources) {
      // A scrape must not fail because the database blinked; the gauge just has no reading this time.
      const readings = await source().catch(() => []);
      for (const { group, lag } of readings) this.set({ group }, lag);
    }
  },
});
