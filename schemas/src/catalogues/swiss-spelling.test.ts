import { describe, expect, it } from 'vitest';
import { CLUB_FUNCTION_INFO, JOB_TYPE_LABELS } from './club-functions';
import { COUNTRY_INFO } from './countries';
import { JOB_EXTRA_LABELS } from './job-extras';
import { leagueHierarchy, leaguesFor } from './leagues';
import { PERSON_GENDER_LABELS } from './person';
import { statesOf } from './states';
import { TEAM_CATEGORY_INFO, TEAM_GENDER_LABELS } from './team';

// de-CH writes 'ss' where de-DE writes 'ß'; every label the Swiss site can show is checked here.
const swissLabels: Record<string, readonly string[]> = {
  countries: Object.values(COUNTRY_INFO).map((c) => c.name),
  cantons: statesOf('CH').map((s) => s.name),
  clubFunctions: CLUB_FUNCTION_INFO.map((i) => i.label),
  jobTypes: Object.values(JOB_TYPE_LABELS),
  teamGenders: Object.values(TEAM_GENDER_LABELS),
  teamCategories: TEAM_CATEGORY_INFO.map((c) => c.label),
  personGenders: Object.values(PERSON_GENDER_LABELS),
  jobExtras: Object.values(JOB_EXTRA_LABELS),
  swissLeagues: [...leaguesFor('CH', 'M'), ...leaguesFor('CH', 'F')].flatMap((l) => leagueHierarchy(l.id)),
};

describe('Swiss spelling', () => {
  it.each(Object.entries(swissLabels))('has no ß in %s', (_, labels) => {
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((l) => l.includes('ß'))).toEqual([]);
  });
});
