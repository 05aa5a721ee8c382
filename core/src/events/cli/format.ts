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
  const summary = `Ende des Logs: Offset ${head.offset ?? '-'}, ${head.events} Events.`;
  if (lags.length === 0) return `Noch keine Consumer-Gruppe ist gelaufen.\n${summary}`;
  const table = formatTable(lags, [
    { header: 'GRUPPE', value: (l) => l.group },
    { header: 'OFFSET', value: (l) => l.offset ?? '-', align: 'right' },
    { header: 'RÜCKSTAND', value: (l) => String(l.lag), align: 'right' },
    { header: 'DEAD LETTERS', value: (l) => String(l.deadLetters), align: 'right' },
    { header: 'ZUSTAND', value: (l) => (l.active ? 'läuft' : 'gestoppt') },
    { header: 'ZULETZT GESEHEN (UTC)', value: (l) => formatTime(l.lastSeenAt) },
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
  if (letters.length === 0) return 'Keine Dead Letters.';
  return formatTable(letters, [
    { header: 'ID', value: (d) => d.id, align: 'right' },
    { header: 'GRUPPE', value: (d) => d.group },
    { header: 'OFFSET', value: (d) => d.event.offset, align: 'right' },
    { header: 'TYP', value: (d) => d.event.type },
    { header: 'AGGREGAT', value: (d) => d.event.aggregateId, max: 36 },
    { header: 'VERSUCHE', value: (d) => String(d.attempts), align: 'right' },
    { header: 'ZUSTAND', value: (d) => d.status },
    { header: 'FEHLGESCHLAGEN (UTC)', value: (d) => formatTime(d.failedAt) },
    { header: 'FEHLER', value: (d) => d.error, max: 60 },
  ]);
}

export function describeFrom(plan: ReplayPlan, since?: Date): string {
  if (since) return `ab ${since.toISOString()} (Offset ${plan.fromOffset ?? '-'})`;
  return `ab Offset ${plan.fromOffset ?? '-'}`;
}

export function formatPlan(plan: ReplayPlan, since?: Date): string {
  const lines = [
    `Replay der Gruppe "${plan.group}" ${describeFrom(plan, since)}: ${plan.events} Event${plan.events === 1 ? '' : 's'} ` +
      'werden nochmals verarbeitet.',
  ];
  if (plan.currentOffset) lines.push(`Die Gruppe hat bisher bis Offset ${plan.currentOffset} verarbeitet.`);
  lines.push(
    plan.active
      ? 'Ein Mitglied der Gruppe läuft und beginnt sofort damit.'
      : 'Kein Mitglied der Gruppe läuft: sie verarbeitet sie, sobald ihre Consumer starten.',
  );
  return lines.join('\n');
}
