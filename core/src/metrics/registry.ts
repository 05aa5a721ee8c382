import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The one Prometheus registry of a process: the API's `GET /metrics` and a consumer service's metrics
 * endpoint both expose it, so every metric is registered here rather than in prom-client's global.
 */
export const metricsRegistry = new Registry();

collectDefaultMetrics({ register: metricsRegistry, prefix: 'anpfiff_' });
