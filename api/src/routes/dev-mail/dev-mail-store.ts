import fs from 'node:fs';
import path from 'node:path';
import { type ParsedEml, readEml } from '@anpfiff/core/mail/file/read-eml';

/** Names the file transport gives its mails (see emlFileName); anything else is never opened. */
const EML_NAME = /^\d{8}T\d{9}Z-\d{6}-[0-9a-f]{8}\.eml$/;

export interface MailSummary {
  file: string;
  date: string;
  to: string;
  subject: string;
}

export const isMailFileName = (name: string) => EML_NAME.test(name);

/** The newest `limit` mails under `DATA_DIR/mail`, newest first (the file names sort by sending time). */
export async function listMails(dir: string, limit = 200): Promise<{ mails: MailSummary[]; total: number }> {
  let names: string[];
  try {
    names = (await fs.promises.readdir(dir)).filter(isMailFileName).sort().reverse();
  } catch {
    return { mails: [], total: 0 };
  }
  const mails = await Promise.all(
    names.slice(0, limit).map(async (file) => {
      const { headers } = readEml(await fs.promises.readFile(path.join(dir, file), 'utf8'));
      return {
        file,
        date: headers.get('date') ?? '',
        to: headers.get('to') ?? '',
        subject: headers.get('subject') ?? '',
      };
    }),
  );
  return { mails, total: names.length };
}

/** One mail by its file name, or undefined; the name is checked, so no path leaves the mail directory. */
export async function readMail(dir: string, file: string): Promise<ParsedEml | undefined> {
  if (!isMailFileName(file)) return undefined;
  try {
    return readEml(await fs.promises.readFile(path.join(dir, file), 'utf8'));
  } catch {
    return undefined;
  }
}
