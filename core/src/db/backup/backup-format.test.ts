import { describe, expect, it } from 'vitest';
import { parseHeader, parseLine } from './backup-format';

const header = {
  format: 'anpfiff-backup',
  version: 1,
  createdAt: '2025-03-01T10:00:00.000Z',
  migrations: ['0001_start'],
  tables: [{ name: 'accounts', columns: ['id', 'email'] }],
};

describe('the backup header', () => {
  it('takes a whole header', () => {
    expect(parseHeader(header)).toEqual(header);
  });

  it('names the field that is missing or of the wrong kind', () => {
    expect(() => parseHeader({ format: 'anpfiff-backup', version: 1 })).toThrow(
      'die Datei ist keine vollständige Sicherung: ihrer Kopfzeile fehlt "createdAt"',
    );
    expect(() => parseHeader({ ...header, migrations: undefined })).toThrow(
      'ihrer Kopfzeile fehlt "migrations"',
    );
    expect(() => parseHeader({ ...header, tables: [{ name: 'accounts', columns: 'id' }] })).toThrow(
      'die Datei ist keine vollständige Sicherung: "tables[0].columns" in ihrer Kopfzeile ist ungültig',
    );
  });

  it('tells a file of another kind or version from an incomplete one', () => {
    for (const other of [null, [], 'text', { ...header, version: 2 }, { format: 'pg_dump' }])
      expect(() => parseHeader(other)).toThrow(
        'die Datei ist keine Anpfiff-Sicherung in einem Format, das diese Version liest',
      );
  });
});

describe('a backup line', () => {
  it('is a row, a file or the closing counts', () => {
    for (const line of [
      { t: 'accounts', r: { id: 1 } },
      { file: 'uploads/a.webp', data: 'AAAA' },
      { end: true, rows: { accounts: 1 }, files: 0 },
    ])
      expect(parseLine(line, 2)).toEqual(line);
  });

  it('is refused with its number otherwise', () => {
    for (const line of [5, null, {}, { t: 'accounts', r: null }, { end: true, rows: { a: -1 }, files: 0 }])
      expect(() => parseLine(line, 7)).toThrow(
        'Zeile 7 der Sicherung ist weder Datensatz noch Datei noch Schlusszeile',
      );
  });
});
