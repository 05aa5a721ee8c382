import type { MailTransport, OutgoingMail } from '@anpfiff/core/mail/mail-transport';
import { createMessageComposer } from '@anpfiff/core/mail/smtp/compose-message';
import { createSmtpTransport } from '@anpfiff/core/mail/smtp/smtp-transport';
import { renderDigestMail } from '@anpfiff/core/mail/templates/weekly-digest';
import { unsubscribeHeaders } from '@anpfiff/core/mail/unsubscribe-link';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './testing/smtp-sink';

const FROM = 'Anpfiff <no-reply@anpfiff.ch>';
const UNSUBSCRIBE =
  'https://anpfiff.ch/api/unsubscribe?account=0193a5b2-1111-7000-8000-000000000001&sig=Zm9vYmFyLWJhei1xdXV4LWNvcmdlLWdyYXVsdA';

/** A digest with what trips up a hand-written message: umlauts, "=" in links, long lines, a leading dot. */
function digest(to: string): OutgoingMail {
  const rendered = renderDigestMail({
    country: 'CH',
    siteUrl: 'https://anpfiff.ch',
    displayName: 'Jürg',
    unsubscribeUrl: UNSUBSCRIBE,
    kind: 'person',
    offers: [
      {
        slug: 'fc-zürich-süd-junioren',
        title: 'Trainer·in · Junioren D',
        clubName: 'FC Zürich-Süd',
        place: '8001 Zürich',
      },
      { slug: 'sc-ost', title: 'Schiedsrichter', clubName: '.Punkt & Söhne "United" <1898>', place: '' },
      {
        slug: 'x'.repeat(120),
        title: `Kassier ${'ä'.repeat(60)}`,
        clubName: 'SV Émoji 😀',
        place: '3011 Bern',
      },
    ],
  });
  return {
    to,
    ...rendered,
    text: `${rendered.text}\n.eine Zeile mit Punkt\nLeerzeichen am Ende   \n\tTab am Anfang`,
    headers: { ...rendered.headers, ...unsubscribeHeaders(UNSUBSCRIBE) },
  };
}

/** What a mail program shows of a mail; Message-ID and Date differ per send by design. */
const seen = (mail: ReceivedMail) => ({
  from: mail.header('from'),
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  listUnsubscribe: mail.header('list-unsubscribe'),
  listUnsubscribePost: mail.header('list-unsubscribe-post'),
  contentLanguage: mail.header('content-language'),
  replyTo: mail.header('reply-to'),
  contentType: mail.header('content-type')?.split(';')[0],
});

describe('mails over SMTP, as the recipient reads them', () => {
  let sink: SmtpSink;
  let transport: MailTransport & { close(): void };
  let reference: ReturnType<typeof nodemailer.createTransport>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    transport = await createSmtpTransport({ url: sink.url, from: FROM, maxConnections: 2 });
    reference = nodemailer.createTransport({ url: sink.url } as Parameters<
      typeof nodemailer.createTransport
    >[0]);
  });
  afterAll(async () => {
    transport?.close();
    reference?.close();
    await sink?.close();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  /** The same mail composed by nodemailer from its parts, as the transport did before. */
  const viaNodemailer = async (mail: OutgoingMail, from = FROM) => {
    await reference.sendMail({ from, ...mail, textEncoding: 'quoted-printable' });
    return sink.received.pop() as ReceivedMail;
  };
  const viaTransport = async (mail: OutgoingMail, t: MailTransport = transport) => {
    await t.send(mail);
    return sink.received.pop() as ReceivedMail;
  };

  it('delivers a digest exactly as nodemailer composes it: subject, both parts, links and headers', async () => {
    const mail = digest('juerg.mueller@example.ch');
    const received = await viaTransport(mail);
    expect(seen(received)).toEqual(seen(await viaNodemailer(mail)));
    expect(received.subject).toBe('3 neue passende Angebote für dich');
    // The parser hands text over with LF line ends, whatever travelled.
    expect(received.text).toBe(mail.text);
    expect(received.html).toBe(mail.html);
    expect(received.header('list-unsubscribe')).toBe(`<${UNSUBSCRIBE}>`);
    expect(received.header('content-language')).toBe('de-CH');
    expect(received.header('reply-to')).toBe('Anpfiff <hallo@anpfiff.ch>');
    expect(received.links).toContain(UNSUBSCRIBE);
  });

  it('composes a digest itself, its Content-Language included, rather than leave it to nodemailer', () => {
    const mail = digest('juerg.mueller@example.ch');
    const composed = createMessageComposer(FROM)(mail);
    expect(composed).toBeDefined();
    const head = composed?.raw.toString('utf8').split('\r\n\r\n')[0];
    expect(head).toMatch(/^Content-Language: de-CH$/m);
    expect(head).toMatch(/^Reply-To: Anpfiff <hallo@anpfiff\.ch>$/m);
    // Any other Content-* header describes the parts this composer writes: nodemailer's path.
    expect(
      createMessageComposer(FROM)({ ...mail, headers: { 'Content-Disposition': 'inline' } }),
    ).toBeUndefined();
  });

  it('delivers a mail without HTML as plain text', async () => {
    const mail = { to: 'lea@example.de', subject: 'Grüße', text: 'Hallo Lea\n\nSportliche Grüße' };
    const received = await viaTransport(mail);
    expect(seen(received)).toEqual(seen(await viaNodemailer(mail)));
    expect(received.html).toBe('');
    expect(received.header('content-type')).toMatch(/^text\/plain/);
  });

  it('delivers to an address with an umlaut in its domain, and from a sender name with one', async () => {
    const from = 'Anpfiff Süd <no-reply@anpfiff.de>';
    const own = await createSmtpTransport({ url: sink.url, from, maxConnections: 1 });
    try {
      const mail = digest('juerg@müller.example');
      const received = await viaTransport(mail, own);
      expect(seen(received)).toEqual(seen(await viaNodemailer(mail, from)));
      expect(received.to).toBe('juerg@müller.example');
      expect(received.header('from')).toMatch(/no-reply@anpfiff\.de/);
      // A plain recipient under the same sender goes the composed way; the sender's name survives it.
      const plain = digest('lea@example.de');
      expect(seen(await viaTransport(plain, own))).toEqual(seen(await viaNodemailer(plain, from)));
    } finally {
      own.close();
    }
  });

  it('gives every mail a Message-ID of its own', async () => {
    for (let n = 0; n < 5; n += 1) await transport.send(digest(`p${n}@example.ch`));
    const ids = sink.received.map((m) => m.header('message-id'));
    expect(ids.every((id) => /^<[^@\s]+@anpfiff\.ch>$/.test(id ?? ''))).toBe(true);
    expect(new Set(ids).size).toBe(5);
  });
});
