import type { SearchKind } from '@anpfiff/schemas/search/search-query';

/**
 * The version of the projection each kind's stored search documents follow. Raise a kind's by one with
 * every change to what its documents hold or how they are derived — its projection here, keywords.ts and
 * the catalogue labels it takes words from, the rows visible-sources.ts reads for it, the card presenter
 * it embeds — and to an engine's mappings or text analysis that only a fresh index picks up (raise every
 * kind it touches): the indexer then rebuilds that kind's index once at its next start
 * (projection-upgrade.ts), so nobody has to remember `npm run index -- rebuild` after the release. The
 * indexer's handler writes each later change by the new projection anyway; the rebuild is for the
 * documents nobody touches. A change that alters no stored
 * document (a refactoring, a faster query) keeps the version.
 *
 * 0 (stored only): unknown, documents written before this counter by any older projection.
 * 1: the projections up to the release of the counter (the clubs' still).
 * 2 (jobs, people): `clubFunctions` cover the sub-functions of an interest in a function and of an offer
 * for a function alone, so that the function filter finds them as the matcher counts them.
 * 3 (jobs): the keywords carry the extras in both sites' words ("Gratis Matchtickets", "Freikarten für
 * Spiele"), so either finds the offer.
 */
export const PROJECTION_VERSIONS: Readonly<Record<SearchKind, number>> = {
  clubs: 1,
  jobs: 3,
  people: 2,
};
