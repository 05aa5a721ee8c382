import { describe, expect, it } from 'vitest';
import { backupSummary, restoreSummary } from './backup-report';

describe('backup and restore summaries', () => {
  it('count rows, tables and files in German, singular where it is one', () => {
    const report = { rows: { accounts: 1, events: 2 }, files: 1, missingFiles: [] };
    expect(backupSummary('/s/a.gz', report, '/d/uploads')).toEqual({
      done: ['Gesichert in /s/a.gz: 3 Datensätze aus 2 Tabellen, 1 Datei.'],
      warning: undefined,
    });
    expect(
      restoreSummary({ rows: { accounts: 1 }, files: 0, missingFiles: [], migratedAfter: [] }, '/d/uploads'),
    ).toEqual({ done: ['Wiederhergestellt: 1 Datensatz aus 1 Tabelle und 0 Dateien.'], warning: undefined });
  });

  it('name the images without a file, and the migrations run after the restore', () => {
    const backup = backupSummary('/s/a.gz', { rows: {}, files: 0, missingFiles: ['x.webp'] }, '/d/uploads');
    expect(backup.warning).toBe(
      'Warnung: 1 hochgeladenes Bild hat einen Datensatz, aber keine Datei in /d/uploads; die Sicherung ' +
        'enthält nur die Datensätze, nach einer Wiederherstellung fehlen diese Bilder: x.webp',
    );
    const restore = restoreSummary(
      { rows: {}, files: 0, missingFiles: ['x.webp', 'y.webp'], migratedAfter: ['0042_neu'] },
      '/d/uploads',
    );
    expect(restore.done).toContain('Danach auf den Stand dieser Version migriert: 0042_neu');
    expect(restore.warning).toBe(
      'Warnung: Die Sicherung enthält zu 2 hochgeladenen Bildern keine Datei; sie fehlen, bis die Dateien ' +
        'in /d/uploads liegen: x.webp, y.webp',
    );
  });
});
