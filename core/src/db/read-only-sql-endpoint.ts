import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite, PGliteInterface } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import type { Config } from '../config/config';
import type { Logger } from '../logger/logger';
import { pgliteOf } from './create-knex';
import { SearchSnapshots } from './search-snapshot';

// Request codes of the frontend's first packet (PostgreSQL protocol, "Message Formats").
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'

export interface SqlEndpointOptions {
  port: number;
  /** Loopback unless told otherwise: the endpoint has no password. */
  host?: string;
  /** Snapshots held at once; each is a full in-memory copy of the database. */
  maxConnections?: number;
  /**
   * The password of the user `backup`, who alone sees the whole database (`npm run backup` while the app
   * runs); without it that user is refused. Every other user sees the search tables only.
   */
  backupSecret?: string;
  logger?: Logger;
}

/** The user that reads the whole database, with the backup secret as its password. */
export const BACKUP_USER = 'backup';
/**
 * How long a backup client waits for its connection: the endpoint copies the whole database before it
 * answers the startup message, which takes longer the larger the database and the busier the app.
 */
export const BACKUP_CONNECT_TIMEOUT_MS = 10 * 60_000;

export interface SqlEndpoint {
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

/** An ErrorResponse message of severity FATAL, the way a server refuses a connection. */
function fatalError(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0, 'latin1');
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/** Complete protocol messages at the start of `buffer`, and the bytes left over. */
function splitMessages(buffer: Buffer, started: boolean): { messages: Buffer[]; rest: Buffer } {
  const messages: Buffer[] = [];
  let offset = 0;
  for (;;) {
    // Before startup the first packet has no type byte: int32 length, then the payload.
    const header = started ? 5 : 4;
    if (buffer.length - offset < header) break;
    const length = started ? buffer.readInt32BE(offset + 1) + 1 : buffer.readInt32BE(offset);
    if (buffer.length - offset < length) break;
    messages.push(buffer.subarray(offset, offset + length));
    offset += length;
    if (!started) started = true;
  }
  return { messages, rest: buffer.subarray(offset) };
}

/**
 * One client connection on its own snapshot: PGlite is a single Postgres session, so a client sharing the
 * application's instance would share its transactions and settings. The copy is taken when the client
 * connects, is read-only by default, and whatever a client does to it never reaches the application.
 */
const asksForEncryption = (code: number) => code === SSL_REQUEST || code === GSSENC_REQUEST;

/** The `user` parameter of a startup message (int32 length, int32 protocol, then name/value pairs). */
function startupUser(message: Buffer): string | undefined {
  const fields = message.subarray(8).toString('utf8').split('\0');
  const at = fields.indexOf('user');
  return at >= 0 && at % 2 === 0 ? fields[at + 1] : undefined;
}

/** AuthenticationCleartextPassword: the server asks for the password. */
const PASSWORD_REQUEST = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

/** The password of a PasswordMessage ('p', int32 length, the text with its closing NUL). */
const passwordOf = (message: Buffer): string =>
  message[0] === 0x70 ? message.subarray(5, message.length - 1).toString('utf8') : '';

function sameSecret(given: string, secret: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Refuses a connection with `error` once the client has sent its startup message. psql first asks for
 * encryption, and an error in answer to that reads as a failed TLS exchange ("server sent an error
 * response during SSL exchange"): so it is declined first, and the reason comes where psql shows it.
 */
function refuse(socket: net.Socket, error: Buffer): void {
  let pending = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 8 && asksForEncryption(pending.readInt32BE(4))) {
      socket.write('N');
      pending = pending.subarray(8);
    }
    if (pending.length >= 8) socket.end(error);
  });
  socket.on('error', () => socket.destroy());
}

/** The database a connection reads: a snapshot of the search tables, or for the backup user of all. */
interface Snapshot {
  pglite: PGliteInterface;
  close(): Promise<void>;
}

/** A copy of the whole database, taken when the backup user connects. */
async function wholeSnapshot(source: PGlite): Promise<Snapshot> {
  const pglite = await source.clone();
  return { pglite, close: () => pglite.close() };
}

