import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { canViewContactDetails } from '../../auth/contact-details-access';
import { HttpError } from '../../errors';
import { presentPerson } from '../../presenters/person-presenter';
import { findVisiblePerson } from '../../queries/visible-profiles';

export function peopleRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/people/:slug', async (ctx) => {
    const found = await findVisiblePerson(ctx.deps.db, ctx.state.country, ctx.params.slug ?? '');
    if (!found) throw new HttpError(404, 'Person nicht gefunden');
    ctx.body = presentPerson(found.person, found.email, canViewContactDetails(ctx.state.account));
  });

  return router;
}
