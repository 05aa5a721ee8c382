import fs from 'node:fs';
import path from 'node:path';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text part. */
  text: string;
  /** The `token=` of the first link in the text, if it has one. */
  token: string | undefined;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

// RFC 2047 words such as =?UTF-8?Q?Best=C3=A4tige?= in the Subject header.
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The text/plain part of a message file, decoded. */
function textPart(headers: Map<string, string>, body: string): string {
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [];
  for (const part of parts) {
    const at = part.search(/\r?\n\r?\n/);
    const partHeaders = headersOf(part.slice(0, at).replace(/^\r?\n/, ''));
    if ((partHeaders.get('content-type') ?? '').startsWith('text/plain'))
      return decodeBody(partHeaders, part.slice(at).replace(/^\r?\n\r?\n/, ''));
  }
  return boundary ? '' : decodeBody(headers, body);
}

function decodeBody(headers: Map<string, string>, body: string): string {
  return headers.get('content-transfer-encoding')?.toLowerCase() === 'quoted-printable'
    ? decodeQuotedPrintable(body)
    : body;
}

export function readMail(file: string): Mail {
  const raw = fs.readFileSync(file, 'utf8');
  const at = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, at));
  const text = textPart(headers, raw.slice(at).replace(/^\r?\n\r?\n/, ''));
  return {
    file: path.basename(file),
    to: headers.get('to') ?? '',
    subject: decodeHeader(headers.get('subject') ?? ''),
    text,
    token: /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1],
  };
}

/**
 * The `.eml` files the server's file transport writes under `DATA_DIR/mail`. Mails are sent after the
 * request's transaction commits, so reading one means waiting for it.
 */
export class Mailbox {
  private readonly seen = new Set<string>();

  constructor(readonly dataDir: string) {}

  get dir(): string {
    return path.join(this.dataDir, 'mail');
  }

  /** Every mail delivered so far, oldest first (file names sort by sending time). */
  all(): Mail[] {
    if (!fs.existsSync(this.dir)) return [];
    return fs
      .readdirSync(this.dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => readMail(path.join(this.dir, name)));
  }

  /** All delivered mails to an address. */
  to(address: string): Mail[] {
    return this.all().filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
  }

  /** Waits for the newest mail to `address` that no earlier call returned. */
  async next(address: string, timeoutMs = 20_000): Promise<Mail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const fresh = this.to(address).filter((mail) => !this.seen.has(mail.file));
      const newest = fresh.at(-1);
      if (newest) {
        for (const mail of fresh) this.seen.add(mail.file);
        return newest;
      }
      if (Date.now() > deadline) throw new Error(`no new mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The token of the next mail to `address`; fails if the mail carries no link with one. */
  async nextToken(address: string): Promise<string> {
    const mail = await this.next(address);
    if (!mail.token) throw new Error(`mail "${mail.subject}" to ${address} carries no token`);
    return mail.token;
  }
}
