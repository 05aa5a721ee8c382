import fs from 'node:fs';
import { createKnex } from '@anpfiff/core/db/create-knex';
import { BACKUP_CONNECT_TIMEOUT_MS, backupSecretFile } from '@anpfiff/core/db/read-only-sql-endpoint';
import fc from 'fast-check';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, signUp, type Member } from '../src/support/accounts';
import type { ApiClient } from '../src/support/api-client';
import { startMailDirSmtp } from '../src/support/mail-dir-smtp';
import { migratedPgliteDataDir } from '../src/support/pglite-template';
import { freePort, startServer, type ServerProcess } from '../src/support/server-process';
import { asApiServer, waitForConsumers } from '../reliability/support/embedded-server';
import { tableChecksums } from '../reliability/support/table-checksums';
import { clubProfile, jobPayload, PASSWORD, personProfile } from '../src/support/payloads';

// The server as `npm start` runs it (indexer and matcher included) with its read-only SQL endpoint, so the
// test can look at the search documents and rows while it serves.

const CLUB_CONTACT = { email: 'geheim-verein@contact.example.com', phone: '+41 44 555 01 02' };
const JOB_CONTACT = { email: 'geheim-angebot@contact.example.com', phone: '+41 44 555 03 04' };
const PERSON_PHONE = '+41 79 555 05 06';

const INJECTIONS = [
  "' or '1'='1",
  "'; drop table accounts; --",
  '1; select pg_sleep(5)',
  '" or ""="',
  '\\',
  "%' --",
  '_%',
  'trainer:* & !zürich | (a <-> b)',
  '!!!&&&|||',
  ':*',
  '()',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  'a'.repeat(5000),
  '😀 \u202e \uffff',
  '-1',
  '1e309',
  'NaN',
  '[object Object]',
  'states[]=ZH',
];

