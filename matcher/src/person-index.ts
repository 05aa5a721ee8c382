import { boundingBox } from '@anpfiff/core/geo/distance';
import type { ClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import { interestsFitting } from './candidates';
import type { LoadedJob } from './match-subjects';
import type { MatchPerson } from './rules/match-types';

/** Grid cells of a quarter degree: about 28 km north–south and 16–19 km east–west in CH and DE. */
const CELL_DEG = 0.25;

const cellOf = (deg: number) => Math.floor(deg / CELL_DEG);
const cellKey = (latCell: number, lonCell: number) => `${latCell}:${lonCell}`;

interface Bucket {
  cells: Map<string, MatchPerson[]>;
  /** People without a place: only the rules can tell (they fit offers without any radius). */
  nowhere: MatchPerson[];
  /** People without a radius limit (0), who may fit an offer anywhere in the country. */
  unlimited: MatchPerson[];
}

/**
 * Every active person with interests, in memory, by country and interest and then by grid cell: the
 * full rebuild asks it for each offer's candidates instead of sending 100,000 queries to the database.
 * Like the per-event prefilter (candidates.ts) it only narrows; matchPersonToJob decides.
 */
export class PersonIndex {
  private readonly buckets = new Map<string, Bucket>();
  /** The largest radius any person set (above 0): how far an offer without a radius must look. */
  private readonly maxRadius: number;

  constructor(people: readonly MatchPerson[]) {
    let maxRadius = 0;
    for (const person of people) {
      if (person.searchRadius > 0) maxRadius = Math.max(maxRadius, person.searchRadius);
      for (const interest of new Set(person.interests)) {
        const bucket = this.bucket(person.country, interest);
        if (!person.location) bucket.nowhere.push(person);
        else {
          const key = cellKey(cellOf(person.location.lat), cellOf(person.location.lon));
          const cell = bucket.cells.get(key);
          if (cell) cell.push(person);
          else bucket.cells.set(key, [person]);
          if (person.searchRadius <= 0) bucket.unlimited.push(person);
        }
      }
    }
    this.maxRadius = maxRadius;
  }

  private bucket(country: string, interest: ClubFunction): Bucket {
    const key = `${country}|${interest}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { cells: new Map(), nowhere: [], unlimited: [] };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  /** People who may match the offer: a fitting interest, and near enough for the offer's or their own radius. */
  candidates(job: LoadedJob): MatchPerson[] {
    const found = new Map<string, MatchPerson>();
    const add = (people: readonly MatchPerson[]) => {
      for (const p of people) found.set(p.id, p);
    };
    for (const interest of interestsFitting(job.clubFunction, job.subClubFunction)) {
      const bucket = this.buckets.get(`${job.country}|${interest}`);
      if (!bucket) continue;
      add(bucket.nowhere);
      if (!job.location) {
        for (const people of bucket.cells.values()) add(people);
        continue;
      }
      // Within the offer's radius; without one, within the widest radius a person set, plus those
      // who set none at all.
      const reach = job.searchRadius > 0 ? job.searchRadius : this.maxRadius;
      if (job.searchRadius <= 0) add(bucket.unlimited);
      // Every cell the box around the reach touches: the box is the prefilters' own (candidates.ts),
      // measured on the mean earth radius and widest at its latitude farthest from the equator, so no
      // one within the reach lies outside it.
      const box = boundingBox(job.location, reach);
      for (let latCell = cellOf(box.minLat); latCell <= cellOf(box.maxLat); latCell += 1) {
        for (let lonCell = cellOf(box.minLon); lonCell <= cellOf(box.maxLon); lonCell += 1) {
          const people = bucket.cells.get(cellKey(latCell, lonCell));
          if (people) add(people);
        }
      }
    }
    return [...found.values()];
  }
}
