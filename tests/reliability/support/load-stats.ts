/** Latencies and failures per endpoint of a load run, and the table it prints. */
export class LoadStats {
  private readonly latencies = new Map<string, number[]>();
  readonly errors: string[] = [];

  record(endpoint: string, ms: number, failure?: string): void {
    const list = this.latencies.get(endpoint) ?? [];
    list.push(ms);
    this.latencies.set(endpoint, list);
    if (failure) this.errors.push(`${endpoint}: ${failure}`);
  }

  endpoints(): string[] {
    return [...this.latencies.keys()].sort();
  }

  table(
    seconds: number,
  ): Record<string, { requests: number; perSecond: number; p50: number; p95: number; max: number }> {
    const quantile = (sorted: number[], q: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const out: ReturnType<LoadStats['table']> = {};
    for (const endpoint of this.endpoints()) {
      const sorted = [...(this.latencies.get(endpoint) ?? [])].sort((a, b) => a - b);
      out[endpoint] = {
        requests: sorted.length,
        perSecond: Math.round((sorted.length / seconds) * 10) / 10,
        p50: Math.round(quantile(sorted, 0.5)),
        p95: Math.round(quantile(sorted, 0.95)),
        max: Math.round(sorted.at(-1) ?? 0),
      };
    }
    return out;
  }
}
