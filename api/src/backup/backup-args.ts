import { isHelpWord, UsageError } from '@anpfiff/core/cli/command-line';

export const BACKUP_USAGE = `Aufruf: npm run backup -- [Datei]

  (ohne Datei)   Sicherung nach backups/anpfiff-<Zeit>.backup.gz
  <Datei>        Sicherung in diese Datei; sie darf noch nicht bestehen (eine Sicherung überschreibt nie)
  --help         Dieser Text

Sichert alle Tabellen und die hochgeladenen Bilder in eine Datei. Eingebettete Datenbank: bei gestoppter
App, oder bei laufender App über ihren SQL-Endpunkt (App und Sicherung mit demselben SQL_PORT).

Exit-Codes: 0 erledigt (auch mit einer Warnung zu fehlenden Bilddateien), 1 Fehler (Datei besteht schon,
Ordner nicht beschreibbar, keine Datenbank in DATA_DIR, App läuft ohne SQL_PORT, Datenbank nicht
erreichbar), 2 Aufruf falsch, 130 oder 143 abgebrochen (Strg+C oder SIGTERM; es bleibt nichts liegen).`;

export const RESTORE_USAGE = `Aufruf: npm run restore -- <Datei>
        npm run restore -- --rebase-event-log

  <Datei>              Eine Sicherung von "npm run backup" zurückspielen: in ein leeres DATA_DIR (App
                       gestoppt) oder eine leere Datenbank unter DATABASE_URL
  --rebase-event-log   Nach pg_restore auf einen anderen Server: das Event-Log auf die Transaktionen
                       dieses Servers umstellen
  --help               Dieser Text

Exit-Codes: 0 erledigt (auch mit einer Warnung zu fehlenden Bilddateien), 1 Fehler oder Wiederherstellung
abgelehnt (Datei fehlt, ist keine oder keine vollständige Sicherung, ist unvollständig oder von einer
neueren Version, Ziel nicht leer, App läuft), 2 Aufruf falsch, 130 oder 143 abgebrochen (Strg+C oder
SIGTERM; DATA_DIR bleibt, wie es war).`;

export type BackupCommand = { name: 'backup'; file: string | undefined } | { name: 'help' };

export type RestoreCommand = { name: 'restore'; file: string } | { name: 'rebase' } | { name: 'help' };

export { UsageError };

/** A file named like an option is a typo; `./-name` still reaches such a file. */
function fileArgument(args: string[]): string | undefined {
  const [file, ...extra] = args;
  if (file?.startsWith('-')) throw new UsageError(`Unbekanntes Argument: ${file}`);
  if (extra.length > 0) throw new UsageError(`Unerwartetes Argument: ${extra[0]} (nur eine Datei)`);
  return file;
}

/** Nothing (the default file), one file, or help. */
export function parseBackupArgs(args: string[]): BackupCommand {
  if (isHelpWord(args[0])) return { name: 'help' };
  return { name: 'backup', file: fileArgument(args) };
}

/** One file, `--rebase-event-log`, or help; without a file there is nothing to restore. */
export function parseRestoreArgs(args: string[]): RestoreCommand {
  if (isHelpWord(args[0])) return { name: 'help' };
  if (args[0] === '--rebase-event-log') {
    if (args.length > 1) throw new UsageError(`"--rebase-event-log" nimmt keine Argumente.`);
    return { name: 'rebase' };
  }
  const file = fileArgument(args);
  if (file === undefined) throw new UsageError('Welche Sicherung? Die Datei angeben.');
  return { name: 'restore', file };
}
