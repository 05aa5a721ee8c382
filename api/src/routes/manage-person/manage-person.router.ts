import { Person } from '@anpfiff/core/db/models/person';
import Router from '@koa/router';
import type { AppContext, AppRouterContext, AppState } from '../../app-types';
import { authorize, signedIn } from '../../auth/authorize';
import { updatePerson } from '../../commands/update-person';
import { HttpError } from '../../errors';
import { formImageChange } from '../../forms/form-image';
import type { PersonFormValues } from '../../forms/form-values';
import { submitForm } from '../../forms/submit-form';
import { toPersonProfile } from '../../forms/to-profiles';
import { presentOwnPerson } from '../../presenters/own-profile-presenter';
import { removeUploadFiles } from '../../uploads/remove-upload-files';
import { refuseIfEditedElsewhere, startedFrom, tagVersion } from '../../support/edit-version';

async function ownPerson(ctx: AppRouterContext): Promise<Person> {
  const person = await Person.query(ctx.deps.db).findOne({ accountId: signedIn(ctx).id });
  if (!person) throw new HttpError(404, 'Person nicht gefunden');
  return person;
}

export function managePersonRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/manage/person', authorize('person'), async (ctx) => {
    const person = await ownPerson(ctx);
    tagVersion(ctx, person);
    ctx.body = presentOwnPerson(person, signedIn(ctx).email);
  });

  // With If-Match, an edit made on a version replaced meanwhile (another device) is refused, not applied.
  router.put('/manage/person', authorize('person'), async (ctx) => {
    const person = await ownPerson(ctx);
    const submission = await submitForm<PersonFormValues>(ctx, 'person-profile-update');
    const profile = toPersonProfile(ctx.state.country, submission.values);
    refuseIfEditedElsewhere(ctx, person);
    const avatarUrl = await formImageChange(ctx, person.accountId, submission);
    const { replacedUploads } = await updatePerson(
      ctx.deps.db,
      person.id,
      profile,
      avatarUrl,
      startedFrom(ctx),
    );
    await removeUploadFiles(ctx.deps.config.dataDir, replacedUploads);
    const written = await ownPerson(ctx);
    tagVersion(ctx, written);
    ctx.body = presentOwnPerson(written, signedIn(ctx).email);
  });

  return router;
}
