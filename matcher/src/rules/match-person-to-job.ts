import { distanceKm } from '@anpfiff/core/geo/distance';
import { type ClubFunction, jobTypeOf } from '@anpfiff/schemas/catalogues/club-functions';
import { functionFit } from './function-fit';
import { leagueFit } from './league-fit';
import type { Match, MatchJob, MatchPerson, MatchReason } from './match-types';

// Points of the score: the role matters most, then how close, then the level.
const POINTS = { function: 55, distance: 30, league: 15 } as const;
/** Without a radius, closeness still ranks: within this distance it earns points. */
const DISTANCE_SCALE_KM = 50;

const format = new Intl.NumberFormat('de-CH', { maximumFractionDigits: 0 });

/**
 * Roles that play in the team, so the team's gender decides who fits: players, and the player-coach
 * (Spielertrainer), who coaches the team and plays in it. Any other coach or helper can be anyone.
 */
export function playsInTeam(role: ClubFunction): boolean {
  return jobTypeOf(role) === 'player' || role === 'SPIELERTRAINER';
}

function withinRadius(radius: number, distance: number | null): boolean {
  return radius <= 0 || (distance !== null && distance <= radius);
}

/**
 * Whether a person matches an offer, with a score (0–100) and the reasons in German. All must hold: same
 * country; both accounts active; the role fits the person's interests; the distance is within the
 * person's radius and within the offer's radius wherever those are above 0 (0 = no limit); for offers to
 * play in a men's or women's team (players and player-coaches), the person's stated gender fits the team.
 */
export function matchPersonToJob(person: MatchPerson, job: MatchJob): Match | null {
  if (person.country !== job.country || !person.active || !job.active) return null;
  const fit = functionFit(person.interests, job.clubFunction, job.subClubFunction);
  if (!fit) return null;

  const distance = person.location && job.location ? distanceKm(person.location, job.location) : null;
  if (!withinRadius(person.searchRadius, distance) || !withinRadius(job.searchRadius, distance)) return null;

  const reasons: MatchReason[] = [fit.reason];
  const role = job.subClubFunction ?? job.clubFunction;
  if (playsInTeam(role) && job.teamGender) {
    const fitsTeam = person.gender === 'NO_INFO' || (person.gender === 'FEMALE') === (job.teamGender === 'F');
    if (!fitsTeam) return null;
    reasons.push({ kind: 'team-gender', text: job.teamGender === 'F' ? 'Frauenteam' : 'Männerteam' });
  }

  const scale = Math.min(...[person.searchRadius, job.searchRadius, DISTANCE_SCALE_KM].filter((r) => r > 0));
  const closeness = distance === null ? 0.3 : Math.max(0, 1 - distance / scale);
  reasons.push({
    kind: 'distance',
    text:
      distance === null
        ? 'Entfernung unbekannt'
        : distance < 1
          ? 'Weniger als 1 km entfernt'
          : `${format.format(distance)} km entfernt`,
  });

  const league = leagueFit(person.currentLeague, job.league);
  if (league.reason) reasons.push(league.reason);

  const score = Math.round(
    fit.weight * POINTS.function + closeness * POINTS.distance + league.weight * POINTS.league,
  );
  return {
    personId: person.id,
    jobId: job.id,
    score: Math.min(100, Math.max(0, score)),
    distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
    reasons,
  };
}
