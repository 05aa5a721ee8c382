import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingMail } from '../mail-transport';

export interface FileTransportOptions {
  /** Directory the `.eml` files are written to, usually `DATA_DIR/mail`. */
  dir: string;
  /** From header, e.g. `Anpfiff <no-reply@anpfiff.ch>`. */
  from: string;
}

// Orders files written within the same millisecond by this process; the random part keeps names unique
// across processes that share the directory.
let sequence = 0;

/** `20261121T185824123Z-000001-3f9a1c2e.eml`: sorting the names sorts the mails by the time they were sent. */
export function emlFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  sequence = (sequence + 1) % 1_000_000;
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * The embedded mail adapter: every mail becomes an RFC 5322 message file, composed by nodemailer exactly as
 * it would go over SMTP, so what a developer opens in a mail client is what a recipient would get.
 * The directory is created at start, so a path that cannot be written is a start-up error.
 */
export function createFileTransport({ dir, from }: FileTransportOptions): MailTransport {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    throw new Error(
      `Cannot write mails to ${dir}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  // CRLF line ends, as RFC 5322 requires of a message; mail clients open such files as they are.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  return {
    async send(mail: OutgoingMail): Promise<void> {
      const info = await composer.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        ...(mail.headers === undefined ? {} : { headers: mail.headers }),
        // Quoted-printable rather than base64: the raw file stays mostly legible German for a developer.
        textEncoding: 'quoted-printable',
      });
      if (!Buffer.isBuffer(info.message))
        throw new Error('nodemailer did not return the message as a buffer');
      const file = path.join(dir, emlFileName(new Date()));
      // Written under a dot-name and renamed: whoever lists the directory sees whole messages only.
      const partial = path.join(dir, `.${path.basename(file)}.partial`);
      try {
        await fs.promises.writeFile(partial, info.message);
        await fs.promises.rename(partial, file);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    describe: () => `.eml files in ${dir}`,
  };
}
