import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { canViewContactDetails } from '../../auth/contact-details-access';
import { HttpError } from '../../errors';
import { presentClub } from '../../presenters/club-presenter';
import { presentJob } from '../../presenters/job-presenter';
import { findVisibleClub, jobsOfClub } from '../../queries/visible-profiles';

export function clubsRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/clubs/:slug', async (ctx) => {
    const club = await findVisibleClub(ctx.deps.db, ctx.state.country, ctx.params.slug ?? '');
    if (!club) throw new HttpError(404, 'Verein nicht gefunden');
    ctx.body = presentClub(club, canViewContactDetails(ctx.state.account));
  });

  router.get('/clubs/:slug/jobs', async (ctx) => {
    const club = await findVisibleClub(ctx.deps.db, ctx.state.country, ctx.params.slug ?? '');
    if (!club) throw new HttpError(404, 'Verein nicht gefunden');
    const canView = canViewContactDetails(ctx.state.account);
    ctx.body = (await jobsOfClub(ctx.deps.db, club.id)).map((job) => presentJob(job, club, canView));
  });

  return router;
}
