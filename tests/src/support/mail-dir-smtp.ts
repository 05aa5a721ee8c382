import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that files every message it accepts, as sent, under `dataDir/mail`: a
 * server run as in production (mail over SMTP_URL) then fills the same Mailbox that the file transport
 * fills on a developer's machine, so signUp and verifyByMail work against it unchanged.
 */
export async function startMailDirSmtp(dataDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const dir = path.join(dataDir, 'mail');
  fs.mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Names sort by arrival, as the file transport's do by sending time.
        received += 1;
        const name = `${Date.now()}-${String(received).padStart(6, '0')}.eml`;
        fs.promises.writeFile(path.join(dir, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
