import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { rebuildIndex } from '@anpfiff/indexer/rebuild';
import { childrenOf } from '@anpfiff/schemas/catalogues/club-functions';
import type { ClubProfile, JobOffer } from '@anpfiff/schemas/entities/profiles';
import { SEARCH_KINDS } from '@anpfiff/schemas/search/search-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../commands/create-job';
import { registerClub } from '../../commands/register-club';
import { verifyAccount } from '../../commands/verify-account';
import { seedDemo } from '../../seed/seed-demo';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface Card {
  slug: string;
  name?: string;
  clubFunction?: string;
  subClubFunction?: string | null;
}

const ZURICH = { zip: '8004', city: 'Zürich', state: 'CH-ZH', lat: 47.3779, lon: 8.5191 } as const;
const club = (name: string, description: string): ClubProfile => ({
  name,
  description,
  address: ZURICH,
  contactInformation: {},
});
const trainerJob: JobOffer = {
  clubFunction: 'TRAINER',
  salary: 0,
  searchRadius: 0,
  description: 'Für unsere erste Mannschaft.',
  jobExtras: [],
  address: ZURICH,
  contactInformation: {},
};
const TRAINER_FUNCTIONS = new Set(['TRAINER', ...childrenOf('TRAINER')]);

/**
 * The relevance cases on the demo data (plus a club called Grasshoppers, which the demo lacks),
 * asked through the search API as the web app asks.
 */
