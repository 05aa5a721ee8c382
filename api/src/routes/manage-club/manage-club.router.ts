import { Club } from '@anpfiff/core/db/models/club';
import Router from '@koa/router';
import type { AppContext, AppRouterContext, AppState } from '../../app-types';
import { authorize, signedIn } from '../../auth/authorize';
import { updateClub } from '../../commands/update-club';
import { HttpError } from '../../errors';
import { formImageChange } from '../../forms/form-image';
import type { ClubFormValues } from '../../forms/form-values';
import { submitForm } from '../../forms/submit-form';
import { toClubProfile } from '../../forms/to-profiles';
import { presentOwnClub } from '../../presenters/own-profile-presenter';
import { removeUploadFiles } from '../../uploads/remove-upload-files';
import { refuseIfEditedElsewhere, startedFrom, tagVersion } from '../../support/edit-version';

export async function ownClub(ctx: AppRouterContext): Promise<Club> {
  const club = await Club.query(ctx.deps.db).findOne({ accountId: signedIn(ctx).id });
  if (!club) throw new HttpError(404, 'Verein nicht gefunden');
  return club;
}

export function manageClubRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/manage/club', authorize('club'), async (ctx) => {
    const club = await ownClub(ctx);
    tagVersion(ctx, club);
    ctx.body = presentOwnClub(club);
  });

  // With If-Match, an edit made on a version replaced meanwhile (another device) is refused, not applied.
  router.post('/manage/club', authorize('club'), async (ctx) => {
    const club = await ownClub(ctx);
    const submission = await submitForm<ClubFormValues>(ctx, 'club-profile-update');
    const profile = toClubProfile(ctx.state.country, submission.values);
    refuseIfEditedElsewhere(ctx, club);
    const avatarUrl = await formImageChange(ctx, club.accountId, submission);
    const { replacedUploads } = await updateClub(ctx.deps.db, club.id, profile, avatarUrl, startedFrom(ctx));
    await removeUploadFiles(ctx.deps.config.dataDir, replacedUploads);
    const written = await ownClub(ctx);
    tagVersion(ctx, written);
    ctx.body = presentOwnClub(written);
  });

  return router;
}
