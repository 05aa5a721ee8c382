/** One measured figure of a benchmark, as `npm run bench` tabulates it. */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** A figure measured in the same run that this one is read against (DESIGN.md section 7). */
  reference?: { name: string; value: number };
  /** The target for this figure. */
  goal?: BenchGoal;
  /** Shorthand some benches use for `goal: { op: '<=', value: budget }`. */
  budget?: number;
  /** How it was measured: clients, duration, data set, mode. */
  measured?: string;
}

export interface BenchGoal {
  op: '<' | '<=' | '>' | '>=';
  value: number;
  /** 'ratio': the goal is on value ÷ reference (e.g. at least 0.55 of the bare server), not on the value. */
  of?: 'value' | 'ratio';
}

export function meetsGoal(value: number, goal: BenchGoal): boolean {
  switch (goal.op) {
    case '<':
      return value < goal.value;
    case '<=':
      return value <= goal.value;
    case '>':
      return value > goal.value;
    case '>=':
      return value >= goal.value;
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Least-squares slope of y over x: how fast a series grows (e.g. lag per second). */
export function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  return sxx === 0 ? 0 : sxy / sxx;
}
