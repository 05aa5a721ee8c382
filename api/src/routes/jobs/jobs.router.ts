import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { canViewContactDetails } from '../../auth/contact-details-access';
import { HttpError } from '../../errors';
import { presentJob } from '../../presenters/job-presenter';
import { findVisibleJob } from '../../queries/visible-profiles';

export function jobsRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  // By id or by slug: links in mails use ids, pages use slugs.
  router.get('/jobs/:id', async (ctx) => {
    const job = await findVisibleJob(ctx.deps.db, ctx.state.country, ctx.params.id ?? '');
    if (!job?.club) throw new HttpError(404, 'Angebot nicht gefunden');
    ctx.body = presentJob(job, job.club, canViewContactDetails(ctx.state.account));
  });

  return router;
}
