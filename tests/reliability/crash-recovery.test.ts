import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, type Member } from '../src/support/accounts';
import { ApiClient } from '../src/support/api-client';
import { Mailbox } from '../src/support/mailbox';
import { jobPayload, personProfile, personRegistration } from '../src/support/payloads';
import { migratedPgliteDataDir } from '../src/support/pglite-template';
import { freePort, startServer, type ServerProcess } from '../src/support/server-process';
import { asApiServer, rebuildDerived, waitForConsumers, withDatabase } from './support/embedded-server';
import { derivedChecksums } from './support/table-checksums';
import { attempt, runBurst, seededRandom, type WriteRecord, type Worker } from './support/write-burst';

// The short form runs in `npm test`; `npm run test:reliability` sets RELIABILITY_FULL=1 for twenty kills.
const FULL = process.env.RELIABILITY_FULL === '1';
const KILLS = FULL ? 20 : 3;
const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 1_000_000);

describe(`the embedded server killed (SIGKILL) ${KILLS} times during a burst of writes`, () => {
  let data: { dir: string; remove(): void };
  let port: number;
  let server: ServerProcess | undefined;
  let clubs: Member[];
  let persons: Member[];
  const records: WriteRecord[] = [];
  /** Per person, the profile descriptions in the order they were sent, with their outcomes. */
  const profileHistory = new Map<string, WriteRecord[]>();
  const initialDescription = new Map<string, string | null>();
  const random = seededRandom(SEED);

  const start = async () => {
    server = await startServer({
      DATA_DIR: data.dir,
      SEED_DEMO: 'false',
      PORT: String(port),
      LOG_LEVEL: 'error',
    });
    return server;
  };

  beforeAll(async () => {
    console.info(`crash test: ${KILLS} kills, seed ${SEED} (RELIABILITY_SEED repeats a run)`);
    data = await migratedPgliteDataDir();
    port = await freePort();
    const api = asApiServer(await start(), data.dir);
    clubs = [await signUp(api, 'club', { fields: { name: 'FC Absturz' } })];
    clubs.push(await signUp(api, 'club', { fields: { name: 'SC Neustart' } }));
    persons = [await signUp(api, 'person'), await signUp(api, 'person')];
    for (const person of persons) {
      profileHistory.set(person.email, []);
      const own = await person.client.get<{ description?: string | null }>('manage/person');
      initialDescription.set(person.email, own.body.description ?? null);
    }
  }, 300_000);

  afterAll(async () => {
    await server?.kill();
    data?.remove();
  });

  let serial = 0;
  const workers = (): Worker[] => {
    const anonymous = new ApiClient(port);
    const register: Worker = {
      client: anonymous,
      step: async () => {
        const email = uniqueEmail('crash');
        const result = await attempt(() =>
          anonymous.post('register/person', personRegistration('CH', email)),
        );
        records.push({ kind: 'registration', key: email, ...result });
      },
    };
    const publish = clubs.map<Worker>((club) => ({
      client: club.client,
      step: async () => {
        serial += 1;
        const description = `Absturzprobe ${SEED}-${serial}: wir suchen eine Trainerin für die Aktiven.`;
        const valid = serial % 3 !== 0;
        // A third are invalid (negative salary): they must be refused and leave nothing behind.
        const body = jobPayload('CH', valid ? { description } : { description, salary: -5 });
        const result = await attempt(() => club.client.post('manage/jobs', body));
        records.push({ kind: valid ? 'job' : 'invalid job', key: description, ...result });
      },
    }));
    const edit = persons.map<Worker>((person) => ({
      client: person.client,
      step: async () => {
        serial += 1;
        const description = `Profilstand ${SEED}-${serial}: Schiedsrichterin mit Erfahrung sucht Verein.`;
        const body = personProfile('CH', { description, searchRadius: 5 + Math.floor(random() * 60) });
        const result = await attempt(() => person.client.put('manage/person', body));
        profileHistory.get(person.email)?.push({ kind: 'profile', key: description, ...result });
      },
    }));
    return [register, ...publish, ...edit];
  };

  it('keeps every write that got a 200 and none that was refused; each survives whole', async () => {
    for (let kill = 0; kill < KILLS; kill += 1) {
      const running = server ?? (await start());
      const delay = 1000 + Math.floor(random() * 3000);
      const killed = new Promise<void>((resolve) =>
        setTimeout(() => void running.kill().then(resolve), delay),
      );
      await runBurst(workers(), killed);
      server = undefined;
    }
    const final = await start();
    await waitForConsumers(final.url);
    await final.stop();
    server = undefined;

    const all = [...records, ...[...profileHistory.values()].flat()];
    const count = (outcome: string) => all.filter((r) => r.outcome === outcome).length;
    console.info(
      `crash test: ${count('ok')} writes answered 200, ${count('refused')} refused, ${count('unknown')} cut off`,
    );
    expect(count('ok')).toBeGreaterThan(KILLS);

    await withDatabase(data.dir, async (db) => {
      const emails = new Set<string>(await db('accounts').pluck('email'));
      const descriptions = new Set<string>(await db('jobs').pluck('description'));
      for (const record of records) {
        const present =
          record.kind === 'registration' ? emails.has(record.key) : descriptions.has(record.key);
        if (record.kind === 'invalid job') expect(present, `${record.key} (${record.status})`).toBe(false);
        else if (record.outcome === 'ok') expect(present, `${record.kind} ${record.key}`).toBe(true);
        else if (record.outcome === 'refused') expect(present, `${record.kind} ${record.key}`).toBe(false);
      }
      // The profile holds the last edit answered 200, or one sent after it whose answer was cut off.
      for (const [email, history] of profileHistory) {
        const lastOk = history.map((r) => r.outcome).lastIndexOf('ok');
        const before = lastOk < 0 ? [initialDescription.get(email)] : [history[lastOk]?.key];
        const later = history.slice(lastOk + 1).filter((r) => r.outcome === 'unknown');
        const [row] = await db('persons')
          .join('accounts', 'accounts.id', 'persons.accountId')
          .where('accounts.email', email)
          .select('persons.description');
        // An empty description is stored as '' and read back through the API as absent: both mean none.
        const none = (value: string | null | undefined) => value || null;
        expect([...before, ...later.map((r) => r.key)].map(none)).toContain(none(row?.description));
      }
      // The outbox rule under crashes: no committed row without its event.
      const orphans = await db.raw<{ rows: { accounts: number; jobs: number }[] }>(
        `select (select count(*) from accounts a where not exists (select 1 from events e where e.type = 'account.registered' and e.aggregate_id = a.id::text))::int as accounts,
                (select count(*) from jobs j where not exists (select 1 from events e where e.type = 'job.published' and e.aggregate_id = j.id::text))::int as jobs`,
      );
      expect(orphans.rows[0]).toEqual({ accounts: 0, jobs: 0 });
    });
  }, 1_800_000);

  it('has a search index and matchings equal to a clean rebuild', async () => {
    await withDatabase(data.dir, async (db) => {
      const followed = await derivedChecksums(db);
      await rebuildDerived(db);
      const rebuilt = await derivedChecksums(db);
      expect(followed.search_jobs).not.toMatch(/^0:/);
      expect(followed).toEqual(rebuilt);
    });
  }, 300_000);

  it('sent no mail twice', () => {
    // A mail's headers differ per send (date, Message-ID); its recipient, subject and text are its identity
    // (each verification mail carries a token of its own).
    const mails = new Mailbox(data.dir).all().map((mail) => `${mail.to}\n${mail.subject}\n${mail.text}`);
    expect(mails.length).toBeGreaterThan(0);
    expect(new Set(mails).size).toBe(mails.length);
  });
});
