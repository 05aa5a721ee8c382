import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Config } from '@anpfiff/core/config/config';
import { createKnex, databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import {
  BACKUP_CONNECT_TIMEOUT_MS,
  BACKUP_USER,
  backupSecretFile,
} from '@anpfiff/core/db/read-only-sql-endpoint';
import type { Knex } from 'knex';

export interface OpenedSource {
  db: Knex;
  /** Where the backup reads from, for "Sicherung aus … nach …". */
  description: string;
}

/** True when something accepts connections on the port: the app (or its SQL endpoint) is running. */
export function portAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A backup or restore refused before anything was read or written: its message is all the operator needs. */
export class BackupUsageError extends Error {}

/**
 * Where a backup reads from. A PostgreSQL server directly. The embedded database belongs to the process
 * that opened it: while the app runs, through its read-only SQL endpoint (SQL_PORT), whose connection is
 * a snapshot of one moment; while it is stopped, by opening DATA_DIR. Opening DATA_DIR under a running
 * app could damage it, so a running app without SQL_PORT is refused.
 */
export async function openBackupSource(config: Config): Promise<OpenedSource> {
  const target = databaseTarget(config);
  if (target.kind === 'postgres')
    return { db: await openDatabase(target), description: describeTarget(target) };
  if (config.sqlPort !== undefined && (await portAnswers(config.sqlPort))) {
    // The endpoint shows others the search tables only; the app left the backup user's password here.
    const secretFile = backupSecretFile(config.dataDir);
    if (!fs.existsSync(secretFile))
      throw new BackupUsageError(
        `${secretFile} fehlt: die Sicherung mit demselben DATA_DIR ausführen wie die laufende App.`,
      );
    const secret = fs.readFileSync(secretFile, 'utf8').trim();
    const url = `postgres://${BACKUP_USER}:${secret}@127.0.0.1:${config.sqlPort}/postgres`;
    return {
      db: createKnex({ kind: 'postgres', url, connectTimeoutMs: BACKUP_CONNECT_TIMEOUT_MS }),
      description: `dem SQL-Endpunkt der laufenden App auf Port ${config.sqlPort}`,
    };
  }
  if (await portAnswers(config.port)) {
    throw new BackupUsageError(
      `Die App läuft auf Port ${config.port}. Sie mit SQL_PORT starten (z. B. SQL_PORT=5433) und die ` +
        'Sicherung mit demselben SQL_PORT ausführen, oder die App zuerst stoppen.',
    );
  }
  if (!target.dataDir || !fs.existsSync(path.join(target.dataDir, 'PG_VERSION')))
    throw new BackupUsageError(`In ${target.dataDir ?? 'DATA_DIR/db'} ist keine Datenbank; DATA_DIR prüfen.`);
  // A backup only reads: held by another process, the database can be read through the app's SQL_PORT.
  return { db: await openDatabase(target, { readsOnly: true }), description: describeTarget(target) };
}
