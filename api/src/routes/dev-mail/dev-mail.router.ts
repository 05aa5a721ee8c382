import path from 'node:path';
import Router from '@koa/router';
import type { AppContext, AppRouterContext, AppState } from '../../app-types';
import { listMails, readMail } from './dev-mail-store';
import { mailListPage, mailPage, notFoundPage } from './dev-mail-page';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether the request comes from this machine itself. The mails hold sign-in links (password resets of
 * anyone), and `npm start` listens on every interface: another device on the club house's network must
 * not read them. A request relayed by a proxy that is not trusted counts as coming from elsewhere.
 */
function fromThisMachine(ctx: { ip: string; app: { proxy: boolean }; get(field: string): string }): boolean {
  return LOOPBACK.test(ctx.ip) && (ctx.app.proxy || !ctx.get('X-Forwarded-For'));
}

/**
 * Whether the request names this machine or one of the sites. A page of any other site whose name its
 * owner points at 127.0.0.1 (DNS rebinding) could otherwise read the mails from a visitor's browser on
 * this machine, with the reset links of every account in them.
 */
function addressedToUs(ctx: AppRouterContext): boolean {
  const host = ctx.hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d+){3}$/.test(host))
    return true;
  return Object.values(ctx.deps.config.sites).some((url) => new URL(url).hostname === host);
}

/**
 * `/dev/mail`: the mails the file transport wrote, listed and shown, for developers and newcomers who run
 * Anpfiff without a mail server, on the machine it runs on. Never in production — there the mails hold
 * real people's links — and only where mails are files (no SMTP_URL). Outside /api: it is a page, rendered
 * here without the web app.
 */
export function devMailRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const available = (ctx: AppRouterContext) =>
    ctx.deps.config.env !== 'production' &&
    !ctx.deps.config.mail.smtpUrl &&
    fromThisMachine(ctx) &&
    addressedToUs(ctx);
  const dirOf = (ctx: AppRouterContext) => path.join(ctx.deps.config.dataDir, 'mail');

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
