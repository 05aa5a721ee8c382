import { SEARCH_KINDS } from '@anpfiff/schemas/search/search-query';
import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { canViewContactDetails } from '../../auth/contact-details-access';
import { withContactDetails } from './contact-details';
import { searchQueryOf } from './search.schema';

/**
 * The three searches of spec section 7 and their facet counts. Results stay plain arrays of cards as the
 * spec has them; the total travels in X-Total-Count and the counts per state and function come from
 * `…/facets` with the same parameters. Mounted before the detail routes, so `facets` is never read as a slug.
 */
export function searchRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  for (const kind of SEARCH_KINDS) {
    router.get(`/${kind}`, async (ctx) => {
      const query = searchQueryOf(kind, ctx.state.country, ctx.query);
      const result = await ctx.deps.search.query(query);
      // Clubs and offers carry their map position; a person's home stays off the wire (privacy).
      const withLocation = kind !== 'people';
      const found = result.hits.map((hit) => ({
        id: hit.id,
        card: {
          ...hit.card,
          ...(withLocation && hit.location ? { location: hit.location } : {}),
          ...(hit.distanceKm === undefined ? {} : { distanceKm: hit.distanceKm }),
        },
      }));
      ctx.set('X-Total-Count', String(result.total));
      ctx.body = canViewContactDetails(ctx.state.account)
        ? await withContactDetails(ctx.deps.db, kind, found)
        : found.map((f) => f.card);
    });

    router.get(`/${kind}/facets`, async (ctx) => {
      ctx.body = await ctx.deps.search.facets(searchQueryOf(kind, ctx.state.country, ctx.query));
    });
  }

  return router;
}
