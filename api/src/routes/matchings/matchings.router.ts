import { Job } from '@anpfiff/core/db/models/job';
import { Person } from '@anpfiff/core/db/models/person';
import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { authorize, signedIn } from '../../auth/authorize';
import { takeLivePosition } from '../../live/live-position';
import { HttpError } from '../../errors';
import { presentJob } from '../../presenters/job-presenter';
import { presentPerson } from '../../presenters/person-presenter';
import {
  countMatchingJobsOfPerson,
  countMatchingPersonsOfJob,
  matchingJobsOfPerson,
  matchingPersonsOfJob,
  type MatchingInfo,
} from '../../queries/matchings';
import { ownClub } from '../manage-club/manage-club.router';
import { listSliceOf } from './matchings.schema';

const present = (m: MatchingInfo) => ({ score: m.score, distanceKm: m.distanceKm, reasons: m.reasons });

/**
 * "Passende Angebote" for a person and the matching people per offer for a club, best first: the whole
 * list, or one page of it (matchings.schema.ts), with the total in X-Total-Count.
 */
export function matchingsRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/manage/person/matchings', authorize('person'), async (ctx) => {
    const sendLivePosition = await takeLivePosition(ctx);
    const person = await Person.query(ctx.deps.db).findOne({ accountId: signedIn(ctx).id });
    if (!person) throw new HttpError(404, 'Person nicht gefunden');
    const slice = listSliceOf(ctx.query);
    const rows = await matchingJobsOfPerson(ctx.deps.db, person.id, slice);
    const total = slice ? await countMatchingJobsOfPerson(ctx.deps.db, person.id) : rows.length;
    ctx.set('X-Total-Count', String(total));
    sendLivePosition();
    ctx.body = rows.map(({ job, club, matching }) => ({
      ...presentJob(job, club, true),
      matching: present(matching),
    }));
  });

  router.get('/manage/jobs/:slug/matchings', authorize('club'), async (ctx) => {
    const sendLivePosition = await takeLivePosition(ctx);
    const club = await ownClub(ctx);
    const job = await Job.query(ctx.deps.db).findOne({ clubId: club.id, slug: ctx.params.slug ?? '' });
    if (!job) throw new HttpError(404, 'Angebot nicht gefunden');
    const slice = listSliceOf(ctx.query);
    const rows = await matchingPersonsOfJob(ctx.deps.db, job.id, slice);
    const total = slice ? await countMatchingPersonsOfJob(ctx.deps.db, job.id) : rows.length;
    ctx.set('X-Total-Count', String(total));
    sendLivePosition();
    // A signed-in, verified club may see contact data (spec section 6).
    ctx.body = rows.map(({ person, email, matching }) => ({
      ...presentPerson(person, email, true),
      matching: present(matching),
    }));
  });

  return router;
}
