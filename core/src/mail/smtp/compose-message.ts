import { randomBytes } from 'node:crypto';
import { encodeWords, foldLines } from 'nodemailer/lib/mime-funcs';
import MimeNode from 'nodemailer/lib/mime-node';
import { encode as encodeQp, wrap as wrapQp } from 'nodemailer/lib/qp';
import type { OutgoingMail } from '../mail-transport';

export interface ComposedMessage {
  envelope: { from: string; to: string[] };
  /** The Message-ID header of `raw`; given to nodemailer, which would otherwise make up one of its own. */
  messageId: string;
  /** The whole RFC 5322 message, CRLF line ends, 7-bit. */
  raw: Buffer;
}

// A plain ASCII addr-spec (dot-atom local part, LDH domain): the address of nearly every account. Anything
// else (an internationalised domain, a display name, a quoted local part) goes through nodemailer's
// full address handling instead.
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;
const PLAIN_HEADER_NAME = /^[A-Za-z0-9-]+$/;
const PLAIN_HEADER_VALUE = /^[\x20-\x7e]*$/;
// Headers this composer writes itself; a caller's header of the same name takes nodemailer's path.
const OWN_HEADERS = new Set(['from', 'to', 'subject', 'date', 'message-id', 'mime-version']);
// The Content-* headers of the parts are this composer's (type, charset, encoding), and a caller's one
// takes nodemailer's path. Content-Language only names the language of the whole message, as every
// rendered mail's does: it travels in the head like any other plain header.
const CALLERS_CONTENT_HEADERS = new Set(['content-language']);

const CRLF = '\r\n';

const toCrlf = (text: string) => text.replace(/\r\n|\r|\n/g, CRLF);
/** The quoted-printable body of a text with CRLF line ends, by nodemailer's encoder. */
const quotedPrintable = (text: string) => wrapQp(encodeQp(toCrlf(text)), 76);

/**
 * Builds the MIME message of an outgoing mail in one string, for the mails the platform sends in bulk:
 * one recipient with a plain address, a subject, a text and an optional HTML part, a few ASCII headers
 * (List-Unsubscribe, Reply-To, Content-Language).
 * nodemailer composes a message as a tree of streams and hands it to the socket in many small writes,
 * which costs the sender more CPU than anything else it does per mail; this writes the same structure at once
 * (quoted-printable parts, RFC 2047 subject, folded headers, nodemailer's own encoders) and nodemailer
 * sends it as `raw`. Returns undefined for any mail outside that shape: nodemailer composes it as before.
 */
export function createMessageComposer(from: string): (mail: OutgoingMail) => ComposedMessage | undefined {
  // From is the same on every mail: nodemailer's address handling (quoting, encoded words, punycode) once.
  const fromNode = new MimeNode('text/plain');
  fromNode.setHeader('From', from);
  const headerLines = fromNode.buildHeaders().split(CRLF);
  const fromAt = headerLines.findIndex((line) => /^from:/i.test(line));
  let fromLine = fromAt < 0 ? '' : headerLines[fromAt];
  // A long From is folded: its continuation lines start with white space.
  for (let i = fromAt + 1; fromAt >= 0 && /^[ \t]/.test(headerLines[i] ?? ''); i += 1)
    fromLine = `${fromLine}${CRLF}${headerLines[i]}`;
  const envelopeFrom = fromNode.getEnvelope().from;
  if (!fromLine || typeof envelopeFrom !== 'string' || !envelopeFrom.includes('@')) return () => undefined;
  const idDomain = envelopeFrom.slice(envelopeFrom.lastIndexOf('@') + 1);

  // Unique per message without asking the random generator each time: a random prefix per process and a
  // counter. The boundary starts with "=_", which quoted-printable output can never contain.
  const prefix = randomBytes(9).toString('base64url');
  let sequence = 0;

  return (mail) => {
    if (!PLAIN_ADDRESS.test(mail.to)) return undefined;
    const extra: string[] = [];
    for (const [name, value] of Object.entries(mail.headers ?? {})) {
      const lower = name.toLowerCase();
      if (!PLAIN_HEADER_NAME.test(name) || OWN_HEADERS.has(lower)) return undefined;
      if (lower.startsWith('content-') && !CALLERS_CONTENT_HEADERS.has(lower)) return undefined;
      if (!PLAIN_HEADER_VALUE.test(value)) return undefined;
      extra.push(foldLines(`${name}: ${value}`, 76));
    }
    sequence += 1;
    const unique = `${prefix}.${Date.now().toString(36)}.${sequence.toString(36)}`;
    const messageId = `<${unique}@${idDomain}>`;
    const head = [
      fromLine,
      `To: ${mail.to}`,
      foldLines(`Subject: ${encodeWords(mail.subject.replace(/[\r\n]+/g, ' '), 'Q', 52)}`, 76),
      `Message-ID: ${messageId}`,
      `Date: ${new Date().toUTCString().replace(/GMT/, '+0000')}`,
      'MIME-Version: 1.0',
      ...extra,
    ];
    const part = (type: string, body: string) =>
      `Content-Type: ${type}; charset=utf-8${CRLF}Content-Transfer-Encoding: quoted-printable${CRLF}${CRLF}${quotedPrintable(body)}`;
    let message: string;
    if (mail.html === undefined) {
      message = [...head, part('text/plain', mail.text)].join(CRLF);
    } else {
      const boundary = `=_${unique}`;
      message = [
        ...head,
        `Content-Type: multipart/alternative;${CRLF} boundary="${boundary}"`,
        '',
        `--${boundary}`,
        part('text/plain', mail.text),
        `--${boundary}`,
        part('text/html', mail.html),
        `--${boundary}--`,
      ].join(CRLF);
    }
    return {
      envelope: { from: envelopeFrom, to: [mail.to] },
      messageId,
      raw: Buffer.from(`${message}${CRLF}`, 'utf8'),
    };
  };
}