async function serveConnection(
  socket: net.Socket,
  source: { whole: PGlite; search: SearchSnapshots },
  options: Pick<SqlEndpointOptions, 'backupSecret' | 'logger'>,
): Promise<void> {
  let snapshot: Snapshot | undefined;
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  let queue = Promise.resolve();
  // The backup user's startup message, held back until its password has been checked.
  let awaitingPassword: Buffer | undefined;

  const close = () => {
    socket.destroy();
    const copy = snapshot;
    snapshot = undefined;
    void copy?.close().catch(() => undefined);
  };

  const handle = async (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (!started && pending.length >= 8) {
      const code = pending.readInt32BE(4);
      if (asksForEncryption(code)) {
        // Loopback only, no encryption: answer "no" and let the client go on in plain text.
        socket.write('N');
        pending = pending.subarray(8);
      } else if (code === CANCEL_REQUEST) {
        return close();
      } else {
        break;
      }
    }
    const { messages, rest } = splitMessages(pending, started);
    pending = rest;
    for (const message of messages) {
      if (started && message[0] === TERMINATE) return close();
      let forward = message;
      if (!snapshot) {
        let whole = false;
        if (awaitingPassword) {
          if (!options.backupSecret || !sameSecret(passwordOf(message), options.backupSecret))
            return void socket.end(fatalError('28P01', 'Passwort für den Benutzer backup falsch'));
          [forward, whole, awaitingPassword] = [awaitingPassword, true, undefined];
        } else if (startupUser(message) === BACKUP_USER) {
          started = true;
          if (!options.backupSecret)
            return void socket.end(
              fatalError('28000', 'Sicherungen über diesen Endpunkt sind nicht eingerichtet'),
            );
          awaitingPassword = message;
          socket.write(PASSWORD_REQUEST);
          continue;
        }
        snapshot = whole ? await wholeSnapshot(source.whole) : await source.search.take();
        // The client may have gone while the snapshot was taken.
        if (socket.destroyed) return close();
        await snapshot.pglite.exec('set default_transaction_read_only = on');
      }
      started = true;
      const reply = await snapshot.pglite.execProtocolRaw(new Uint8Array(forward));
      if (reply.length > 0 && socket.writable) socket.write(reply);
    }
  };

  socket.on('data', (chunk: Buffer) => {
    queue = queue
      .then(() => handle(chunk))
      .catch((error: unknown) => {
        options.logger?.warn({ err: error }, 'SQL endpoint connection failed');
        close();
      });
  });
  socket.on('close', close);
  socket.on('error', close);
}

/**
 * A Postgres wire endpoint on the embedded database for psql and BI tools, while the application runs
 * (DESIGN.md section 1: PGlite lives inside one process). Each connection works on a snapshot taken at
 * connect time, so it holds no locks on the application's database and cannot change it. It has no
 * password, so a snapshot holds the search tables only (search-snapshot.ts); the user `backup` with
 * `backupSecret` sees all. The snapshots run on this process's thread, though: while one is copied or
 * answers a query, the application waits.
 */
export function startReadOnlySqlEndpoint(source: Knex, options: SqlEndpointOptions): Promise<SqlEndpoint> {
  const whole = pgliteOf(source);
  if (!whole) throw new Error('The SQL endpoint serves the embedded database only');
  const search = new SearchSnapshots(source);
  search.prepare();
  const host = options.host ?? '127.0.0.1';
  const maxConnections = options.maxConnections ?? 4;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    // No more snapshots than that are ever held; the client is told why, as Postgres would tell it.
    const full = sockets.size >= maxConnections;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    if (full) {
      refuse(
        socket,
        fatalError('53300', `zu viele Verbindungen (höchstens ${maxConnections} Snapshots gleichzeitig)`),
      );
      return;
    }
    void serveConnection(socket, { whole, search }, options);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      const address = server.address() as net.AddressInfo;
      resolve({
        host,
        port: address.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}

/**
 * The endpoint SQL_PORT asks for, or none. It exists for the embedded database only: a PostgreSQL server
 * already speaks the protocol itself, and asking for both is a startup error rather than a silent no-op.
 */
export async function startConfiguredSqlEndpoint(
  config: Pick<Config, 'sqlPort' | 'databaseUrl' | 'dataDir'>,
  db: Knex,
  logger?: Logger,
): Promise<SqlEndpoint | undefined> {
  if (config.sqlPort === undefined) return undefined;
  const pglite = pgliteOf(db);
  if (config.databaseUrl !== undefined || !pglite) {
    throw new Error(
      'SQL_PORT gilt nur für die eingebettete Datenbank; bei DATABASE_URL mit psql "$DATABASE_URL" verbinden',
    );
  }
  const backupSecret = writeBackupSecret(config.dataDir);
  return startReadOnlySqlEndpoint(db, {
    port: config.sqlPort,
    backupSecret,
    ...(logger ? { logger } : {}),
  });
}

/** Where the running app leaves the backup user's password for `npm run backup` of the same DATA_DIR. */
export const backupSecretFile = (dataDir: string) => path.join(dataDir, 'sql-endpoint-backup.secret');

/** A new password at every start, readable by the app's own user only, like the database files. */
function writeBackupSecret(dataDir: string): string {
  const secret = randomBytes(24).toString('hex');
  const file = backupSecretFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return secret;
}
