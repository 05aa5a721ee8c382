import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from '../bench-figure';

export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** Status codes other than 2xx, by code. */
  statuses: Record<number, number>;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

function send(agent: http.Agent, base: URL, request: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: request.path,
        method: request.method ?? 'GET',
        headers: request.headers,
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/**
 * A closed-loop load: `clients` connections, each sending its next request when the last answered,
 * walking through `requests` in turn, until `total` requests are done or `durationMs` is over. Every
 * latency is kept, so p95 is exact (autocannon reports p97.5, not p95).
 */
export async function runLoad(
  url: string,
  requests: readonly LoadRequest[],
  { clients, total, durationMs }: { clients: number; total?: number; durationMs?: number },
): Promise<LoadResult> {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = durationMs === undefined ? Number.POSITIVE_INFINITY : started + durationMs;
  const limit = total ?? Number.POSITIVE_INFINITY;
  const client = async () => {
    while (next < limit && performance.now() < deadline) {
      const request = requests[next % requests.length] as LoadRequest;
      next += 1;
      const t0 = performance.now();
      try {
        const status = await send(agent, base, request);
        latencies.push(performance.now() - t0);
        if (status < 200 || status >= 300) statuses[status] = (statuses[status] ?? 0) + 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    requests: latencies.length,
    errors,
    statuses,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * Each request alone, one after another on one connection: every latency is that request's own cost,
 * with nothing beside it. In the order of `requests`; a status other than 2xx stops it.
 */
export async function timeEach(url: string, requests: readonly LoadRequest[]): Promise<number[]> {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const times: number[] = [];
    for (const request of requests) {
      const t0 = performance.now();
      const status = await send(agent, base, request);
      if (status < 200 || status >= 300) throw new Error(`${request.path}: status ${status}`);
      times.push(performance.now() - t0);
    }
    return times;
  } finally {
    agent.destroy();
  }
}
