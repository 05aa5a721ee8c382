/**
 * Just enough MIME reading for the messages our own file transport writes (nodemailer: multipart/
 * alternative, quoted-printable or base64 parts): unfolded headers with RFC 2047 words decoded, and the
 * decoded text and HTML parts. Used by the dev mailbox page and by tests; not a general mail parser.
 */
export interface ParsedEml {
  headers: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
}

function decodeQuotedPrintable(body: string): string {
  const latin1 = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = (at < 0 ? raw : raw.slice(0, at)).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: at < 0 ? '' : raw.slice(at + 4) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

export function readEml(raw: string): ParsedEml {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const parts: { headers: Map<string, string>; body: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1, -1))
      parts.push(splitHead(chunk.replace(/^\r\n/, '')));
  } else {
    parts.push({ headers, body });
  }
  const find = (mime: string) => {
    const part = parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').startsWith(mime));
    return part && decodeBody(part.headers, part.body.replace(/\r\n$/, ''));
  };
  return { headers, text: find('text/plain'), html: find('text/html') };
}
