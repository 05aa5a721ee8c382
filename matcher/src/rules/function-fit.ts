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

// Stored with the matching and shown as they are both to the person (on their matching offers) and to the
// club (on an offer's matching people), so they speak of the person's interest in the third person.
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
    return { weight: 1, reason: reason(`Gesucht wird ${label}: genau das angegebene Interesse`) };
  const broader = ancestorsOf(role).find((a) => interests.includes(a));
  if (broader)
    return {
      weight: 0.9,
      reason: reason(`Gesucht wird ${label}: passt zum Interesse an ${clubFunctionLabel(broader)}`),
    };
  if (!sub) {
    const specific = interests.find((i) => ancestorsOf(i).includes(clubFunction));
    if (specific)
      return {
        weight: 0.6,
        reason: reason(`Gesucht wird ${label} allgemein: Interesse an ${clubFunctionLabel(specific)}`),
      };
  }
  return null;
}
