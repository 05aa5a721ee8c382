import {
  type ClubFunction,
  clubFunctionLabel,
  descendantsOf,
  isClubFunction,
  withAncestors,
} from '@anpfiff/schemas/catalogues/club-functions';
import { isJobExtra, jobExtraLabel } from '@anpfiff/schemas/catalogues/job-extras';
import { leagueHierarchy } from '@anpfiff/schemas/catalogues/leagues';
import { isStateCode, stateByCode, type StateCode } from '@anpfiff/schemas/catalogues/states';
import {
  isTeamCategory,
  isTeamGender,
  TEAM_GENDER_LABELS,
  teamCategoryLabel,
} from '@anpfiff/schemas/catalogues/team';

/** Known function codes of a row plus their parents; unknown ones (a retired code) are skipped. */
export function functionsWithParents(codes: readonly (string | null | undefined)[]): ClubFunction[] {
  return withAncestors(codes.filter(isClubFunction));
}

/**
 * What the function filter finds a document by, as the matcher counts a fit (matcher/src/rules/
 * function-fit.ts): the codes with their sub-functions — an interest in 'Trainer', or an offer for any
 * trainer, covers every trainer role — and their parents, so that a filter on 'Trainer' finds a
 * 'Torwarttrainer'. Otherwise a club would see someone among an offer's matching people whom the same
 * filter on the people list does not find.
 */
export function functionsCovered(codes: readonly (string | null | undefined)[]): ClubFunction[] {
  const known = codes.filter(isClubFunction);
  return withAncestors([...known, ...known.flatMap(descendantsOf)]);
}

export function functionLabels(codes: readonly (string | null | undefined)[]): string[] {
  return functionsWithParents(codes).map(clubFunctionLabel);
}

export function stateOf(code: string | null): StateCode | null {
  return isStateCode(code) ? code : null;
}

/** The state's name, so "Aargau" finds what is stored as CH-AG. */
export function stateName(code: string | null): string | null {
  return isStateCode(code) ? stateByCode(code).name : null;
}

export function teamLabels(category: string | null, gender: string | null): string[] {
  return [
    isTeamCategory(category) ? teamCategoryLabel(category) : null,
    isTeamGender(gender) ? TEAM_GENDER_LABELS[gender] : null,
  ].filter((label): label is string => label !== null);
}

export function leagueWords(league: string | null): string[] {
  return league ? leagueHierarchy(league) : [];
}

/** Both sites' words for each extra: a search finds free tickets by 'Matchtickets' and 'Freikarten' alike. */
export function jobExtraLabels(extras: readonly string[]): string[] {
  return extras
    .filter(isJobExtra)
    .flatMap((extra) => [...new Set([jobExtraLabel(extra, 'CH'), jobExtraLabel(extra, 'DE')])]);
}

/** Joins the non-empty parts with spaces: the keywords and titles are plain text for the analyser. */
export function words(...parts: (string | null | undefined | readonly string[])[]): string {
  return parts
    .flat()
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}
