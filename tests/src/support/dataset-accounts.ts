import { LargePlan, SCALES, type ScaleName } from '@anpfiff/api/seed/large/large-plan';

export interface DatasetAccounts {
  /** A verified Swiss club with at least one offer. */
  club: string;
  /** Verified Swiss persons, in the generator's order. */
  persons: string[];
}

/**
 * Sign-in addresses of a data set built by `npm run seed -- --scale <scale>`. The generator is
 * deterministic, so walking its plan again names the same accounts without opening the database (which
 * the server under test holds). Swiss accounts, because the test servers answer as the Swiss site.
 */
export function datasetAccounts(scale: ScaleName, persons: number): DatasetAccounts {
  const plan = new LargePlan(SCALES[scale]);
  let club: string | undefined;
  // Clubs come first in the plan: the persons' random draws follow theirs.
  for (const c of plan.clubs())
    if (!club && c.account.verified && c.account.country === 'CH' && c.jobs.length > 0)
      club = c.account.email;
  const found: string[] = [];
  for (const person of plan.persons()) {
    if (person.account.verified && person.account.country === 'CH') found.push(person.account.email);
    if (found.length === persons) break;
  }
  if (!club || found.length < persons) throw new Error(`the ${scale} data set lacks Swiss accounts`);
  return { club, persons: found };
}
