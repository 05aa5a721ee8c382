import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createScratchPostgres } from '@anpfiff/core/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../src/support/api-client';
import { clubRegistration, jobPayload, PASSWORD, personRegistration } from '../src/support/payloads';
import { freePort, ROOT } from '../src/support/server-process';
import { probe, type ServiceProcess, startProcess, waitFor } from './service-process';
import { startSmtpSink, type ReceivedMail } from './smtp-sink';

const SKIP_REASON = process.env.TEST_DATABASE_URL
  ? undefined
  : 'Distributed journey skipped: TEST_DATABASE_URL is not set (the services need a PostgreSQL server to share).';
if (SKIP_REASON) console.info(SKIP_REASON);

const tokenOf = (mail: ReceivedMail) => /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];

function expectOk(res: { status: number; text: string }, what: string): void {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.text}`);
}

// Four processes start on a loaded two-core machine (the API migrates a fresh database first).
const JOURNEY_TIMEOUT = 300_000;

describe.skipIf(SKIP_REASON !== undefined)('the services as separate processes on PostgreSQL', () => {
  it(
    'register → verify → offer → match → digest, each step done by the process that owns it',
    async () => {
      const scratch = await createScratchPostgres();
      const smtp = await startSmtpSink();
      const apiPort = await freePort();
      const indexerPort = await freePort();
      const matcherPort = await freePort();
      const mailerPort = await freePort();
      // The distributed configuration with the embedded adapters: the events table as the log and the
      // search tables, both on the shared PostgreSQL; mail over SMTP. The API runs no consumers itself.
      const env = {
        DATABASE_URL: scratch.url,
        EVENT_BUS: 'pg',
        SEARCH_ENGINE: 'pg',
        API_WORKERS: 'separate',
        SMTP_URL: smtp.url,
        SEED_DEMO: 'false',
      };
      const processes: ServiceProcess[] = [];
      const exitCodes = new Map<string, number | null>();
      try {
        const api = startProcess('api', 'api/src/main.ts', { ...env, PORT: String(apiPort) });
        processes.push(api);
        const ready = async (port: number) => (await probe(port, '/readyz')).status === 200;
        await waitFor('the API migrates and gets ready', () => ready(apiPort), processes, 150_000);
        const indexer = startProcess('indexer', 'indexer/src/main.ts', { ...env, PORT: String(indexerPort) });
        const matcher = startProcess('matcher', 'matcher/src/main.ts', { ...env, PORT: String(matcherPort) });
        const mailer = startProcess('mailer', 'mailer/src/main.ts', {
          ...env,
          PORT: String(mailerPort),
        });
        processes.push(indexer, matcher, mailer);
        for (const [name, port] of [
          ['indexer', indexerPort],
          ['matcher', matcherPort],
          ['mailer', mailerPort],
        ] as const)
          await waitFor(`${name} ready`, () => ready(port), processes, 120_000);

        const mailTo = async (address: string, which: (mail: ReceivedMail) => boolean) => {
          const find = () => smtp.mails.find((m) => m.to.includes(address) && which(m));
          await waitFor(`a mail to ${address}`, async () => find() !== undefined, processes);
          const mail = find();
          if (!mail) throw new Error(`no mail to ${address}`);
          return mail;
        };

        // Register and verify a person and a club through the links in their mails (sent by SMTP).
        const stamp = Date.now().toString(36);
        const signUp = async (kind: 'person' | 'club') => {
          const email = `${kind}-${stamp}@example.com`;
          const client = new ApiClient(apiPort, { site: 'CH' });
          const body =
            kind === 'person'
              ? personRegistration('CH', email)
              : clubRegistration('CH', email, { name: 'FC Verteilt' });
          expectOk(await client.post(`register/${kind}`, body), `register ${kind}`);
          const mail = await mailTo(email, (m) => tokenOf(m) !== undefined);
          expectOk(await client.post('verify-mail', { token: tokenOf(mail) }), `verify ${kind}`);
          expectOk(await client.post('login', { username: email, password: PASSWORD }), `login ${kind}`);
          return { email, client };
        };
        const person = await signUp('person');
        const club = await signUp('club');

        const offer = await club.client.post<{ slug: string }>('manage/jobs', jobPayload('CH'));
        expectOk(offer, 'publish the offer');
        const slug = offer.body.slug;

        // The matcher process finds the person for the offer (Trainer covers Cheftrainer, same town).
        await waitFor(
          'the matching',
          async () => {
            const res = await person.client.get<{ slug: string }[]>('manage/person/matchings');
            return res.body.some((job) => job.slug === slug);
          },
          processes,
        );
        // The indexer process makes the offer searchable.
        await waitFor(
          'the offer in the search',
          async () => {
            const res = await person.client.get<{ slug: string }[]>('jobs?query=Cheftrainer%20Verteilt');
            return res.body.some((job) => job.slug === slug);
          },
          processes,
        );

        // The operator's command triggers this week's digest; the mailer process composes and sends it.
        const trigger = spawnSync(
          path.join(ROOT, 'node_modules/.bin/tsx'),
          ['mailer/src/cli/mail-command.ts', 'digest'],
          {
            cwd: ROOT,
            env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
            encoding: 'utf8',
            timeout: 60_000,
          },
        );
        expect(trigger.status, `${trigger.stdout}${trigger.stderr}`).toBe(0);
        const digest = await mailTo(person.email, (m) => tokenOf(m) === undefined);
        expect(digest.subject).toBe('Ein neues passendes Angebot für dich');
        expect(digest.text).toContain('Cheftrainer');
        expect(digest.text).toContain('FC Verteilt');
        expect(digest.headerNames).toEqual(
          expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']),
        );

        // Each consumer ran in its own process: the API's log names none, the services' metrics count them.
        expect(api.output()).not.toContain('event consumer started');
        const processed = async (port: number, group: string) =>
          Number(
            new RegExp(`anpfiff_events_processed_total\\{group="${group}"\\} (\\d+)`).exec(
              (await probe(port, '/metrics')).text,
            )?.[1] ?? 0,
          );
        expect(await processed(matcherPort, 'matcher')).toBeGreaterThan(0);
        expect(await processed(indexerPort, 'indexer')).toBeGreaterThan(0);
        expect(matcher.output()).toContain('event consumer started');
      } finally {
        // SIGTERM: each process finishes its batch, stores its checkpoint and exits by itself.
        for (const p of [...processes].reverse()) exitCodes.set(p.name, await p.stop());
        await smtp.close();
        await scratch.drop();
      }
      expect(Object.fromEntries(exitCodes)).toEqual({ api: 0, indexer: 0, matcher: 0, mailer: 0 });
    },
    JOURNEY_TIMEOUT,
  );
});
