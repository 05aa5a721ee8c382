import { clubFunctionLabel } from '@anpfiff/schemas/catalogues/club-functions';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { ClubProfile, JobOffer, PersonProfile } from '@anpfiff/schemas/entities/profiles';
import { clubNamePatterns, demoClub } from '../demo-clubs';
import { demoPerson } from '../demo-people';
import { Random } from '../random';
import { seededUuid } from './seeded-uuid';
import { UniqueSlugs } from './unique-slugs';
import { weightedTowns, type WeightedTown } from './large-towns';
import { WeightedPicker } from './weighted-picker';

export interface LargeScale {
  clubs: number;
  jobs: number;
  persons: number;
}

/** `--scale large` is the data set; `medium` (a tenth) feeds the quick benchmark run. */
export const SCALES = {
  large: { clubs: 10_000, jobs: 100_000, persons: 200_000 },
  medium: { clubs: 1_000, jobs: 10_000, persons: 20_000 },
} as const satisfies Record<string, LargeScale>;
export type ScaleName = keyof typeof SCALES;

/** Bump when the generated data changes, so cached benchmark databases are rebuilt. */
export const LARGE_GENERATOR_VERSION = 2;

/** Where the platform starts: Switzerland is small but over-represented, Germany has the mass. */
const COUNTRY_SHARE: readonly (readonly [Country, number])[] = [
  ['CH', 25],
  ['DE', 75],
];

// Radii people and clubs really set: most look around their region, few say "anywhere in the country"
// (0 = no limit, spec section 9). The demo's uniform pick would make a fifth of all offers country-wide.
// Amateurs train two or three evenings a week, so the radius they accept is short.
const PERSON_RADIUS: readonly (readonly [number, number])[] = [
  [0, 0.1],
  [5, 20],
  [10, 35],
  [15, 25],
  [20, 12],
  [30, 6],
  [50, 2],
];
const JOB_RADIUS: readonly (readonly [number, number])[] = [
  [0, 4],
  [5, 20],
  [10, 40],
  [15, 20],
  [20, 10],
  [30, 5],
  [50, 1],
];
/** Profiles not looking right now (no interests): most people register once, find a club and stay. */
const DORMANT_PERSONS = 0.6;
/** Offers per club: most post a handful, big clubs with many junior teams post dozens. */
const JOBS_PER_CLUB: readonly (readonly [number, number])[] = [
  [1, 10],
  [3, 18],
  [5, 20],
  [8, 18],
  [12, 14],
  [20, 10],
  [35, 6],
  [60, 4],
];

const DAY_MS = 86_400_000;

export interface LargeAccount {
  id: string;
  email: string;
  country: Country;
  verified: boolean;
  createdAt: Date;
}

export interface LargeJob {
  id: string;
  slug: string;
  job: JobOffer;
  createdAt: Date;
}

export interface LargeClub {
  account: LargeAccount;
  id: string;
  slug: string;
  profile: ClubProfile;
  jobs: LargeJob[];
}

export interface LargePerson {
  account: LargeAccount;
  id: string;
  slug: string;
  profile: PersonProfile;
}

/**
 * Job counts per club, drawn from JOBS_PER_CLUB and then nudged one at a time until they add up to
 * exactly the scale's number of offers.
 */
function jobCounts(scale: LargeScale, random: Random): number[] {
  const counts = Array.from({ length: scale.clubs }, () => random.weighted(JOBS_PER_CLUB));
  let sum = counts.reduce((s, n) => s + n, 0);
  while (sum !== scale.jobs) {
    const i = random.int(0, counts.length - 1);
    const n = counts[i] ?? 1;
    if (sum < scale.jobs) counts[i] = n + 1;
    else if (n > 1) counts[i] = n - 1;
    else continue;
    sum += sum < scale.jobs ? 1 : -1;
  }
  return counts;
}

/**
 * The large data set, generated lazily club by club and person by person so memory stays flat. Texts,
 * teams, salaries and names come from the demo's phrase pools (`demoClub`, `demoPerson`); towns are
 * weighted from the gazetteer; offers per club, radii and verification follow the tables above.
 */
