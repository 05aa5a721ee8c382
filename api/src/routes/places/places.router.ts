import { suggestPlaces } from '@anpfiff/core/geo/gazetteer';
import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { ValidationError } from '../../errors';
import { parseRequest } from '../../support/parse-request';
import { placeOfNear } from './near-place';
import { MAX_PLACE_SUGGESTIONS, placeSuggestionsQuery, resolvePlaceQuery } from './places.schema';

// The gazetteer changes with a release, not in between: a browser may keep an answer for an hour.
const CACHE_CONTROL = 'public, max-age=3600';

/** The places of the site's country for the search radius: suggestions while typing, and a place checked. */
export function placesRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/places', (ctx) => {
    const { query } = parseRequest(placeSuggestionsQuery, ctx.query);
    ctx.set('Cache-Control', CACHE_CONTROL);
    ctx.body = suggestPlaces(ctx.state.country, query, MAX_PLACE_SUGGESTIONS);
  });

  router.get('/places/resolve', (ctx) => {
    const { near } = parseRequest(resolvePlaceQuery, ctx.query);
    const place = placeOfNear(ctx.state.country, near);
    if (typeof place === 'string') throw new ValidationError({ near: [place] });
    ctx.set('Cache-Control', CACHE_CONTROL);
    ctx.body = place;
  });

  return router;
}
