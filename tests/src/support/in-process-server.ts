import type { AppDeps } from '@anpfiff/api/app-types';
import { startTestApp } from '@anpfiff/api/testing/test-app';
import { createLogger } from '@anpfiff/core/logger/logger';
import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { startMailSender } from '@anpfiff/core/mail/mail-sender';
import { openTestDatabase } from '@anpfiff/core/testing/test-databases';
import type { Knex } from 'knex';
import { ApiClient, type Transport } from './api-client';
import type { ApiServer } from './api-server';
import { Mailbox } from './mailbox';
import { tempDataDir } from './server-process';

// The harness picks its own port and does not tell; Host and Origin only need to agree with each other.
const NOMINAL_PORT = 80;

/**
 * The API's own test harness (the real app over a scratch database) on an in-memory PGlite, with a mail
 * sender writing `.eml` files to DATA_DIR as the server does. PGlite belongs to one process, so this is
 * how a test can look at the rows of an embedded database while the API is serving. `env` adds settings,
 * `deps` replaces parts the app is given (an emblem source, say).
 */
export async function startInProcessPgliteServer(
  options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<ApiServer & { db: Knex }> {
  const data = tempDataDir();
  const database = await openTestDatabase('pglite');
  const app = await startTestApp(
    database.db,
    { NODE_ENV: 'test', DATA_DIR: data.dir, ...options.env },
    options.deps,
  );
  const mail = startMailSender({
    db: database.db,
    transport: await createMailTransport(app.config),
    logger: createLogger({ level: 'silent' }),
    intervalMs: 100,
  });
  const transport: Transport = async ({ method, path, headers, body, localAddress }) => {
    // The harness passes the body on to Node's request.end(), which takes bytes as well as text.
    const res = await app.request(method, path, {
      headers,
      body: body as unknown as string | undefined,
      ...(localAddress ? { localAddress } : {}),
    });
    return { status: res.status, headers: res.headers, text: res.text };
  };
  return {
    kind: 'pglite',
    port: NOMINAL_PORT,
    dataDir: data.dir,
    databaseUrl: undefined,
    db: database.db,
    mailbox: new Mailbox(data.dir),
    client: (options) => new ApiClient(NOMINAL_PORT, { ...options, transport }),
    output: () => '',
    stop: async () => {
      await app.close();
      await mail.stop();
      await database.close();
      data.remove();
    },
  };
}
