import { CLUB_FUNCTIONS, type ClubFunction, jobTypeOf } from '@anpfiff/schemas/catalogues/club-functions';
import { type Country } from '@anpfiff/schemas/catalogues/countries';
import { leagueById, LEAGUES } from '@anpfiff/schemas/catalogues/leagues';
import { PERSON_GENDERS } from '@anpfiff/schemas/catalogues/person';
import type { TeamCategory } from '@anpfiff/schemas/catalogues/team';
import type { JobOffer, PersonProfile } from '@anpfiff/schemas/entities/profiles';
import { describe, expect, it } from 'vitest';
import { offerTeamStages } from './demo-clubs';
import { functionLabel } from './demo-data/function-labels';
import { DEMO_YEAR } from './demo-data/text-types';
import { CURRENT_FUNCTIONS } from './demo-people';
import { planDemo } from './demo-plan';
import { offerTexts, personTexts } from './demo-texts';
import { LargePlan } from './large/large-plan';

// How ads name teams, written out here rather than taken from the generator, so that a text naming
// another team than the offer's own is caught whichever list it came from.
const juniors = (x: string) =>
  new RegExp(
    `\\b(Junior(en|innen) ${x}[ab]?|${x}-Junior(en|innen)|${x}-Jugend)\\b${x === 'G' ? '|Bambini' : ''}`,
  );
const CATEGORY_WORDS: readonly (readonly [TeamCategory, RegExp])[] = [
  [
    'AKTIVE',
    /\b(Aktivmannschaft|Aktiven|\d\. Mannschaft|erste Mannschaft|(?<!Alten )Herren(mannschaft)?|Frauen(mannschaft)?|Frauen \d|Damen)\b/,
  ],
  ['A_JUNIOREN', juniors('A')],
  ['B_JUNIOREN', juniors('B')],
  ['C_JUNIOREN', juniors('C')],
  ['D_JUNIOREN', juniors('D')],
  ['E_JUNIOREN', juniors('E')],
  ['F_JUNIOREN', juniors('F')],
  ['G_JUNIOREN', juniors('G')],
  ['FF_12', /\bFF-?12\b/],
  ['FF_15', /\bFF-?15\b/],
  ['FF_19', /\bFF-?19\b/],
  ['SENIOREN_30', /Senior(en|innen) 30\+|\bÜ3[02]\b/],
  ['SENIOREN_40', /Senior(en|innen) 40\+|\bÜ40\b|\bAlte\w* Herren\b/],
  ['SENIOREN_50', /Senior(en|innen) 50\+|\bÜ50\b/],
  ['VETERANEN', /\bVeteran(en|innen)\b/],
  ['U23', /\bU23\b/],
];
// Words that only fit a men's (or boys') team, and only a women's (or girls') team.
const MEN_ONLY =
  /\b(Herren\w*|Männer\w*|Junioren|[A-G]-Junioren|[A-G]-Jugend|Bambini|Senioren|Veteranen|Stammspieler|Spieler)\b/;
const WOMEN_ONLY =
  /\b(Frauen\w*|Damen|Juniorinnen|[A-G]-Juniorinnen|Seniorinnen|Veteraninnen|Spielerinnen|Stammspielerinnen|Mädchen\w*)\b/;

const LABELS = CLUB_FUNCTIONS.flatMap((fn) => [functionLabel(fn, true), functionLabel(fn, false)]).sort(
  (a, b) => b.length - a.length,
);
/** The functions a text calls its reader or author: 'als Torwarttrainer', 'Als Schiedsrichterin'. */
function namedFunctions(text: string): string[] {
  const pattern = new RegExp(
    `\\b[Aa]ls (${LABELS.map((l) => l.replace(/[-+]/g, '\\$&')).join('|')})\\b`,
    'g',
  );
  return [...text.matchAll(pattern)].map((m) => m[1] as string);
}

function offerProblems(job: JobOffer, country: Country): string[] {
  const problems: string[] = [];
  const text = job.description;
  const role = job.subClubFunction ?? job.clubFunction;
  for (const [category, words] of CATEGORY_WORDS) {
    // Without a team, 'Frauen' and 'Herren' speak of referees and matches ('mehr Frauen an die Pfeife').
    if (!job.teamCategory && category === 'AKTIVE') continue;
    if (category !== job.teamCategory && words.test(text)) problems.push(`names ${category}`);
  }
  if (job.teamGender === 'M' && WOMEN_ONLY.test(text))
    problems.push(`calls a men's team ${WOMEN_ONLY.exec(text)?.[0]}`);
  if (job.teamGender === 'F' && MEN_ONLY.test(text))
    problems.push(`calls a women's team ${MEN_ONLY.exec(text)?.[0]}`);
  const own = job.league ? leagueById(job.league)?.name : undefined;
  for (const { name } of LEAGUES)
    if (name.length > 4 && name !== own && !own?.includes(name) && text.includes(`der ${name}`))
      problems.push(`names the league ${name}`);
  const feminine = jobTypeOf(role) === 'player' && job.teamGender === 'F';
  for (const named of namedFunctions(text))
    if (named !== functionLabel(role, feminine)) problems.push(`is for a ${named}`);
  if (jobTypeOf(role) === 'player' && /JUNIOREN|FF_/.test(job.teamCategory ?? '') && job.salary > 0)
    problems.push('pays a junior');
  return problems.map((p) => `${country} ${role} ${job.teamCategory}/${job.teamGender}/${job.league}: ${p}`);
}

