import { leagueById } from '@anpfiff/schemas/catalogues/leagues';
import type { MatchReason } from './match-types';

export interface LeagueFit {
  weight: number;
  reason: MatchReason | null;
}

const reason = (text: string): MatchReason => ({ kind: 'league', text });

/**
 * Compares the offer's league with the person's current one by level (1 = top tier). The same level or
 * one step up is the natural next move; much higher or lower fits less. Without both leagues nothing is
 * claimed and the score stays neutral.
 */
export function leagueFit(personLeague: string | null, jobLeague: string | null): LeagueFit {
  const offer = jobLeague ? leagueById(jobLeague) : undefined;
  const current = personLeague ? leagueById(personLeague) : undefined;
  if (!offer || !current || offer.country !== current.country) return { weight: 0.5, reason: null };
  const steps = current.level - offer.level;
  if (steps === 0) return { weight: 1, reason: reason(`${offer.name}: gleiche Stufe wie das aktuelle Team`) };
  if (steps === 1) return { weight: 1, reason: reason(`${offer.name}: eine Stufe über dem aktuellen Team`) };
  if (steps === -1)
    return { weight: 0.8, reason: reason(`${offer.name}: eine Stufe unter dem aktuellen Team`) };
  if (steps > 1)
    return { weight: 0.4, reason: reason(`${offer.name}: ${steps} Stufen über dem aktuellen Team`) };
  return { weight: 0.3, reason: reason(`${offer.name}: ${-steps} Stufen unter dem aktuellen Team`) };
}
