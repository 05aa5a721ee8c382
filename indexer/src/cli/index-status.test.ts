import { describe, expect, it } from 'vitest';
import { formatStatus } from './index-status';

describe('npm run index -- status', () => {
  it('prints documents beside their source rows and the indexer lag, in German', () => {
    const text = formatStatus({
      engine: 'pg',
      kinds: [
        { kind: 'clubs', documents: 3, sourceRows: 3 },
        { kind: 'jobs', documents: 1, sourceRows: 2 },
      ],
      lag: {
        group: 'indexer',
        offset: '9',
        lag: 1,
        deadLetters: 0,
        active: true,
        lastSeenAt: new Date('2025-03-01T18:30:05Z'),
      },
      logEvents: 10,
    });
    expect(text.split('\n')).toEqual([
      'Suchmaschine: pg',
      '',
      'Art       Dokumente  Quellzeilen',
      'clubs             3            3',
      'jobs              1            2  (weicht ab: Indexer im Rückstand, oder `npm run index -- rebuild` ausführen)',
      '',
      'Indexer (Gruppe indexer): 1 Events im Rückstand, läuft, zuletzt gesehen 2025-03-01T18:30:05.000Z, 0 Dead Letters',
    ]);
    expect(formatStatus({ engine: 'pg', kinds: [], lag: null, logEvents: 50411 })).toContain(
      'Indexer (Gruppe indexer): ist noch nie gelaufen, 50411 Events im Rückstand',
    );
  });
});
