import path from 'node:path';
import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { listMails, readMail } from './dev-mail-store';
import { mailListPage, mailPage, notFoundPage } from './dev-mail-page';

/**
 * `/dev/mail`: the mails the file transport wrote, listed and shown, for developers and newcomers who run
 * Anpfiff without a mail server. Never in production — there the mails hold real people's links — and
 * only where mails are files (no SMTP_URL). Outside /api: it is a page, rendered here without the web app.
 */
export function devMailRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const available = (ctx: { deps: AppContext['deps'] }) =>
    ctx.deps.config.env !== 'production' && !ctx.deps.config.mail.smtpUrl;
  const dirOf = (ctx: { deps: AppContext['deps'] }) => path.join(ctx.deps.config.dataDir, 'mail');

  router.get('/dev/mail', async (ctx, next) => {
    if (!available(ctx)) return next();
    const { mails, total } = await listMails(dirOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = mailListPage(dirOf(ctx), mails, total);
  });

  router.get('/dev/mail/:file', async (ctx, next) => {
    if (!available(ctx)) return next();
    const file = ctx.params.file ?? '';
    const mail = await readMail(dirOf(ctx), file);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    if (!mail) {
      ctx.status = 404;
      ctx.body = notFoundPage();
      return;
    }
    ctx.body = mailPage(file, mail);
  });

  return router;
}
