import type { DeadLetter, GroupLag, LogHead, ReplayPlan, StoredEvent } from '../event-log';

export interface Column<T> {
  header: string;
  value: (row: T) => string;
  align?: 'left' | 'right';
  /** Longer values are cut with an ellipsis, so one long error does not wrap the whole table. */
  max?: number;
}

function cut(text: string, max: number | undefined): string {
  const line = text.replace(/\s+/g, ' ');
  return max !== undefined && line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A plain-text table: a header row, columns as wide as their widest cell, numbers aligned right. */
export function formatTable<T>(rows: T[], columns: Column<T>[]): string {
  const cells = rows.map((row) => columns.map((c) => cut(c.value(row), c.max)));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (columns[i]?.align === 'right' ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), ...cells.map(line)].join('\n');
}

/** UTC, to the second, without the `T`: the same moment for every operator, easy to read in a table. */
export function formatTime(date: Date | null): string {
  return date ? date.toISOString().replace('T', ' ').slice(0, 19) : '-';
}

export function formatLag(lags: GroupLag[], head: LogHead): string {
  const summary = `Log head: offset ${head.offset ?? '-'}, ${head.events} events.`;
  if (lags.length === 0) return `No consumer group has run yet.\n${summary}`;
  const table = formatTable(lags, [
    { header: 'GROUP', value: (l) => l.group },
    { header: 'OFFSET', value: (l) => l.offset ?? '-', align: 'right' },
    { header: 'LAG', value: (l) => String(l.lag), align: 'right' },
    { header: 'DEAD LETTERS', value: (l) => String(l.deadLetters), align: 'right' },
    { header: 'STATUS', value: (l) => (l.active ? 'running' : 'stopped') },
    { header: 'LAST SEEN (UTC)', value: (l) => formatTime(l.lastSeenAt) },
  ]);
  return `${table}\n${summary}`;
}

export function formatEvent(event: StoredEvent): string {
  const payload = Object.keys(event.payload).length ? `  ${JSON.stringify(event.payload)}` : '';
  return (
    [
      `#${event.offset}`,
      formatTime(event.occurredAt),
      event.type,
      `${event.aggregateType}/${event.aggregateId}`,
      event.country ?? '--',
      `v${event.version}`,
    ].join('  ') + payload
  );
}

export function formatDeadLetters(letters: DeadLetter[]): string {
  if (letters.length === 0) return 'No dead letters.';
  return formatTable(letters, [
    { header: 'ID', value: (d) => d.id, align: 'right' },
    { header: 'GROUP', value: (d) => d.group },
    { header: 'OFFSET', value: (d) => d.event.offset, align: 'right' },
    { header: 'TYPE', value: (d) => d.event.type },
    { header: 'AGGREGATE', value: (d) => d.event.aggregateId, max: 36 },
    { header: 'ATTEMPTS', value: (d) => String(d.attempts), align: 'right' },
    { header: 'STATUS', value: (d) => d.status },
    { header: 'FAILED AT (UTC)', value: (d) => formatTime(d.failedAt) },
    { header: 'ERROR', value: (d) => d.error, max: 60 },
  ]);
}

export function describeFrom(plan: ReplayPlan, since?: Date): string {
  if (since) return `from ${since.toISOString()} (offset ${plan.fromOffset ?? '-'})`;
  return `from offset ${plan.fromOffset ?? '-'}`;
}

export function formatPlan(plan: ReplayPlan, since?: Date): string {
  const lines = [
    `Replay group "${plan.group}" ${describeFrom(plan, since)}: ${plan.events} event${plan.events === 1 ? '' : 's'} ` +
      'will be handled again.',
  ];
  if (plan.currentOffset) lines.push(`The group has finished offset ${plan.currentOffset} so far.`);
  lines.push(
    plan.active
      ? 'A member of the group is running and starts on it right away.'
      : 'No member of the group is running: it handles them when its consumers start.',
  );
  return lines.join('\n');
}
