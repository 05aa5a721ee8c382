import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFileTransport } from '@anpfiff/core/mail/file/file-transport';
import { renderMail } from '@anpfiff/core/mail/templates/render-mail';
import { openTestDatabase, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('the dev mailbox page', () => {
  let t: TestDatabase;
  let dataDir: string;
  let dev: TestApp;
  let production: TestApp;
  let proxied: TestApp;
  let files: string[];

  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-dev-mail-'));
    const transport = createFileTransport({
      dir: path.join(dataDir, 'mail'),
      from: 'Anpfiff <no-reply@anpfiff.ch>',
    });
    const verify = renderMail('verify-mail', {
      country: 'CH',
      siteUrl: 'http://localhost:3000',
      token: 'demo-token-1',
      displayName: '<script>alert(1)</script>',
    });
    await transport.send({ to: 'neu@example.ch', ...verify });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await transport.send({ to: 'zwei@example.ch', subject: 'Zweite <Mail>', text: 'Ohne Link' });
    files = fs.readdirSync(path.join(dataDir, 'mail')).sort();
    dev = await startTestApp(t.db, { DATA_DIR: dataDir, NODE_ENV: 'development' });
    proxied = await startTestApp(t.db, { DATA_DIR: dataDir, NODE_ENV: 'development', TRUST_PROXY: 'true' });
    production = await startTestApp(t.db, {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      MAIL_SECRET: 'p'.repeat(40),
    });
  });
  afterAll(async () => {
    await dev?.close();
    await production?.close();
    await proxied?.close();
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the mails newest first, escaped', async () => {
    const res = await dev.request('GET', '/dev/mail');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<html lang="de-CH">');
    const second = res.text.indexOf('Zweite &lt;Mail&gt;');
    const first = res.text.indexOf('Bestätige deine E-Mail-Adresse bei Anpfiff');
    expect(second).toBeGreaterThan(0);
    expect(first).toBeGreaterThan(second);
    expect(res.text).toContain(`href="/dev/mail/${files[0]}"`);
  });

  it('shows a mail with its clickable links and its HTML in a sandbox', async () => {
    const res = await dev.request('GET', `/dev/mail/${files[0]}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '<a href="http://localhost:3000/verify-mail?token=demo-token-1">http://localhost:3000/verify-mail?token=demo-token-1</a>',
    );
    expect(res.text).toMatch(
      /<iframe title="HTML-Ansicht der Mail" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="/,
    );
    // The mail's markup exists only inside the escaped srcdoc attribute; nothing of it runs in the page.
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('&lt;script&gt;');
  });

  it('opens nothing outside the mail directory', async () => {
    for (const p of [
      '/dev/mail/..%2Fdb',
      '/dev/mail/%2E%2E',
      `/dev/mail/${files[0]}.bak`,
      '/dev/mail/x.eml',
    ]) {
      const res = await dev.request('GET', p);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('demo-token');
    }
  });

  it('shows the mails only to the machine the app runs on', async () => {
    // Through a proxy the app trusts, the caller's own address decides.
    const elsewhere = { headers: { 'X-Forwarded-For': '192.0.2.40' } };
    const local = { headers: { 'X-Forwarded-For': '127.0.0.1' } };
    for (const p of ['/dev/mail', `/dev/mail/${files[0]}`]) {
      const remote = await proxied.request('GET', p, elsewhere);
      expect(remote.text).not.toContain('Dev-Mailbox');
      expect(remote.text).not.toContain('demo-token');
      expect((await proxied.request('GET', p, local)).text).toContain('Dev-Mailbox');
      // Relayed by a proxy the app does not trust, nobody can tell who asked.
      const relayed = await dev.request('GET', p, local);
      expect(relayed.text).not.toContain('Dev-Mailbox');
      expect(relayed.text).not.toContain('demo-token');
    }
  });

  it('shows the mails only under the names of this machine and of the sites, not to a rebound name', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'de.localhost:3000']) {
      const res = await dev.request('GET', '/dev/mail', { headers: { Host: host } });
      expect(res.text, host).toContain('Dev-Mailbox');
    }
    // A name the visitor's browser was sent to, that its owner made point at this machine.
    for (const p of ['/dev/mail', `/dev/mail/${files[0]}`]) {
      const rebound = await dev.request('GET', p, { headers: { Host: 'evil.example:3000' } });
      expect(rebound.text).not.toContain('Dev-Mailbox');
      expect(rebound.text).not.toContain('demo-token');
    }
  });

  it('does not exist in production', async () => {
    for (const p of ['/dev/mail', `/dev/mail/${files[0]}`]) {
      const res = await production.request('GET', p);
      expect(res.text).not.toContain('Dev-Mailbox');
      expect(res.text).not.toContain('demo-token');
    }
  });
});