const YOUNGEST_PLAYER: Partial<Record<TeamCategory, number>> = {
  AKTIVE: 17,
  SENIOREN_30: 30,
  SENIOREN_40: 40,
  VETERANEN: 40,
};

function personProblems(profile: PersonProfile, country: Country): string[] {
  const problems: string[] = [];
  const text = profile.description;
  const born = Number(profile.birthday?.slice(0, 4));
  const female = profile.gender === 'FEMALE';
  const job = profile.currentJob;
  const own = [...profile.interestedClubFunctions, ...(job?.clubFunction ? [job.clubFunction] : [])];
  const allowed = new Set(own.map((fn) => functionLabel(fn, female)));
  for (const named of namedFunctions(text)) if (!allowed.has(named)) problems.push(`tells of ${named}`);
  if (/pensioniert|Pensionierung|Ruhestand|in Rente/.test(text) && born > DEMO_YEAR - 60)
    problems.push('retired');
  if (/\bstudiere\b/.test(text) && born < DEMO_YEAR - 30) problems.push('a student');
  if (/Mein Sohn|Mein Kind|Meine beiden Kinder/.test(text) && born > DEMO_YEAR - 30)
    problems.push('a parent');
  if (/Junioren A gespielt|A-Jugend gespielt|FF-19 gespielt/.test(text) && born < DEMO_YEAR - 21)
    problems.push('just out of the juniors');
  const current = job?.clubFunction;
  if (/pfeife seit|als Schiedsrichter(in)? aktiv/.test(text) && current !== 'SCHIEDSRICHTER')
    problems.push('refereeing');
  if (/als Schiedsrichter(in)? anfangen/.test(text) && current === 'SCHIEDSRICHTER')
    problems.push('a beginner');
  if (/Ich spiele zurzeit/.test(text) && current !== 'SPIELER') problems.push('playing');
  if (/Pause/.test(text) && current === 'SPIELER') problems.push('pausing');
  if (current === 'SCHIEDSRICHTER' && job?.teamCategory) problems.push('a referee on a team');
  if (current === 'SPIELER' && job?.teamCategory) {
    // Grown-ups play with the active or the veterans, from the age in the category's name; never with juniors.
    const age = DEMO_YEAR - born;
    if (age < (YOUNGEST_PLAYER[job.teamCategory] ?? Infinity))
      problems.push(`playing ${job.teamCategory} at ${age}`);
    const teamGender = { MALE: 'M', FEMALE: 'F', NO_INFO: job.teamGender }[profile.gender];
    if (job.teamGender !== teamGender)
      problems.push(`a ${profile.gender} player of a ${job.teamGender} team`);
  }
  return problems.map(
    (p) => `${country} ${profile.birthday} ${profile.gender} ${current}: ${p} in "${text}"`,
  );
}

const plan = planDemo();

describe('the demo texts', () => {
  it("describe every offer's own team, gender, league and function", () => {
    const problems = plan.clubs.flatMap((club) =>
      club.jobs.flatMap((job) => offerProblems(job, club.country)),
    );
    expect(problems).toEqual([]);
    // The check has something to find: offers name their team, some with its league.
    const texts = plan.clubs.flatMap((club) =>
      club.jobs.filter((j) => j.teamCategory).map((j) => j.description),
    );
    const named = texts.filter((t) => CATEGORY_WORDS.some(([, words]) => words.test(t)));
    expect(named.length).toBeGreaterThan(texts.length * 0.6);
    expect(texts.some((t) => / in der \d\. Liga/.test(t))).toBe(true);
  });

  it('tell of the age, current job and wishes each person has', () => {
    const problems = plan.persons.flatMap((p) => personProblems(p.profile, p.country));
    expect(problems).toEqual([]);
  });

  it('agree with their offers and people in the large data set too', () => {
    const large = new LargePlan({ clubs: 40, jobs: 400, persons: 600 }, 7, Date.UTC(2026, 0, 1));
    const problems = [...large.clubs()].flatMap((club) =>
      club.jobs.flatMap(({ job }) => offerProblems(job, club.account.country)),
    );
    for (const person of large.persons())
      problems.push(...personProblems(person.profile, person.account.country));
    expect(problems).toEqual([]);
  });

  it('have a text for every offer and every person the generator can make', () => {
    const missing: string[] = [];
    for (const country of ['CH', 'DE'] as const) {
      for (const role of CLUB_FUNCTIONS)
        for (const stage of offerTeamStages(role))
          if (offerTexts(country, role, stage).length === 0) missing.push(`${country} ${role} ${stage}`);
      const wishes: (ClubFunction | undefined)[] = [undefined, ...CLUB_FUNCTIONS];
      for (const wish of wishes)
        for (const current of ['NONE', ...CURRENT_FUNCTIONS] as const)
          for (const gender of PERSON_GENDERS)
            for (let birthYear = 1962; birthYear <= 2006; birthYear += 1)
              if (personTexts(country, { wish, current, gender, birthYear }).length === 0)
                missing.push(`${country} ${wish} ${current} ${gender} ${birthYear}`);
    }
    expect(missing).toEqual([]);
  });
});
