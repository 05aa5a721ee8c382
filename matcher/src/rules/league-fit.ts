import { type League, leagueById } from '@anpfiff/schemas/catalogues/leagues';
import type { MatchReason } from './match-types';

export interface LeagueFit {
  weight: number;
  reason: MatchReason | null;
}

const reason = (text: string): MatchReason => ({ kind: 'league', text });

const NEUTRAL: LeagueFit = { weight: 0.5, reason: null };

/**
 * A youth league (the Swiss women's U-18) sits outside the adult pyramid: the catalogue gives it the level
 * after the 4. Liga only to list it last in the picker (leagues-ch.ts), so its level says nothing.
 */
export function isYouthLeague(league: League): boolean {
  return /^U-?\d+\b/.test(league.name);
}

/**
 * Compares the offer's league with the person's current one by level (1 = top tier), but only within one
 * pyramid: same country, same team gender (a men's and a women's league are numbered apart), both adult.
 * The same level or one step up is the natural next move; much higher or lower fits less. Two leagues of
 * different pyramids, or a youth league against any other, claim nothing, as does a missing league: the
 * score stays neutral.
 */
export function leagueFit(personLeague: string | null, jobLeague: string | null): LeagueFit {
  const offer = jobLeague ? leagueById(jobLeague) : undefined;
  const current = personLeague ? leagueById(personLeague) : undefined;
  if (!offer || !current || offer.country !== current.country || offer.gender !== current.gender)
    return NEUTRAL;
  if (isYouthLeague(offer) || isYouthLeague(current)) {
    return offer.id === current.id
      ? { weight: 1, reason: reason(`${offer.name}: gleiche Liga wie das aktuelle Team`) }
      : NEUTRAL;
  }
  const steps = current.level - offer.level;
  if (steps === 0) return { weight: 1, reason: reason(`${offer.name}: gleiche Stufe wie das aktuelle Team`) };
  if (steps === 1) return { weight: 1, reason: reason(`${offer.name}: eine Stufe über dem aktuellen Team`) };
  if (steps === -1)
    return { weight: 0.8, reason: reason(`${offer.name}: eine Stufe unter dem aktuellen Team`) };
  if (steps > 1)
    return { weight: 0.4, reason: reason(`${offer.name}: ${steps} Stufen über dem aktuellen Team`) };
  return { weight: 0.3, reason: reason(`${offer.name}: ${-steps} Stufen unter dem aktuellen Team`) };
}
