import type { Country } from '@anpfiff/core/config/config';
import { z } from 'zod';
import type { EmblemCandidate } from '../emblem-source';
import { commonsFileUri } from './commons-file-uri';

const ASSOCIATION_FOOTBALL_CLUB = 'Q476028';
const COUNTRY_ITEMS: Record<Country, string> = { CH: 'Q39', DE: 'Q183' };
const INSTANCE_OF = 'P31';
const COUNTRY = 'P17';
const LOGO_IMAGE = 'P154';
const END_TIME = 'P582';

// Wikibase serialises an empty map as a PHP empty array (`"claims": []`); read that as an empty map.
const map = <T extends z.ZodType>(value: T) =>
  z.preprocess((v) => (Array.isArray(v) ? {} : v), z.record(z.string(), value));

const statementSchema = z.object({
  rank: z.string().optional(),
  mainsnak: z.object({ snaktype: z.string(), datavalue: z.object({ value: z.unknown() }).optional() }),
  qualifiers: map(z.array(z.unknown())).optional(),
});
type Statement = z.infer<typeof statementSchema>;

export const searchResponseSchema = z.object({
  search: z.array(z.object({ id: z.string(), label: z.string().optional() })),
});
export type SearchHit = z.infer<typeof searchResponseSchema>['search'][number];

const entitySchema = z.object({
  missing: z.string().optional(),
  labels: map(z.object({ value: z.string() })).optional(),
  claims: map(z.array(statementSchema)).optional(),
});
export const entitiesResponseSchema = z.object({ entities: z.record(z.string(), entitySchema) });
type Entity = z.infer<typeof entitySchema>;

/** Statements that count: deprecated ones are known to be wrong, "no value"/"unknown value" carry none. */
function statements(entity: Entity, property: string): Statement[] {
  return (entity.claims?.[property] ?? []).filter(
    (s) => s.rank !== 'deprecated' && s.mainsnak.snaktype === 'value' && s.mainsnak.datavalue,
  );
}

function itemIds(entity: Entity, property: string): string[] {
  return statements(entity, property).flatMap((s) => {
    const value = s.mainsnak.datavalue?.value as { id?: unknown } | undefined;
    return typeof value?.id === 'string' ? [value.id] : [];
  });
}

/**
 * The current logo: a preferred statement first, then one without an end date — clubs keep their former
 * crests on the item with an end time (P582).
 */
function currentLogo(entity: Entity): string | null {
  const logos = statements(entity, LOGO_IMAGE).filter((s) => typeof s.mainsnak.datavalue?.value === 'string');
  const score = (s: Statement) => (s.rank === 'preferred' ? 2 : 0) + (s.qualifiers?.[END_TIME] ? 0 : 1);
  const best = [...logos].sort((a, b) => score(b) - score(a))[0];
  return best ? (best.mainsnak.datavalue?.value as string) : null;
}

/**
 * The search hits that are football clubs of `country` with a usable logo, in the search's order (its
 * relevance), each crest offered once.
 */
export function clubCandidates(
  hits: SearchHit[],
  entities: Record<string, Entity>,
  country: Country,
  source: string,
): EmblemCandidate[] {
  const seen = new Set<string>();
  const candidates: EmblemCandidate[] = [];
  for (const hit of hits) {
    const entity = entities[hit.id];
    if (!entity || entity.missing !== undefined) continue;
    if (!itemIds(entity, INSTANCE_OF).includes(ASSOCIATION_FOOTBALL_CLUB)) continue;
    if (!itemIds(entity, COUNTRY).includes(COUNTRY_ITEMS[country])) continue;
    const logo = currentLogo(entity);
    const uri = logo ? commonsFileUri(logo) : null;
    if (!uri || seen.has(uri)) continue;
    seen.add(uri);
    candidates.push({ uri, name: entity.labels?.de?.value ?? hit.label ?? hit.id, source });
  }
  return candidates;
}
