import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderMail } from '../templates/render-mail';
import { createFileTransport, emlFileName } from './file-transport';
import { readEml } from './read-eml.test-support';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-mail-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const emlFiles = () =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();

describe('file transport', () => {
  it('writes an RFC 5322 message with From, To, a UTF-8 subject and both bodies', async () => {
    const transport = createFileTransport({
      dir: path.join(dir, 'mail'),
      from: 'Anpfiff <no-reply@anpfiff.ch>',
    });
    const mail = renderMail('verify-mail', {
      country: 'CH',
      siteUrl: 'https://anpfiff.ch',
      token: 'tok-123_ÄÖ',
      displayName: 'Jürg Müller',
    });
    await transport.send({ to: 'juerg@example.ch', ...mail });

    const files = fs.readdirSync(path.join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-\d{6}-[0-9a-f]{8}\.eml$/);
    const raw = fs.readFileSync(path.join(dir, 'mail', files[0] as string), 'utf8');

    // Headers are 7-bit: the umlaut of the subject travels as an RFC 2047 encoded word.
    expect(raw.split('\r\n\r\n')[0]).toMatch(/^Subject: =\?UTF-8\?[QB]\?/im);
    expect(raw).toMatch(/\r\n/);
    const eml = readEml(raw);
    expect(eml.headers.get('from')).toBe('Anpfiff <no-reply@anpfiff.ch>');
    expect(eml.headers.get('to')).toBe('juerg@example.ch');
    expect(eml.headers.get('subject')).toBe('Bestätige deine E-Mail-Adresse bei Anpfiff');
    expect(eml.headers.get('mime-version')).toBe('1.0');
    expect(eml.headers.get('date')).toBeTruthy();
    expect(eml.headers.get('message-id')).toMatch(/^<.+@anpfiff\.ch>$/);
    expect(eml.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    // The layout's headers: the language of the Swiss site, and replies to the support address.
    expect(eml.headers.get('content-language')).toBe('de-CH');
    expect(eml.headers.get('reply-to')).toBe('Anpfiff <hallo@anpfiff.ch>');
    const link = 'https://anpfiff.ch/verify-mail?token=tok-123_%C3%84%C3%96';
    expect(eml.text).toBe(mail.text.replace(/\n/g, '\r\n'));
    expect(eml.text).toContain(link);
    expect(eml.text).toContain('Hallo Jürg Müller');
    expect(eml.html).toContain(`href="${link}"`);
  });

  it('writes a text-only message when there is no HTML', async () => {
    const transport = createFileTransport({ dir, from: 'no-reply@anpfiff.de' });
    await transport.send({ to: 'a@example.de', subject: 'Test', text: 'Grüße' });
    const eml = readEml(fs.readFileSync(path.join(dir, emlFiles()[0] as string), 'utf8'));
    expect(eml.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(eml.text).toBe('Grüße');
    expect(eml.html).toBeUndefined();
  });

  it('gives every mail its own file, in the order they were sent, and leaves no partial files', async () => {
    const transport = createFileTransport({ dir, from: 'no-reply@anpfiff.ch' });
    for (let i = 0; i < 25; i += 1)
      await transport.send({ to: 'a@example.ch', subject: `Nr. ${i}`, text: 'x' });
    const files = emlFiles();
    expect(files).toHaveLength(25);
    expect(fs.readdirSync(dir)).toHaveLength(25);
    const subjects = files.map((f) =>
      readEml(fs.readFileSync(path.join(dir, f), 'utf8')).headers.get('subject'),
    );
    expect(subjects).toEqual(Array.from({ length: 25 }, (_, i) => `Nr. ${i}`));
  });

  it('names files so that sorting them sorts them by time', () => {
    const names = [
      emlFileName(new Date('2026-01-02T03:04:05.006Z')),
      emlFileName(new Date('2026-01-02T03:04:05.006Z')),
      emlFileName(new Date('2026-11-02T00:00:00.000Z')),
    ];
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(3);
  });

  it('fails at creation, naming the directory, when it cannot write there', () => {
    const file = path.join(dir, 'not-a-directory');
    fs.writeFileSync(file, '');
    expect(() => createFileTransport({ dir: path.join(file, 'mail'), from: 'a@b.ch' })).toThrow(
      /^Cannot write mails to .*not-a-directory/,
    );
  });

  it('describes itself by its directory', () => {
    expect(createFileTransport({ dir, from: 'a@b.ch' }).describe()).toBe(`.eml files in ${dir}`);
  });
});
