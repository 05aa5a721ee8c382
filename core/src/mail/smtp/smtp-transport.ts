import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingMail } from '../mail-transport';
import { createMessageComposer } from './compose-message';

export interface SmtpTransportOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; credentials stay out of every log line. */
  url: string;
  from: string;
  /** Parallel connections kept open to the server; digests are sent over them. */
  maxConnections?: number;
}

/**
 * Connections kept open to the mail server. A send waits mostly for the server's answers, so several in
 * flight multiply the throughput; the sender runs as many sends at once (see mailer/src/main.ts).
 */
export const SMTP_CONNECTIONS = 8;

/** The mail server's address without user and password, for the start-up log. */
export function describeSmtpUrl(raw: string): string {
  const url = new URL(raw);
  return `SMTP ${url.protocol.replace(':', '')}://${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
}

/**
 * The distributed mail adapter: nodemailer's SMTP transport with a connection pool. `send` resolves when
 * the server accepted the message and rejects with the server's answer otherwise (a 4xx or 5xx, a refused
 * connection), which the outbox retries with back-off. Start-up proves the server answers (`verify`), so
 * a wrong SMTP_URL stops the process instead of piling up undeliverable mails.
 */
export async function createSmtpTransport({
  url,
  from,
  maxConnections = SMTP_CONNECTIONS,
}: SmtpTransportOptions): Promise<MailTransport & { close(): void }> {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections,
    maxMessages: Infinity,
    // Long enough for a slow server, short enough that the outbox lease (10 minutes) is never outlived.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  try {
    await transporter.verify();
  } catch (error) {
    transporter.close();
    const reason = error instanceof Error ? error.message.split('\n', 1)[0] : String(error);
    throw new Error(`SMTP_URL: der Mailserver (${describeSmtpUrl(url)}) antwortet nicht: ${reason}`, {
      cause: error,
    });
  }
  const compose = createMessageComposer(from);
  return {
    async send(mail: OutgoingMail): Promise<void> {
      // The common mail is composed in one piece (see compose-message); any other by nodemailer.
      const composed = compose(mail);
      if (composed) {
        await transporter.sendMail(composed);
        return;
      }
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        ...(mail.headers === undefined ? {} : { headers: mail.headers }),
        textEncoding: 'quoted-printable',
      });
    },
    describe: () => describeSmtpUrl(url),
    close: () => transporter.close(),
  };
}
