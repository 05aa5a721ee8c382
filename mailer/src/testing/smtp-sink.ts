import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Raw header values by lower-case name, e.g. `list-unsubscribe`. */
  header(name: string): string | undefined;
  /** Every http(s) link of the text part, in order. */
  links: string[];
}

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Answer every RCPT TO with this SMTP error (e.g. 550) until set back to undefined. */
  refuseWith: { code: number; message: string } | undefined;
  /** Parse each message (tests) or only count it (benchmarks: parsing would dominate the figure). */
  count: number;
  close(): Promise<void>;
}

function toReceived(mail: ParsedMail): ReceivedMail {
  const text = mail.text ?? '';
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
  return {
    to,
    subject: mail.subject ?? '',
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    header: (name) =>
      mail.headerLines
        .find((h) => h.key === name.toLowerCase())
        ?.line.replace(/^[^:]+:\s*/, '')
        .replace(/\r?\n[ \t]+/g, ' '),
    links: text.match(/https?:\/\/\S+/g) ?? [],
  };
}

/**
 * A real SMTP server on a free port for tests and benchmarks (smtp-server, no TLS, no auth). Tests read
 * what it received, parsed by mailparser; `refuseWith` makes it turn mails away like a full mailbox or a
 * blocking server would.
 */
export async function startSmtpSink(options: { parse?: boolean } = {}): Promise<SmtpSink> {
  const parse = options.parse ?? true;
  const sink: SmtpSink = {
    url: '',
    port: 0,
    received: [],
    refuseWith: undefined,
    count: 0,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(_address, _session, callback) {
      const refusal = sink.refuseWith;
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      if (!parse) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          sink.count += 1;
          callback();
        });
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          sink.received.push(toReceived(mail));
          sink.count += 1;
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  sink.port = (server.server.address() as AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
