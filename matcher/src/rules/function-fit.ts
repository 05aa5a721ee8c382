import {
  ancestorsOf,
  type ClubFunction,
  clubFunctionLabel,
} from '@anpfiff/schemas/catalogues/club-functions';
import type { MatchReason } from './match-types';

export interface FunctionFit {
  /** share of the function points: 1 exact, 0.9 covered by a broader interest, 0.6 a broader offer */
  weight: number;
  reason: MatchReason;
}

const reason = (text: string): MatchReason => ({ kind: 'function', text });

/**
 * How a person's interests meet the role an offer is for (its sub-function when it names one):
 * - the same function fits best;
 * - an interest in a parent covers every child ("Trainer" covers a "Torwarttrainer" offer);
 * - a child interest meets an offer for the parent only ("Torwarttrainer" meets a general "Trainer" offer),
 *   because a club asking for any trainer welcomes a specialist — it ranks lower than a direct fit.
 * Anything else does not fit.
 */
export function functionFit(
  interests: readonly ClubFunction[],
  clubFunction: ClubFunction,
  sub: ClubFunction | null,
): FunctionFit | null {
  const role = sub ?? clubFunction;
  const label = clubFunctionLabel(role);
  if (interests.includes(role))
    return { weight: 1, reason: reason(`Gesucht wird ${label}: genau dein Interesse`) };
  const broader = ancestorsOf(role).find((a) => interests.includes(a));
  if (broader)
    return {
      weight: 0.9,
      reason: reason(`Gesucht wird ${label}: passt zu deinem Interesse ${clubFunctionLabel(broader)}`),
    };
  if (!sub) {
    const specific = interests.find((i) => ancestorsOf(i).includes(clubFunction));
    if (specific)
      return {
        weight: 0.6,
        reason: reason(
          `Gesucht wird ${label} allgemein: du interessierst dich für ${clubFunctionLabel(specific)}`,
        ),
      };
  }
  return null;
}
