import path from 'node:path';
import type { Config } from '../config/config';
import { createFileTransport } from './file/file-transport';
import type { MailTransport } from './mail-transport';
import { createSmtpTransport } from './smtp/smtp-transport';

export interface TransportLogger {
  info(obj: object, msg: string): void;
}

/**
 * Picks the mail adapter from configuration: SMTP when SMTP_URL is set, else `.eml` files under
 * `DATA_DIR/mail`. Async because the SMTP adapter proves at start that it reaches its server — a configured
 * transport that cannot start stops the process instead of silently writing files.
 *
 * With files on a developer's machine the logger gets each mail's subject and links, so the link of a
 * demo registration is one click away in the terminal. Never in production: the links carry tokens.
 */
export async function createMailTransport(
  config: Pick<Config, 'dataDir' | 'mailFrom'> & {
    env?: Config['env'];
    mail?: Pick<Config['mail'], 'smtpUrl'>;
  },
  logger?: TransportLogger,
): Promise<MailTransport> {
  const smtpUrl = config.mail?.smtpUrl;
  if (smtpUrl) return createSmtpTransport({ url: smtpUrl, from: config.mailFrom });
  const files = createFileTransport({ dir: path.join(config.dataDir, 'mail'), from: config.mailFrom });
  if (!logger || config.env === 'production') return files;
  return {
    async send(mail) {
      await files.send(mail);
      const links = [...new Set(mail.text.match(/https?:\/\/\S+/g) ?? [])];
      logger.info({ to: mail.to, subject: mail.subject, links }, 'mail written (development)');
    },
    describe: () => files.describe(),
  };
}