export class LargePlan {
  private readonly random: Random;
  private readonly towns: Record<Country, WeightedPicker<WeightedTown>>;
  private readonly clubSlugs = new UniqueSlugs();
  private readonly jobSlugs = new UniqueSlugs();
  private readonly personSlugs = new UniqueSlugs();
  private readonly clubNames: Record<Country, string[]> = { CH: [], DE: [] };
  private readonly usedNames = new Set<string>();
  private readonly now: number;

  constructor(
    readonly scale: LargeScale,
    seed = 2026,
    now = Date.now(),
  ) {
    this.random = new Random(seed);
    this.now = now;
    this.towns = {
      CH: new WeightedPicker(weightedTowns('CH'), (t) => t.weight),
      DE: new WeightedPicker(weightedTowns('DE'), (t) => t.weight),
    };
  }

  private placeTown(country: Country) {
    const weighted = this.towns[country].pick(this.random);
    return { ...weighted.town, zip: this.random.pick(weighted.zips) };
  }

  private account(email: string, country: Country, verifiedShare: number): LargeAccount {
    return {
      id: seededUuid(this.random),
      email,
      country,
      verified: this.random.chance(verifiedShare),
      createdAt: new Date(this.now - Math.floor(this.random.next() * 730 * DAY_MS)),
    };
  }

  /** A name not yet in use: a pattern of the country with the town, or else with a founding year. */
  private clubName(country: Country, city: string): string {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const name = this.random.pick(clubNamePatterns(country)).replace('{town}', city);
      if (!this.usedNames.has(name)) return name;
    }
    for (;;) {
      const name = `${this.random.pick(['FC', 'SV', 'SC'])} ${city} ${this.random.int(1880, 2015)}`;
      if (!this.usedNames.has(name)) return name;
    }
  }

  *clubs(): Generator<LargeClub> {
    const counts = jobCounts(this.scale, this.random);
    for (const [i, jobCount] of counts.entries()) {
      const country = this.random.weighted(COUNTRY_SHARE);
      const town = this.placeTown(country);
      const name = this.clubName(country, town.city);
      this.usedNames.add(name);
      this.clubNames[country].push(name);
      const slug = this.clubSlugs.slug(name);
      const account = this.account(`kontakt-${i + 1}@${slug}.example.com`, country, 0.97);
      const first = demoClub(town, name, account.email, this.random);
      const offers = [...first.jobs];
      // demoClub writes 1–4 offers; more of the same kind until the club has its share.
      while (offers.length < jobCount) offers.push(...demoClub(town, name, account.email, this.random).jobs);
      const jobs = offers.slice(0, jobCount).map((offer): LargeJob => {
        const job: JobOffer = {
          ...offer,
          searchRadius: this.random.weighted(JOB_RADIUS),
          address: { ...first.profile.address },
          contactInformation: { ...first.profile.contactInformation },
        };
        const label = clubFunctionLabel(job.subClubFunction ?? job.clubFunction);
        const age = this.now - account.createdAt.getTime();
        return {
          id: seededUuid(this.random),
          slug: this.jobSlugs.slug(`${label} ${slug}`),
          job,
          createdAt: new Date(this.now - Math.floor(this.random.next() * age)),
        };
      });
      yield { account, id: seededUuid(this.random), slug, profile: first.profile, jobs };
    }
  }

  /** People; run after `clubs()`, whose names their current clubs are taken from. */
  *persons(): Generator<LargePerson> {
    for (let i = 0; i < this.scale.persons; i += 1) {
      const country = this.random.weighted(COUNTRY_SHARE);
      const clubNames = this.clubNames[country].length > 0 ? this.clubNames[country] : ['FC Musterdorf'];
      const email = `person-${i + 1}@grosser-datensatz.example.com`;
      const account = this.account(email, country, 0.92);
      // Decided before the person, whose text must not tell of wishes a dormant profile does not have.
      const dormant = this.random.chance(DORMANT_PERSONS);
      const person = demoPerson(this.placeTown(country), email, clubNames, this.random, { dormant });
      const profile: PersonProfile = { ...person.profile, searchRadius: this.random.weighted(PERSON_RADIUS) };
      const slug = this.personSlugs.slug(`${profile.firstName} ${profile.lastName}`);
      yield { account, id: seededUuid(this.random), slug, profile };
    }
  }
}
