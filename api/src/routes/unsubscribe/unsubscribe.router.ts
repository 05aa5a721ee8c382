import { notificationSettingsLink } from '@anpfiff/core/mail/templates/weekly-digest';
import { verifyUnsubscribe } from '@anpfiff/core/mail/unsubscribe-link';
import Router from '@koa/router';
import type { AppContext, AppRouterContext, AppState } from '../../app-types';
import { ValidationError } from '../../errors';
import { unsubscribePage } from './unsubscribe-page';
import { INVALID_UNSUBSCRIBE_LINK, type UnsubscribeQuery, unsubscribeQuery } from './unsubscribe.schema';
import { unsubscribeWeeklyUpdate } from './unsubscribe-weekly-update';
import { unsubscribeTitle, unsubscribeWords } from './unsubscribe-wording';

/** Browsers ask for HTML (the link in the mail, the button on its page); mail clients' one-click POSTs do not. */
const wantsHtml = (ctx: AppRouterContext) => ctx.get('Accept').includes('text/html');

/** The account of a well-formed link with a valid signature, or null. */
function signedAccount(ctx: AppRouterContext): string | null {
  const parsed = unsubscribeQuery.safeParse(ctx.query);
  const secret = ctx.deps.config.mail.secret;
  if (!parsed.success || !secret) return null;
  const { account, sig }: UnsubscribeQuery = parsed.data;
  return verifyUnsubscribe(secret, account, sig) ? account : null;
}

function invalid(ctx: AppRouterContext): void {
  const message = INVALID_UNSUBSCRIBE_LINK[ctx.state.country];
  if (!wantsHtml(ctx)) throw new ValidationError(null, message);
  ctx.status = 422;
  ctx.type = 'html';
  const siteUrl = ctx.deps.config.sites[ctx.state.country];
  // The message points to the settings; it says "du", as it knows nobody.
  ctx.body = unsubscribePage(ctx.state.country, {
    title: 'Link ungültig',
    text: message,
    settings: notificationSettingsLink(siteUrl, 'du'),
    siteUrl,
  });
}

/**
 * One-click unsubscribe of the weekly digest, without signing in (RFC 8058). GET only shows a page with
 * a button — link scanners of mail providers open every link, and must not unsubscribe anybody; POST
 * (that button, or the mail client's `List-Unsubscribe-Post`) switches the weekly mail off. The signature
 * is the authorisation, which is why this POST is exempt from the Origin check.
 */
export function unsubscribeRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/unsubscribe', async (ctx) => {
    const accountId = signedAccount(ctx);
    if (!accountId) return invalid(ctx);
    const words = await unsubscribeWords(ctx.deps.db, accountId, ctx.state.country);
    ctx.type = 'html';
    ctx.body = unsubscribePage(ctx.state.country, {
      title: unsubscribeTitle(ctx.state.country),
      text: words.question,
      form: { action: ctx.originalUrl, button: 'Abbestellen' },
      siteUrl: ctx.deps.config.sites[ctx.state.country],
    });
  });

  router.post('/unsubscribe', async (ctx) => {
    const accountId = signedAccount(ctx);
    if (!accountId) return invalid(ctx);
    const outcome = await unsubscribeWeeklyUpdate(ctx.deps.db, accountId);
    ctx.state.log.info({ outcome }, 'weekly mail unsubscribed by link');
    if (!wantsHtml(ctx)) {
      ctx.body = { unsubscribed: true };
      return;
    }
    const words = await unsubscribeWords(ctx.deps.db, accountId, ctx.state.country);
    const siteUrl = ctx.deps.config.sites[ctx.state.country];
    ctx.type = 'html';
    ctx.body = unsubscribePage(ctx.state.country, {
      title: 'Abbestellt',
      text: words.done,
      // Where the page says the weekly mail can be switched on again.
      settings: notificationSettingsLink(siteUrl, words.formOfAddress),
      siteUrl,
    });
  });

  return router;
}
