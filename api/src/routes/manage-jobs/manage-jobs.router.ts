import { Job } from '@anpfiff/core/db/models/job';
import Router from '@koa/router';
import type { AppContext, AppRouterContext, AppState } from '../../app-types';
import { authorize } from '../../auth/authorize';
import { createJob } from '../../commands/create-job';
import { deleteJob } from '../../commands/delete-job';
import { JOB_NOT_FOUND, updateJob } from '../../commands/update-job';
import { HttpError } from '../../errors';
import { takeLivePosition } from '../../live/live-position';
import type { JobFormValues } from '../../forms/form-values';
import { submitForm } from '../../forms/submit-form';
import { toJobOffer } from '../../forms/to-profiles';
import { presentOwnJob } from '../../presenters/job-presenter';
import { presentOwnJobDetail } from '../../presenters/own-profile-presenter';
import { matchingCounts } from '../../queries/matchings';
import { startedFrom, tagVersion } from '../../support/edit-version';
import { ownClub } from '../manage-club/manage-club.router';

/** Another club's offer answers exactly like a missing one. */
async function ownJob(ctx: AppRouterContext): Promise<Job> {
  const club = await ownClub(ctx);
  const job = await Job.query(ctx.deps.db).findOne({ clubId: club.id, slug: ctx.params.slug ?? '' });
  if (!job) throw new HttpError(404, JOB_NOT_FOUND);
  return job;
}

/** The offer as just written; one deleted in the meantime (in another tab) is answered as a missing one. */
async function writtenJob(ctx: AppRouterContext, jobId: string): Promise<Job> {
  const job = await Job.query(ctx.deps.db).findById(jobId);
  if (!job) throw new HttpError(404, JOB_NOT_FOUND);
  return job;
}

export function manageJobsRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const club = authorize('club');

  router.get('/manage/jobs', club, async (ctx) => {
    // The page keeps the matching counts current with the live stream (live-position.ts).
    const sendLivePosition = await takeLivePosition(ctx);
    const { id } = await ownClub(ctx);
    const jobs = await Job.query(ctx.deps.db).where({ clubId: id }).orderBy('createdAt', 'desc');
    const counts = await matchingCounts(ctx.deps.db, id);
    sendLivePosition();
    ctx.body = jobs.map((job) => presentOwnJob(job, counts.get(job.id) ?? 0));
  });

  router.post('/manage/jobs', club, async (ctx) => {
    const { id } = await ownClub(ctx);
    const { values } = await submitForm<JobFormValues>(ctx, 'job-offer-create-or-update');
    const { jobId } = await createJob(ctx.deps.db, id, toJobOffer(ctx.state.country, values));
    const written = await writtenJob(ctx, jobId);
    tagVersion(ctx, written);
    ctx.body = presentOwnJobDetail(written);
  });

  router.get('/manage/jobs/:slug', club, async (ctx) => {
    const job = await ownJob(ctx);
    tagVersion(ctx, job);
    ctx.body = presentOwnJobDetail(job);
  });

  // With If-Match, an edit made on a version replaced meanwhile (another device) is refused, not applied.
  router.put('/manage/jobs/:slug', club, async (ctx) => {
    const job = await ownJob(ctx);
    const { values } = await submitForm<JobFormValues>(ctx, 'job-offer-create-or-update');
    await updateJob(ctx.deps.db, job.id, toJobOffer(ctx.state.country, values), startedFrom(ctx));
    const written = await writtenJob(ctx, job.id);
    tagVersion(ctx, written);
    ctx.body = presentOwnJobDetail(written);
  });

  router.delete('/manage/jobs/:slug', club, async (ctx) => {
    const job = await ownJob(ctx);
    await deleteJob(ctx.deps.db, job.id);
    ctx.body = { deleted: true };
  });

  return router;
}
