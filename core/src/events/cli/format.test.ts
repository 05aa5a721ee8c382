import { describe, expect, it } from 'vitest';
import type { DeadLetter, StoredEvent } from '../event-log';
import { formatDeadLetters, formatEvent, formatLag, formatPlan, formatTable } from './format';

const event: StoredEvent = {
  offset: '4711',
  type: 'job.published',
  aggregateType: 'job',
  aggregateId: 'j-1',
  country: 'CH',
  version: 3,
  payload: { clubId: 'c-1' },
  occurredAt: new Date('2025-03-01T18:30:05.500Z'),
};

describe('CLI output', () => {
  it('lays out tables with aligned columns and right-aligned numbers', () => {
    const text = formatTable(
      [
        { name: 'indexer', n: 5 },
        { name: 'mailer-weekly', n: 1200 },
      ],
      [
        { header: 'GRUPPE', value: (r) => r.name },
        { header: 'RÜCKSTAND', value: (r) => String(r.n), align: 'right' },
      ],
    );
    expect(text.split('\n')).toEqual([
      'GRUPPE         RÜCKSTAND',
      'indexer                5',
      'mailer-weekly       1200',
    ]);
  });

  it('shows lag per group with status and the head of the log', () => {
    const text = formatLag(
      [
        {
          group: 'indexer',
          offset: '4711',
          lag: 0,
          deadLetters: 2,
          active: true,
          lastSeenAt: new Date('2025-03-01T18:30:05Z'),
        },
        { group: 'mailer', offset: null, lag: 4711, deadLetters: 0, active: false, lastSeenAt: null },
      ],
      { offset: '4711', events: 4711 },
    );
    expect(text).toContain('GRUPPE   OFFSET  RÜCKSTAND  DEAD LETTERS  ZUSTAND   ZULETZT GESEHEN (UTC)');
    expect(text).toContain('indexer    4711          0             2  läuft     2025-03-01 18:30:05');
    expect(text).toContain('mailer        -       4711             0  gestoppt  -');
    expect(text).toContain('Ende des Logs: Offset 4711, 4711 Events.');
    expect(formatLag([], { offset: null, events: 0 })).toContain('Noch keine Consumer-Gruppe ist gelaufen.');
  });

  it('prints one event per line with offset, time, type, aggregate, country, version and payload', () => {
    expect(formatEvent(event)).toBe(
      '#4711  2025-03-01 18:30:05  job.published  job/j-1  CH  v3  {"clubId":"c-1"}',
    );
    expect(formatEvent({ ...event, country: null, payload: {} })).toBe(
      '#4711  2025-03-01 18:30:05  job.published  job/j-1  --  v3',
    );
  });

  it('lists dead letters with the error cut to one line', () => {
    const letter: DeadLetter = {
      id: '7',
      group: 'indexer',
      status: 'parked',
      attempts: 5,
      error: `Error: search engine down\n${'x'.repeat(100)}`,
      failedAt: new Date('2025-03-01T18:31:00Z'),
      event,
    };
    const [header, row] = formatDeadLetters([letter]).split('\n');
    expect(header).toMatch(/^ID {2}GRUPPE {3}OFFSET {2}TYP/);
    expect(row).toContain('parked');
    expect(row).toContain('Error: search engine down x');
    expect(row?.endsWith('…')).toBe(true);
    expect(formatDeadLetters([])).toBe('Keine Dead Letters.');
  });

  it('describes a replay before it happens', () => {
    const text = formatPlan({
      group: 'indexer',
      fromOffset: '100',
      currentOffset: '4711',
      events: 4612,
      active: true,
    });
    expect(text).toContain(
      'Replay der Gruppe "indexer" ab Offset 100: 4612 Events werden nochmals verarbeitet.',
    );
    expect(text).toContain('bis Offset 4711 verarbeitet');
    expect(text).toContain('läuft');
  });
});
