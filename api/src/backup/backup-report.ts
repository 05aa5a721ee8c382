import type { RestoreReport } from '@anpfiff/core/db/backup/restore-backup';
import type { BackupReport } from '@anpfiff/core/db/backup/write-backup';

/** The lines a backup or restore ends with: what was done (stdout), and a warning (stderr) if any. */
export interface Summary {
  done: string[];
  warning: string | undefined;
}

/** "1 Datei", "3 Dateien". */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function rowsOfTables(rows: Record<string, number>): string {
  const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
  const tables = Object.keys(rows).length;
  return `${counted(total, 'Datensatz', 'Datensätze')} aus ${counted(tables, 'Tabelle', 'Tabellen')}`;
}

/** What `npm run backup` prints once the file is written; `uploadsDir` is where missing images belong. */
export function backupSummary(file: string, report: BackupReport, uploadsDir: string): Summary {
  const files = counted(report.files, 'Datei', 'Dateien');
  const missing = report.missingFiles;
  return {
    done: [`Gesichert in ${file}: ${rowsOfTables(report.rows)}, ${files}.`],
    warning:
      missing.length === 0
        ? undefined
        : `Warnung: ${counted(missing.length, 'hochgeladenes Bild hat', 'hochgeladene Bilder haben')} ` +
          `einen Datensatz, aber keine Datei in ${uploadsDir}; die Sicherung enthält nur die Datensätze, ` +
          `nach einer Wiederherstellung fehlen diese Bilder: ${missing.join(', ')}`,
  };
}

/** What `npm run restore` prints once the rows and files are back. */
export function restoreSummary(report: RestoreReport, uploadsDir: string): Summary {
  const files = counted(report.files, 'Datei', 'Dateien');
  const missing = report.missingFiles;
  const done = [`Wiederhergestellt: ${rowsOfTables(report.rows)} und ${files}.`];
  if (report.migratedAfter.length > 0)
    done.push(`Danach auf den Stand dieser Version migriert: ${report.migratedAfter.join(', ')}`);
  return {
    done,
    warning:
      missing.length === 0
        ? undefined
        : `Warnung: Die Sicherung enthält zu ` +
          `${counted(missing.length, 'hochgeladenem Bild', 'hochgeladenen Bildern')} keine Datei; ` +
          `sie fehlen, bis die Dateien in ${uploadsDir} liegen: ${missing.join(', ')}`,
  };
}

/** Prints a summary: what was done on stdout, the warning on stderr. */
export function printSummary({ done, warning }: Summary): void {
  for (const line of done) console.log(line);
  if (warning) console.warn(warning);
}
