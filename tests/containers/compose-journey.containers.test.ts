import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DockerComposeEnvironment, type StartedDockerComposeEnvironment, Wait } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../src/support/api-client';
import { clubRegistration, jobPayload, PASSWORD, personRegistration } from '../src/support/payloads';
import { freePort, ROOT, sitesOn } from '../src/support/server-process';
import { containerRuntime } from './container-runtime';
import { type CaughtMail, Mailpit } from './mailpit';

const runtime = await containerRuntime('Compose journey (deploy/compose.yml)');

const tokenOf = (mail: CaughtMail) => /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];

async function eventually<T>(
  what: string,
  get: () => Promise<T | undefined>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await get().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function expectOk(res: { status: number; text: string }, what: string): void {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.text}`);
}

/**
 * The whole stack as an operator starts it (`docker compose -f deploy/compose.yml up --build` with the
 * settings of .env.example), on ports of its own and a project name of its own, removed with its volumes
 * afterwards. Building the images and starting Kafka and OpenSearch takes minutes.
 */
describe.runIf(runtime)('deploy/compose.yml end to end', () => {
  let stack: StartedDockerComposeEnvironment | undefined;
  let httpPort = 0;
  let mailpit: Mailpit;
  let dashboardsPort = 0;

  beforeAll(async () => {
    httpPort = await freePort();
    const mailpitPort = await freePort();
    dashboardsPort = await freePort();
    mailpit = new Mailpit(`http://127.0.0.1:${mailpitPort}`);
    stack = await new DockerComposeEnvironment(path.join(ROOT, 'deploy'), 'compose.yml')
      .withProjectName(`anpfiff-test-${randomBytes(4).toString('hex')}`)
      .withEnvironmentFile('.env.example')
      .withEnvironment({
        HTTP_BIND: '127.0.0.1',
        HTTP_PORT: String(httpPort),
        MAILPIT_PORT: String(mailpitPort),
        DASHBOARDS_PORT: String(dashboardsPort),
        SITES: JSON.stringify(sitesOn(httpPort)),
        OPENSEARCH_HEAP: '512m',
        // The example's placeholder is refused in production, as an operator's copy of it would be.
        MAIL_SECRET: randomBytes(32).toString('hex'),
      })
      .withBuild()
      // Every service has a health check; "up" returns when all of them pass.
      .withDefaultWaitStrategy(Wait.forHealthCheck())
      .withStartupTimeout(900_000)
      .up();
  }, 1_200_000);

  afterAll(async () => {
    await stack?.down({ removeVolumes: true, timeout: 60_000 });
  }, 300_000);

  it('serves the site and the API through the proxy from either replica', async () => {
    const site = new ApiClient(httpPort, { site: 'CH' });
    expect((await site.get('/readyz')).body).toEqual({ status: 'ready' });
    const home = await site.request('GET', '/', undefined, { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(home.text).toContain('<div id="root">');
    for (const replica of ['api-1', 'api-2']) {
      const probe = await stack?.getContainer(`${replica}-1`).exec(['node', 'deploy/healthcheck.mjs']);
      expect(probe?.exitCode, replica).toBe(0);
    }
    const dashboards = await fetch(`http://127.0.0.1:${dashboardsPort}/api/status`);
    expect(dashboards.status).toBe(200);
  });

  it('register → verify → offer → match → digest across Kafka, OpenSearch and SMTP', async () => {
    const stamp = Date.now().toString(36);
    const signUp = async (kind: 'person' | 'club') => {
      const email = `${kind}-${stamp}@example.com`;
      const client = new ApiClient(httpPort, { site: 'CH' });
      const body =
        kind === 'person'
          ? personRegistration('CH', email)
          : clubRegistration('CH', email, { name: 'FC Compose' });
      expectOk(await client.post(`register/${kind}`, body), `register ${kind}`);
      const mail = await eventually(`verification mail to ${email}`, async () =>
        (await mailpit.to(email)).find((m) => tokenOf(m)),
      );
      expectOk(await client.post('verify-mail', { token: tokenOf(mail) }), `verify ${kind}`);
      expectOk(await client.post('login', { username: email, password: PASSWORD }), `login ${kind}`);
      return { email, client };
    };
    const person = await signUp('person');
    const club = await signUp('club');

    const offer = await club.client.post<{ slug: string }>('manage/jobs', jobPayload('CH'));
    expectOk(offer, 'publish the offer');
    const { slug } = offer.body;

    // relay → Kafka → matcher; relay → Kafka → indexer → OpenSearch.
    await eventually('the matching', async () => {
      const res = await person.client.get<{ slug: string }[]>('manage/person/matchings');
      return res.body.some((job) => job.slug === slug) ? true : undefined;
    });
    await eventually('the offer in the search', async () => {
      const res = await person.client.get<{ slug: string }[]>('jobs?query=Cheftrainer%20Compose');
      return res.body.some((job) => job.slug === slug) ? true : undefined;
    });

    // The operator's digest command inside the mailer container; the mailer sends through Mailpit.
    const trigger = await stack
      ?.getContainer('mailer-1')
      .exec(['node', '--import', 'tsx', 'mailer/src/cli/mail-command.ts', 'digest']);
    expect(trigger?.exitCode, trigger?.output).toBe(0);
    const digest = await eventually('the digest mail', async () =>
      (await mailpit.to(person.email)).find((m) => !tokenOf(m)),
    );
    expect(digest.text).toContain('FC Compose');
    expect(Object.keys(await mailpit.headers(digest.id))).toContain('List-Unsubscribe');
  }, 600_000);
});
