import { isClubFunction, jobTypeOf } from '@anpfiff/schemas/catalogues/club-functions';
import { leagueById } from '@anpfiff/schemas/catalogues/leagues';
import { isStateCode, stateByCode } from '@anpfiff/schemas/catalogues/states';
import { isTeamCategoryOf } from '@anpfiff/schemas/catalogues/team';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, planDemo } from './demo-plan';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const plan = planDemo();
const jobs = plan.clubs.flatMap((club) => club.jobs.map((job) => ({ club, job })));

describe('the demo data set', () => {
  it('is big enough for every screen to be meaningful, in both countries', () => {
    expect(plan.clubs.length).toBeGreaterThanOrEqual(60);
    expect(jobs.length).toBeGreaterThanOrEqual(150);
    expect(plan.persons.length).toBeGreaterThanOrEqual(150);
    for (const country of ['CH', 'DE'] as const) {
      expect(plan.clubs.filter((c) => c.country === country).length).toBeGreaterThanOrEqual(30);
      expect(plan.persons.filter((p) => p.country === country).length).toBeGreaterThanOrEqual(75);
    }
  });

  it('is what the README promises a first start seeds', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const promise = /The first start seeds demo data: [^.]*\./.exec(readme)?.[0];
    expect(promise).toMatch(
      new RegExp(`: ${plan.clubs.length} clubs .*, ${jobs.length} offers .* ${plan.persons.length} people`),
    );
  });

  it('is the same on every run', () => {
    expect(planDemo()).toEqual(plan);
  });

  it('has offers in every function group and people with and without interests', () => {
    const groups = new Set(jobs.map(({ job }) => jobTypeOf(job.subClubFunction ?? job.clubFunction)));
    expect([...groups].sort()).toEqual(['player', 'referee', 'supporter', 'trainer']);
    const motivated = plan.persons.filter((p) => p.profile.interestedClubFunctions.length > 0);
    expect(motivated.length).toBeGreaterThan(plan.persons.length * 0.7);
    expect(motivated.length).toBeLessThan(plan.persons.length);
  });

  it('uses unique club names and log-ins, with the documented demo log-ins', () => {
    expect(new Set(plan.clubs.map((c) => c.profile.name)).size).toBe(plan.clubs.length);
    const emails = [...plan.clubs, ...plan.persons].map((a) => a.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toContain(DEMO_LOGINS.club);
    expect(emails).toContain(DEMO_LOGINS.person);
  });

  it("places everything in a real state of its own country, with the catalogue's codes", () => {
    for (const { country, profile } of [...plan.clubs, ...plan.persons]) {
      const state = profile.address.state;
      expect(isStateCode(state)).toBe(true);
      expect(stateByCode(state as string)?.country).toBe(country);
      expect(profile.address.zip).toMatch(country === 'CH' ? /^\d{4}$/ : /^\d{5}$/);
    }
  });

  it('only uses functions, team categories and leagues that exist for the country and team gender', () => {
    for (const { club, job } of jobs) {
      expect(isClubFunction(job.clubFunction)).toBe(true);
      if (job.teamCategory) expect(isTeamCategoryOf(club.country, job.teamCategory)).toBe(true);
      if (job.league) {
        const league = leagueById(job.league);
        expect(league?.country).toBe(club.country);
        expect(league?.gender).toBe(job.teamGender);
      }
    }
  });

  it('writes Swiss texts in Swiss spelling and leaves no placeholder unfilled', () => {
    for (const club of plan.clubs) {
      const texts = [club.profile.description, ...club.jobs.map((j) => j.description)];
      for (const text of texts) expect(text).not.toMatch(/\{\w+\}/);
      if (club.country === 'CH') for (const text of texts) expect(text).not.toContain('ß');
    }
    for (const person of plan.persons) {
      expect(person.profile.description).not.toMatch(/\{\w+\}/);
      if (person.country === 'CH') expect(person.profile.description).not.toContain('ß');
    }
  });

  it('uses only reserved example domains for e-mail addresses', () => {
    for (const account of [...plan.clubs, ...plan.persons])
      expect(account.email).toMatch(/(^|\.|@)example\.com$/);
  });
});