describe('injection, read fuzzing and privacy against the running server', () => {
  let data: { dir: string; remove(): void };
  let server: ServerProcess;
  let sqlPort: number;
  let smtp: { url: string; close(): Promise<void> } | undefined;
  let club: Member;
  let person: Member;
  let jobSlug: string;

  /** A fresh snapshot of the whole database (each connection to the endpoint is one), as backups read it. */
  const snapshot = async <T>(use: (db: Knex) => Promise<T>): Promise<T> => {
    const secret = fs.readFileSync(backupSecretFile(data.dir), 'utf8');
    const db = createKnex({
      kind: 'postgres',
      url: `postgres://backup:${secret}@127.0.0.1:${sqlPort}/postgres`,
      connectTimeoutMs: BACKUP_CONNECT_TIMEOUT_MS,
    });
    try {
      return await db.transaction((trx) => use(trx));
    } finally {
      await db.destroy();
    }
  };

  beforeAll(async () => {
    data = await migratedPgliteDataDir();
    sqlPort = await freePort();
    smtp = await startMailDirSmtp(data.dir);
    // Production as operators run it, mail over SMTP and logging everything down to debug: what its logs
    // hold is the question. (On a developer's machine the file mail transport logs each mail's links on
    // purpose, for the demo.)
    server = await startServer({
      SITES: JSON.stringify({ CH: 'http://localhost:3000', DE: 'http://de.localhost:3000' }),
      SMTP_URL: smtp.url,
      DATA_DIR: data.dir,
      SEED_DEMO: 'false',
      SQL_PORT: String(sqlPort),
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      MAIL_SECRET: 'injection-test-mail-secret-0123456789',
    });
    const api = asApiServer(server, data.dir);
    club = await signUp(api, 'club', { fields: { name: 'FC Verschwiegen' } });
    expectStatus(
      await club.client.post(
        'manage/club',
        clubProfile('CH', {
          name: 'FC Verschwiegen',
          contactInformation: {
            firstName: 'Ruth',
            lastName: 'Keller',
            position: 'Präsidentin',
            ...CLUB_CONTACT,
          },
        }),
      ),
      200,
      'club profile',
    );
    jobSlug = expectStatus(
      await club.client.post<{ slug: string }>(
        'manage/jobs',
        jobPayload('CH', {
          contactInformation: {
            firstName: 'Mara',
            lastName: 'Frei',
            position: 'Sportchefin',
            ...JOB_CONTACT,
          },
        }),
      ),
      200,
      'job',
    ).body.slug;
    person = await signUp(api, 'person', { fields: { firstName: 'Vera', lastName: 'Verschwiegen' } });
    expectStatus(
      await person.client.put(
        'manage/person',
        personProfile('CH', { firstName: 'Vera', lastName: 'Verschwiegen', phone: PERSON_PHONE }),
      ),
      200,
      'person profile',
    );
    await waitForConsumers(server.url);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    data?.remove();
  });

  const secrets = () => [
    CLUB_CONTACT.email,
    CLUB_CONTACT.phone,
    JOB_CONTACT.email,
    JOB_CONTACT.phone,
    PERSON_PHONE,
    club.email,
    person.email,
  ];

  it('keeps contact data out of the search documents', async () => {
    const documents = await snapshot(async (db) => {
      const rows = [];
      for (const table of ['search_clubs', 'search_jobs', 'search_people'])
        rows.push(...(await db(table).select('title', 'keywords', 'body', 'card')));
      return rows;
    });
    expect(documents.length).toBe(3);
    const text = JSON.stringify(documents);
    for (const secret of secrets()) expect(text).not.toContain(secret);
  });

  it('keeps contact data out of every public answer to a visitor', async () => {
    const anonymous = asApiServer(server, data.dir).client();
    const paths = [
      'clubs',
      'jobs',
      'people',
      `clubs/${club.slug}`,
      `clubs/${club.slug}/jobs`,
      `jobs/${jobSlug}`,
      `people/${person.slug}`,
      'clubs/facets',
      'jobs/facets',
      'people/facets',
      'stats',
      '/sitemap.xml',
      `/clubs/${club.slug}`,
      `/people/${person.slug}`,
    ];
    for (const path of paths) {
      const res = await anonymous.get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      for (const secret of secrets())
        expect({ path, leaks: res.text.includes(secret) }).toEqual({ path, leaks: false });
    }
  });

  it('answers SQL and search-syntax injection in every query parameter politely and changes nothing', async () => {
    const anonymous = asApiServer(server, data.dir).client();
    const before = await snapshot((db) =>
      tableChecksums(db, {
        only: ['accounts', 'clubs', 'jobs', 'persons', 'search_clubs', 'search_jobs', 'search_people'],
      }),
    );
    const params = ['query', 'states', 'clubFunctions', 'near', 'radius', 'page', 'maxResults'];
    for (const kind of ['clubs', 'jobs', 'people']) {
      for (const suffix of ['', '/facets']) {
        for (const param of params) {
          for (const payload of INJECTIONS) {
            const res = await anonymous.get(`${kind}${suffix}?${param}=${encodeURIComponent(payload)}`);
            const answer = { at: `${kind}${suffix} ${param}=${payload.slice(0, 40)}`, status: res.status };
            expect([200, 422]).toContainEqual(answer.status);
            expect(res.headers['content-type']).toMatch(/json/);
            if (res.status === 422) expect(JSON.stringify(res.body)).toMatch(/"(message|errors)"/);
          }
        }
      }
      for (const payload of INJECTIONS.slice(0, 8)) {
        const res = await anonymous.get(`${kind}/${encodeURIComponent(payload)}`);
        expect({ payload, status: res.status }).toEqual({ payload, status: 404 });
      }
    }
    // The text query is text: an injected OR finds nothing more than the words would.
    const all = await anonymous.get<unknown[]>(`clubs?query=${encodeURIComponent("' or '1'='1")}`);
    expect(all.body).toEqual([]);
    const after = await snapshot((db) => tableChecksums(db, { only: Object.keys(before) }));
    expect(after).toEqual(before);
  }, 300_000);

  it('never fails with a 5xx on random query strings of any read endpoint', async () => {
    const signedIn: ApiClient[] = [asApiServer(server, data.dir).client(), club.client, person.client];
    const reads = [
      'clubs',
      'jobs',
      'people',
      'clubs/facets',
      'jobs/facets',
      'people/facets',
      `clubs/${club.slug}`,
      `clubs/${club.slug}/jobs`,
      `jobs/${jobSlug}`,
      `people/${person.slug}`,
      'stats',
      'country',
      'sites',
      'index-data',
      'authentication',
      'form-definition/job-offer-create-or-update',
      'club-emblem',
      'manage/jobs',
      `manage/jobs/${jobSlug}/matchings`,
      'manage/person/matchings',
    ];
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(...INJECTIONS),
      fc.integer().map(String),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
    );
    const query = fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'query',
            'page',
            'maxResults',
            'states',
            'clubFunctions',
            'near',
            'radius',
            'states[]',
            'page[0]',
          ),
          fc.string({ maxLength: 8 }),
        ),
        value,
      ),
      { maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...reads), fc.nat({ max: 2 }), query, async (path, who, pairs) => {
        const search = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const res = await (signedIn[who] as ApiClient).get(`${path}?${search}`);
        return res.status < 500 && /json/.test(String(res.headers['content-type']));
      }),
      { numRuns: 150 },
    );
  }, 300_000);

  it('keeps contact data, passwords and tokens out of the logs', () => {
    const output = server.output();
    expect(output.length).toBeGreaterThan(0);
    for (const secret of [...secrets(), PASSWORD]) expect(output).not.toContain(secret);
    expect(output).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
  });

  it('removes a deleted person from the database, the index, the matchings and the pending mail', async () => {
    const matchingsBefore = await snapshot((db) =>
      db('matchings')
        .where({ personId: db('persons').select('id').where({ slug: person.slug }) })
        .count({ n: '*' }),
    );
    expect(Number(matchingsBefore[0]?.n)).toBeGreaterThan(0);
    // A mail on its way to the person when they leave (a reset link) must not go out afterwards.
    await asApiServer(server, data.dir).client().post('password-reset/initiate', { email: person.email });
    const res = await person.client.delete('manage/account');
    expect(res.status).toBe(200);
    await waitForConsumers(server.url);
    const left = await snapshot(async (db) => ({
      accounts: Number((await db('accounts').where({ email: person.email }).count({ n: '*' }))[0]?.n),
      persons: Number((await db('persons').where({ slug: person.slug }).count({ n: '*' }))[0]?.n),
      documents: Number(
        (await db('search_people').whereRaw("card->>'slug' = ?", [person.slug]).count({ n: '*' }))[0]?.n,
      ),
      matchings: Number(
        (await db('matchings').whereNotIn('personId', db('persons').select('id')).count({ n: '*' }))[0]?.n,
      ),
      pendingMail: Number(
        (
          await db('mail_outbox')
            .where({ toAddress: person.email })
            .whereNull('sentAt')
            .whereNot({ template: 'account-deleted' })
            .count({ n: '*' })
        )[0]?.n,
      ),
    }));
    expect(left).toEqual({ accounts: 0, persons: 0, documents: 0, matchings: 0, pendingMail: 0 });
    // Nothing keeps the address: the sent mails go with the account, the confirmation forgets it once
    // sent, and the attempt counters named by it (here the reset mail's) go too.
    const mailsTo = () =>
      snapshot(async (db) =>
        Number((await db('mail_outbox').where({ toAddress: person.email }).count({ n: '*' }))[0]?.n),
      );
    await expect.poll(mailsTo, { timeout: 30_000 }).toBe(0);
    const counters = await snapshot((db) =>
      db('rate_limits').whereRaw('position(? in key) > 0', [person.email.toLowerCase()]).select('key'),
    );
    expect(counters).toEqual([]);
    expect((await asApiServer(server, data.dir).client().get(`people/${person.slug}`)).status).toBe(404);
    expect(
      (await asApiServer(server, data.dir).client().get<unknown[]>('people?query=Verschwiegen')).body,
    ).toEqual([]);
    expect(
      (
        await asApiServer(server, data.dir)
          .client()
          .post('login', { username: person.email, password: PASSWORD })
      ).body,
    ).toEqual({ message: 'Ungültige Anmeldedaten' });
    // Its own waits (consumers up to 2 min, the mail up to 30 s) outlast the suite's minute: alone it takes
    // 10 s, beside two other files on a busy 2-core machine 48–60 s.
  }, 180_000);
});
