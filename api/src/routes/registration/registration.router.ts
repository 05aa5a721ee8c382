import Router from '@koa/router';
import type { AppContext, AppRouterContext, AppState } from '../../app-types';
import { tokenWorks } from '../../auth/account-tokens';
import { clientKey } from '../../auth/client-key';
import { limitAttempts } from '../../auth/refuse-over-limit';
import { queueTokenMail } from '../../commands/account-mail';
import { initiatePasswordReset, resetPassword } from '../../commands/password-reset';
import { registerClub } from '../../commands/register-club';
import { registerPerson } from '../../commands/register-person';
import { resendVerification } from '../../commands/resend-verification';
import { verifyMail } from '../../commands/verify-mail';
import { ValidationError } from '../../errors';
import type { ClubFormValues, Credentials, PersonFormValues } from '../../forms/form-values';
import { submitForm } from '../../forms/submit-form';
import { toClubProfile, toPersonProfile } from '../../forms/to-profiles';
import { hashPassword } from '../../support/passwords';
import { parseRequest } from '../../support/parse-request';
import { readSubmission } from '../../support/read-submission';
import { resetLinkRequest, verifyMailRequest } from './registration.schema';

const INVALID_LINK = 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.';

// Link mails (reset, new verification link) per address: a few an hour, so nobody can fill someone's inbox
// with them; per caller: enough for a club house sharing one connection. Counted whether or not the address
// has an account, so the refusal tells nobody who is registered.
const LINK_MAIL_LIMIT = { attempts: 5, windowSeconds: 60 * 60 };
const LINK_CALLER_LIMIT = { attempts: 30, windowSeconds: 60 * 60 };
const TOO_MANY_RESETS =
  'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuche es in einer Stunde noch einmal.';
const TOO_MANY_RESENDS =
  'Zu viele Anfragen für einen neuen Bestätigungslink. Bitte versuche es in einer Stunde noch einmal.';

// Registrations per caller, persons and clubs together: as many as for link mails. Every attempt counts,
// refused ones too: a refusal tells whether an address is registered, and an accepted one sends a mail.
const REGISTRATION_CALLER_LIMIT = LINK_CALLER_LIMIT;
const TOO_MANY_REGISTRATIONS =
  'Zu viele Registrierungsversuche. Bitte versuche es in einer Stunde noch einmal.';

/** Counts a request for a link mail to `email` under `purpose`, refusing it (429) over either limit. */
function limitLinkMails(ctx: AppRouterContext, purpose: string, email: string, message: string) {
  return limitAttempts(
    ctx,
    [
      { key: `${purpose}:address:${clientKey(ctx.ip)}`, ...LINK_CALLER_LIMIT },
      { key: `${purpose}:mail:${email.toLowerCase()}`, ...LINK_MAIL_LIMIT },
    ],
    message,
  );
}

/** Counts a registration attempt of the caller before its form is read, refusing it (429) over the limit. */
function limitRegistrations(ctx: AppRouterContext) {
  return limitAttempts(
    ctx,
    [{ key: `registration:address:${clientKey(ctx.ip)}`, ...REGISTRATION_CALLER_LIMIT }],
    TOO_MANY_REGISTRATIONS,
  );
}

/** Queues the verification mail in the registration's transaction. */
function verificationMail(
  ctx: AppRouterContext,
  kind: 'person' | 'club',
  email: string,
  displayName: string,
) {
  return (trx: Parameters<typeof queueTokenMail>[0], accountId: string) =>
    queueTokenMail(
      trx,
      'verify-mail',
      { accountId, email, country: ctx.state.country, displayName, kind },
      ctx.deps.config.sites,
    );
}

/** Sign-up, e-mail verification and password reset: everything that happens before a login. */
export function registrationRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.post('/register/person', async (ctx) => {
    await limitRegistrations(ctx);
    const { values } = await submitForm<PersonFormValues & Credentials>(ctx, 'person-registration');
    const profile = toPersonProfile(ctx.state.country, values);
    const passwordHash = await ctx.state.offDatabase(() => hashPassword(values.password));
    const account = { email: values.email, passwordHash, country: ctx.state.country };
    await registerPerson(
      ctx.deps.db,
      account,
      profile,
      verificationMail(ctx, 'person', values.email, values.firstName),
    );
    ctx.deps.mail?.wake();
    ctx.body = { email: values.email };
  });

  router.post('/register/club', async (ctx) => {
    await limitRegistrations(ctx);
    const { values } = await submitForm<ClubFormValues & Credentials>(ctx, 'club-registration');
    const profile = toClubProfile(ctx.state.country, values);
    const passwordHash = await ctx.state.offDatabase(() => hashPassword(values.password));
    const account = { email: values.email, passwordHash, country: ctx.state.country };
    await registerClub(
      ctx.deps.db,
      account,
      profile,
      verificationMail(ctx, 'club', values.email, values.name),
    );
    ctx.deps.mail?.wake();
    ctx.body = { email: values.email };
  });

  router.post('/verify-mail', async (ctx) => {
    const { fields } = await readSubmission(ctx);
    const { token } = parseRequest(verifyMailRequest, fields);
    if (!(await verifyMail(ctx.deps.db, token))) throw new ValidationError(null, INVALID_LINK);
    ctx.body = { verified: true };
  });

  // The same answer whether or not the address has an unverified account: nobody learns who is registered.
  router.post('/verify-mail/resend', async (ctx) => {
    const { values } = await submitForm<{ email: string }>(ctx, 'verification-resend');
    await limitLinkMails(ctx, 'verification-resend', values.email, TOO_MANY_RESENDS);
    await resendVerification(ctx.deps.db, values.email, ctx.state.country, ctx.deps.config.sites);
    ctx.deps.mail?.wake();
    ctx.body = { email: values.email };
  });

  // The same answer whether or not the address has an account: nobody learns who is registered.
  router.post('/password-reset/initiate', async (ctx) => {
    const { values } = await submitForm<{ email: string }>(ctx, 'password-reset-initiation');
    await limitLinkMails(ctx, 'password-reset', values.email, TOO_MANY_RESETS);
    await initiatePasswordReset(ctx.deps.db, values.email, ctx.state.country, ctx.deps.config.sites);
    ctx.deps.mail?.wake();
    ctx.body = { email: values.email };
  });

  // The reset page asks as it opens, so that a used or expired link says so before a new password is typed
  // twice. Only whether it works: the link stays unused, and the answer names no account.
  router.post('/password-reset/check', async (ctx) => {
    const { fields } = await readSubmission(ctx);
    const { token } = parseRequest(resetLinkRequest, fields);
    ctx.body = { works: await tokenWorks(ctx.deps.db, 'password-reset', token) };
  });

  router.post('/password-reset', async (ctx) => {
    const { values } = await submitForm<{ token: string; password: string }>(ctx, 'password-reset');
    // A made-up link is refused before the hash: the password threads, which every login waits for, are
    // not anyone's to keep busy. The link is used up only with the new password, in one transaction.
    if (!(await tokenWorks(ctx.deps.db, 'password-reset', values.token)))
      throw new ValidationError(null, INVALID_LINK);
    const passwordHash = await ctx.state.offDatabase(() => hashPassword(values.password));
    if (!(await resetPassword(ctx.deps.db, values.token, passwordHash)))
      throw new ValidationError(null, INVALID_LINK);
    ctx.body = { reset: true };
  });

  return router;
}
