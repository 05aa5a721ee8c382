import type { MailTransport } from '@anpfiff/core/mail/mail-transport';
import { createSmtpTransport } from '@anpfiff/core/mail/smtp/smtp-transport';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

type SmtpTransport = MailTransport & { close(): void };

/**
 * For a suite that delivers through a real SMTP server: a sink and a pooled transport to it, started
 * before the suite's tests and closed after them, the sink emptied before each test. Read `sink` and
 * `transport` inside the tests (they exist once the suite has started).
 */
export function smtpSinkPerSuite(): { readonly sink: SmtpSink; readonly transport: SmtpTransport } {
  let sink: SmtpSink | undefined;
  let transport: SmtpTransport | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    transport = await createSmtpTransport({ url: sink.url, from: 'Anpfiff <no-reply@anpfiff.ch>' });
  });
  afterAll(async () => {
    transport?.close();
    await sink?.close();
  });
  beforeEach(() => {
    if (sink) sink.received.length = 0;
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the SMTP sink starts with the suite');
    return value;
  };
  return {
    get sink() {
      return started(sink);
    },
    get transport() {
      return started(transport);
    },
  };
}
