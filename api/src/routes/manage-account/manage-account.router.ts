import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { authorize, signedIn } from '../../auth/authorize';
import { limitAttempts } from '../../auth/refuse-over-limit';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import { createSession } from '../../auth/sessions';
import { deleteAccount } from '../../commands/delete-account';
import { changePassword, updateNotificationSettings } from '../../commands/update-account-settings';
import { defaultMessage, HttpError, ValidationError } from '../../errors';
import { submitForm } from '../../forms/submit-form';
import { hashPassword, verifyPassword } from '../../support/passwords';
import { removeUploadFiles } from '../../uploads/remove-upload-files';

// Guesses of the current password through a stolen session: as few as a login from one address gets.
const PASSWORD_CHANGE_LIMIT = { attempts: 10, windowSeconds: 15 * 60 };

/** Settings every signed-in person or club has: notifications, password, leaving. */
export function manageAccountRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const member = authorize('person', 'club');

  router.get('/manage/notification-settings', member, async (ctx) => {
    const row = (await ctx.deps
      .db('accounts')
      .where({ id: signedIn(ctx).id })
      .first('weeklyJobUpdate')) as {
      weeklyJobUpdate: boolean;
    };
    ctx.body = { weeklyJobUpdate: row.weeklyJobUpdate };
  });

  router.put('/manage/notification-settings', member, async (ctx) => {
    const { values } = await submitForm<{ weeklyJobUpdate: boolean }>(ctx, 'notification-settings-update');
    await updateNotificationSettings(ctx.deps.db, signedIn(ctx).id, values.weeklyJobUpdate);
    ctx.body = { weeklyJobUpdate: values.weeklyJobUpdate };
  });

  router.put('/manage/password', member, async (ctx) => {
    const account = signedIn(ctx);
    const { values } = await submitForm<{ oldPassword: string; password: string }>(ctx, 'password-update');
    await limitAttempts(
      ctx,
      [{ key: `password-change:account:${account.id}`, ...PASSWORD_CHANGE_LIMIT }],
      'Zu viele Versuche. Bitte versuche es in einigen Minuten noch einmal.',
    );
    const stored = (await ctx.deps.db('accounts').where({ id: account.id }).first('passwordHash')) as
      { passwordHash: string } | undefined;
    // The account was deleted since the session was read: as signed out.
    if (!stored) throw new HttpError(401, defaultMessage(401));
    const wrong = { oldPassword: ['Das aktuelle Passwort stimmt nicht.'] };
    if (!(await ctx.state.offDatabase(() => verifyPassword(stored.passwordHash, values.oldPassword)))) {
      throw new ValidationError(wrong);
    }
    const newHash = await ctx.state.offDatabase(() => hashPassword(values.password));
    // Changed meanwhile (another tab, a reset): the old password checked here no longer counts.
    if (!(await changePassword(ctx.deps.db, account.id, newHash, stored.passwordHash))) {
      throw new ValidationError(wrong);
    }
    // Every other session ended with the change; this browser stays signed in with a new one, unless the
    // password changed yet again in between.
    const token = await createSession(ctx.deps.db, account.id, ctx.deps.config.sessionTtlDays, {
      provenHash: newHash,
    });
    if (token) setSessionCookie(ctx, token, ctx.deps.config.sessionTtlDays);
    else clearSessionCookie(ctx);
    ctx.body = { changed: true };
  });

  router.delete('/manage/account', member, async (ctx) => {
    const account = signedIn(ctx);
    const deleted = await deleteAccount(ctx.deps.db, account.id);
    // The rows went with the account; the files follow once that is committed.
    await removeUploadFiles(ctx.deps.config.dataDir, deleted?.uploadFiles ?? []);
    clearSessionCookie(ctx);
    ctx.body = { deleted: true };
  });

  return router;
}