describe.each(testDatabaseKinds())('search relevance on the demo data (%s)', (kind) => {
  let t: TestDatabase;
  let app: TestApp;

  const search = async (path: string, host?: string): Promise<Card[]> => {
    const [resource, query = ''] = path.split('?');
    const params = new URLSearchParams(query);
    params.set('maxResults', '100');
    const res = await app.request('GET', `/api/${resource}?${params}`, { ...(host ? { host } : {}) });
    expect(res.status).toBe(200);
    return res.json as Card[];
  };
  const slugs = async (path: string, host?: string) => (await search(path, host)).map((c) => c.slug);

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedDemo(t.db);
    const account = (email: string) => ({ email, passwordHash: 'x', country: 'CH' as const });
    const gc = await registerClub(
      t.db,
      account('gc@example.com'),
      club('Grasshoppers Club Zürich', 'Traditionsverein vom Hardturm.'),
    );
    await verifyAccount(t.db, gc.accountId);
    await createJob(t.db, gc.clubId, trainerJob);
    const rival = await registerClub(
      t.db,
      account('letzi@example.com'),
      club('FC Letzigrund', 'Unser Derby gegen die Grasshoppers ist das Spiel des Jahres.'),
    );
    await verifyAccount(t.db, rival.accountId);
    const engine = new PgSearchEngine(t.db);
    for (const searchKind of SEARCH_KINDS) await rebuildIndex(t.db, engine, searchKind);
    app = await startTestApp(t.db);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('stems: Schiedsrichterin finds the Schiedsrichter offers, and only those first', async () => {
    const referees = await slugs('jobs?clubFunctions=SCHIEDSRICHTER');
    expect(referees.length).toBeGreaterThan(5);
    const found = await slugs('jobs?query=Schiedsrichterin');
    expect(new Set(found.slice(0, referees.length))).toEqual(new Set(referees));
    expect(new Set(found)).toEqual(new Set(await slugs('jobs?query=Schiedsrichter')));
  });

  it('stems: Trainerin finds the Trainer offers, every kind of trainer included', async () => {
    const trainers = await slugs('jobs?clubFunctions=TRAINER');
    expect(trainers.length).toBeGreaterThan(10);
    const found = await slugs('jobs?query=Trainerin');
    expect(new Set(found.slice(0, trainers.length))).toEqual(new Set(trainers));
    expect(new Set(found)).toEqual(new Set(await slugs('jobs?query=Trainer')));
  });

  it('folds umlauts and ß: Zuerich = Zurich = Zürich, Strasse = Straße', async () => {
    const zurich = await slugs('clubs?query=Zürich');
    expect(zurich).toContain('fc-concordia-zuerich');
    expect(await slugs('clubs?query=Zuerich')).toEqual(zurich);
    expect(await slugs('clubs?query=Zurich')).toEqual(zurich);
    const strasse = await slugs('clubs?query=Strasse', 'de.localhost');
    expect(strasse.length).toBeGreaterThan(3);
    expect(await slugs('clubs?query=Straße', 'de.localhost')).toEqual(strasse);
  });

  it('matches the last word as a prefix while typing', async () => {
    expect(new Set(await slugs('jobs?query=schied'))).toEqual(
      new Set(await slugs('jobs?query=Schiedsrichter')),
    );
    expect((await slugs('clubs?query=Concor'))[0]).toBe('fc-concordia-zuerich');
  });

  it('keeps the list while a word is typed to its end', async () => {
    const complete = new Set(await slugs('jobs?query=Weiterbildung'));
    expect(complete.size).toBeGreaterThan(5);
    for (const typed of ['Weiterbildu', 'Weiterbildun'])
      expect(new Set(await slugs(`jobs?query=${typed}`))).toEqual(complete);
    expect(new Set(await slugs('jobs?query=Trainerinne'))).toEqual(
      new Set(await slugs('jobs?query=Trainer')),
    );
  });

  it('reads a question as it is meant: small words and everyday names of functions', async () => {
    const trainers = await slugs('jobs?query=Trainer Zürich');
    expect(trainers.length).toBeGreaterThan(3);
    expect(await slugs('jobs?query=Trainer aus Zürich')).toEqual(trainers);
    expect(await slugs('jobs?query=Trainer*in Zürich')).toEqual(trainers);
    expect(await slugs('jobs?query=Suche Trainer im Kanton Zürich')).toEqual(trainers);
    expect(await slugs('jobs?query=Trainer gesucht')).toEqual(await slugs('jobs?query=Trainer'));
    const referees = await slugs('people?query=Schiedsrichter Bern');
    expect(referees.length).toBeGreaterThan(0);
    expect(await slugs('people?query=Schiedsrichter in der Nähe von Bern')).toEqual(referees);
    expect(new Set(await slugs('jobs?query=Torhüter'))).toEqual(new Set(await slugs('jobs?query=Torwart')));
    expect(new Set(await slugs('jobs?query=Schiri'))).toEqual(
      new Set(await slugs('jobs?query=Schiedsrichter')),
    );
  });

  it('reads a compound as its words and words typed apart as one: Juniorentrainer, Co-Trainer', async () => {
    const juniors = await slugs('jobs?query=Juniorentrainer');
    expect(juniors.length).toBeGreaterThan(3);
    expect(new Set(juniors)).toEqual(new Set(await slugs('jobs?query=Junioren Trainer')));
    // While the word is typed, the list holds what the whole word finds.
    for (const typed of ['Juniorentrai', 'Juniorentraine'])
      expect(await slugs(`jobs?query=${typed}`)).toEqual(expect.arrayContaining(juniors));
    const women = await slugs('jobs?query=Damentrainerin');
    expect(women.length).toBeGreaterThan(3);
    expect(new Set(women)).toEqual(new Set(await slugs('jobs?query=Frauen Trainer')));
    const assistants = await slugs('jobs?query=Cotrainer');
    expect(assistants.length).toBeGreaterThan(0);
    expect(await slugs('jobs?query=Co-Trainer')).toEqual(expect.arrayContaining(assistants));
  });

  it('reads a function after any other word as both words, or the function: Fussballtrainer', async () => {
    const football = await slugs('jobs?query=Fussballtrainer');
    expect(football.length).toBeGreaterThan(3);
    expect(new Set(football)).toEqual(new Set(await slugs('jobs?query=Fussball Trainer')));
    expect(await slugs('jobs?query=Fussballtrai')).toEqual(expect.arrayContaining(football));
    // No offer speaks of Athletik: rather than none, the list of trainer offers.
    expect(await slugs('jobs?query=Athletik')).toEqual([]);
    const trainers = await slugs('jobs?query=Trainer');
    expect(new Set(await slugs('jobs?query=Athletiktrainer'))).toEqual(new Set(trainers));
  });

  it('tolerates typos in names: Grashopers finds Grasshoppers, Concrdia Concordia', async () => {
    expect((await slugs('clubs?query=Concrdia'))[0]).toBe('fc-concordia-zuerich');
    expect((await slugs('clubs?query=Grashopers'))[0]).toBe('grasshoppers-club-zuerich');
    expect((await slugs('clubs?query=Grashopers Zürich'))[0]).toBe('grasshoppers-club-zuerich');
    expect((await slugs('jobs?query=Grashopers'))[0]).toBe('trainer-grasshoppers-club-zuerich');
    // People's titles are their names: a misspelt function is corrected to the label their keywords carry.
    const trainers = await slugs('people?query=Trainer');
    expect(trainers.length).toBeGreaterThan(5);
    expect(new Set(await slugs('people?query=Trainr'))).toEqual(new Set(trainers));
  });

  it('weighs name and function above the description', async () => {
    expect(await slugs('clubs?query=Grasshoppers')).toEqual(['grasshoppers-club-zuerich', 'fc-letzigrund']);
    // Offers of other roles mention trainers in their text; every trainer offer still comes first.
    const found = await search('jobs?query=Trainer');
    const isTrainer = found.map((c) => TRAINER_FUNCTIONS.has(c.subClubFunction ?? c.clubFunction ?? ''));
    const firstOther = isTrainer.indexOf(false);
    expect(firstOther).toBeGreaterThan(10);
    expect(isTrainer.slice(firstOther)).not.toContain(true);
  });

  it('lists the offers for the function sought before those for a kind of it', async () => {
    const sought = { Trainer: 'TRAINER', Trainerin: 'TRAINER', Schiri: 'SCHIEDSRICHTER' };
    for (const [text, fn] of Object.entries(sought)) {
      const found = await search(`jobs?query=${text}`);
      const own = found.map((c) => c.clubFunction === fn && c.subClubFunction == null);
      const plain = own.filter(Boolean).length;
      expect(plain).toBeGreaterThan(3);
      expect(own.slice(0, plain)).not.toContain(false);
    }
  });
});
