import { SingleBar } from 'cli-progress';
import type { Knex } from 'knex';
import { hashPassword } from '../../support/passwords';
import { DEMO_PASSWORD } from '../seed-demo';
import { type LargeClub, type LargePerson, LargePlan, type LargeScale } from './large-plan';
import { writeClubs, writePersons } from './bulk-writer';

/** Clubs per transaction (about ten offers each) and people per transaction. */
const CLUB_BATCH = 200;
const PERSON_BATCH = 1_000;

export interface LargeSeedSummary extends LargeScale {
  events: number;
  ms: number;
}

export interface LargeSeedOptions {
  seed?: number;
  /** Draws a progress bar on stderr; off in tests. */
  progress?: boolean;
}

/**
 * Writes a large data set through the bulk path (bulk-writer.ts) in batches. Every account signs in with
 * the demo password: one argon2id hash, computed once, because 210,000 hashes would take hours and
 * prove nothing about the data.
 */
export async function seedLarge(
  db: Knex,
  scale: LargeScale,
  options: LargeSeedOptions = {},
): Promise<LargeSeedSummary> {
  const used = (await db('accounts').first('id')) ?? (await db('events').first('id'));
  if (used)
    throw new Error('Die Datenbank enthält schon Daten; ein Datensatz mit --scale braucht eine leere.');
  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const plan = new LargePlan(scale, options.seed);
  const bar = options.progress
    ? new SingleBar({ format: 'Profile und Angebote {bar} {value}/{total} ({eta}s)' })
    : undefined;
  bar?.start(scale.clubs + scale.jobs + scale.persons, 0);
  let done = 0;

  let clubs: LargeClub[] = [];
  const flushClubs = async () => {
    await writeClubs(db, clubs, passwordHash);
    done += clubs.reduce((n, c) => n + 1 + c.jobs.length, 0);
    bar?.update(done);
    clubs = [];
  };
  for (const club of plan.clubs()) {
    clubs.push(club);
    if (clubs.length === CLUB_BATCH) await flushClubs();
  }
  if (clubs.length > 0) await flushClubs();

  let persons: LargePerson[] = [];
  const flushPersons = async () => {
    await writePersons(db, persons, passwordHash);
    done += persons.length;
    bar?.update(done);
    persons = [];
  };
  for (const person of plan.persons()) {
    persons.push(person);
    if (persons.length === PERSON_BATCH) await flushPersons();
  }
  if (persons.length > 0) await flushPersons();
  bar?.stop();
  // As after any bulk load: statistics for the planner, and every page marked all-visible and frozen once
  // now, rather than by the embedded upkeep's first round while the app serves (PGlite has no autovacuum).
  await db.raw('vacuum (analyze)');

  const events = Number((await db('events').count({ n: '*' }).first())?.n ?? 0);
  return { ...scale, events, ms: Date.now() - started };
}
