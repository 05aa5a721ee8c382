import type { Page } from 'playwright';
import { ApiClient } from '../src/support/api-client';
import type { Site } from '../src/support/api-client';
import { Mailbox, type Mail } from '../src/support/mailbox';
import { clubRegistration, PASSWORD, personRegistration } from '../src/support/payloads';
import { sitesOn, startServer, tempDataDir, type ServerProcess } from '../src/support/server-process';

export { PASSWORD };

export interface AuthServer extends ServerProcess {
  germanUrl: string;
  mailbox: Mailbox;
  close(): Promise<void>;
}

/**
 * The real server in embedded mode on an empty database (every account a test needs, it registers), with
 * both country sites on its port and the mails as files the test can open.
 */
export async function startAuthServer(): Promise<AuthServer> {
  const data = tempDataDir();
  try {
    const server = await startServer((port) => ({
      DATA_DIR: data.dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SITES: JSON.stringify(sitesOn(port)),
    }));
    return {
      ...server,
      germanUrl: sitesOn(server.port).DE,
      mailbox: new Mailbox(data.dir),
      close: async () => {
        await server.stop();
        data.remove();
      },
    };
  } catch (error) {
    data.remove();
    throw error;
  }
}

let counter = 0;

/** An address no other test uses. */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** The first link of a mail that leads to `path` of a site, as the recipient would click it. */
export function linkIn(mail: Mail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`mail "${mail.subject}" has no link to ${path}:\n${mail.text}`);
  return link;
}

/** Registers and verifies an account through the API (the browser journeys do it by hand once). */
export async function verifiedAccount(
  server: AuthServer,
  kind: 'person' | 'club',
  site: Site = 'CH',
): Promise<string> {
  const email = freshEmail(kind);
  const client = new ApiClient(server.port, { site });
  const body = kind === 'person' ? personRegistration(site, email) : clubRegistration(site, email);
  const registered = await client.post(`register/${kind}`, body);
  if (registered.status !== 200) throw new Error(`register ${kind}: ${registered.status} ${registered.text}`);
  const token = await server.mailbox.nextToken(email);
  const verified = await client.post('verify-mail', { token });
  if (verified.status !== 200) throw new Error(`verify ${email}: ${verified.status} ${verified.text}`);
  return email;
}

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Passwort').fill(password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
}
