import Router from '@koa/router';
import { paths } from '@anpfiff/schemas/site/paths';
import type { AppContext, AppState } from '../../app-types';
import { visiblePages } from '../../queries/visible-profiles';

// The public pages of the web app that are worth a search engine's visit.
const STATIC_PAGES = [
  paths.home,
  paths.jobs,
  paths.people,
  paths.clubs,
  paths.about,
  paths.community,
  paths.wikiClub,
  paths.wikiPerson,
  paths.termsAndConditions,
  paths.winningGameTerms,
  paths.legalNotice,
  paths.privacyPolicy,
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/**
 * /sitemap.xml and /robots.txt of the site the request came to: each country site lists its own clubs,
 * offers and people (only what a visitor can open), with absolute URLs of that site.
 */
export function sitemapRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/sitemap.xml', async (ctx) => {
    const site = ctx.deps.config.sites[ctx.state.country];
    const pages = await visiblePages(ctx.deps.db, ctx.state.country);
    const url = (path: string, updatedAt?: Date) =>
      `  <url><loc>${escapeXml(new URL(path, site).href)}</loc>${
        updatedAt ? `<lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod>` : ''
      }</url>`;
    const lines = [
      ...STATIC_PAGES.map((path) => url(path)),
      ...pages.clubs.map((p) => url(paths.club(p.slug), p.updatedAt)),
      ...pages.jobs.map((p) => url(paths.job(p.slug), p.updatedAt)),
      ...pages.people.map((p) => url(paths.person(p.slug), p.updatedAt)),
    ];
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
  });

  router.get('/robots.txt', (ctx) => {
    const site = ctx.deps.config.sites[ctx.state.country];
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /manage/',
      'Disallow: /api/',
      '',
      `Sitemap: ${new URL('/sitemap.xml', site).href}`,
      '',
    ].join('\n');
  });

  return router;
}
