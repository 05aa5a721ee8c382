import { clubFunctionLabel, isClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import { COUNTRY_INFO, type Country } from '@anpfiff/schemas/catalogues/countries';
import { common } from '@anpfiff/web/src/locales/de/common';
import { deDE } from '@anpfiff/web/src/locales/de-de';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { findVisibleClub, findVisibleJob, findVisiblePerson } from '../queries/visible-profiles';
import { listPageMeta } from './list-page-meta';
import { routePreloads } from './route-preloads';

export interface PageMeta {
  title: string;
  description: string;
  type: 'website' | 'profile';
}

const SUFFIX = common.meta.titleSuffix;

// The app's own texts: web/index.html carries the Swiss ones, the German site gets its own spelling.
const DEFAULT_META: Record<Country, { title: string; description: string }> = {
  CH: { title: common.meta.defaultTitle, description: common.meta.defaultDescription },
  DE: {
    title: deDE.meta?.defaultTitle ?? common.meta.defaultTitle,
    description: deDE.meta?.defaultDescription ?? common.meta.defaultDescription,
  },
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One line of at most 160 characters, cut at a word: the same rule as the web app's metaDescription. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 100 ? cut.slice(0, space) : cut}…`;
}

const label = (code: string | null) =>
  code && isClubFunction(code) ? clubFunctionLabel(code) : (code ?? '');

const DETAIL = /^\/(clubs|jobs|people)\/([^/]+)\/?$/;

/**
 * Title and description of a search, sign-in or detail page, as the web app shows them once loaded
 * ('Name | Anpfiff'); null when a detail page's record does not exist (or is not visible), undefined for
 * any other path.
 */
export async function pageMetaFor(
  ctx: { deps: AppContext['deps']; state: AppState },
  pathname: string,
): Promise<PageMeta | null | undefined> {
  const list = listPageMeta(ctx.state.country, pathname);
  if (list) return { title: `${list.title} | ${SUFFIX}`, description: list.description, type: 'website' };
  const match = DETAIL.exec(pathname);
  if (!match) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
  const { db } = ctx.deps;
  const country = ctx.state.country;
  // Club and person descriptions are optional: without one the page keeps the site's, as in the app.
  const describe = (text: string) => metaDescription(text) || DEFAULT_META[country].description;
  if (match[1] === 'clubs') {
    const club = await findVisibleClub(db, country, slug);
    if (!club) return null;
    return {
      title: `${club.name} | ${SUFFIX}`,
      description: describe(club.description),
      type: 'website',
    };
  }
  if (match[1] === 'jobs') {
    const job = await findVisibleJob(db, country, slug);
    if (!job?.club) return null;
    const role = label(job.subClubFunction ?? job.clubFunction);
    return {
      title: `${role} bei ${job.club.name} | ${SUFFIX}`,
      description: describe(job.description),
      type: 'website',
    };
  }
  const found = await findVisiblePerson(db, country, slug);
  if (!found) return null;
  const name = `${found.person.firstName} ${found.person.lastName}`.trim();
  return {
    title: `${name} | ${SUFFIX}`,
    description: describe(found.person.description),
    type: 'profile',
  };
}

export interface ClientSettings {
  analyticsScriptUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
}

/** Writes the page's title, description, Open Graph tags, language and the browser's settings into index.html. */
export function renderIndexHtml(
  html: string,
  options: {
    country: Country;
    meta: PageMeta | null | undefined;
    url: string;
    settings: ClientSettings;
    /** Chunks of the page to fetch beside the entry (route-preloads.ts). */
    preloads?: string[];
  },
): string {
  const { country, settings } = options;
  const defaults = DEFAULT_META[country];
  const meta = options.meta ?? { ...defaults, type: 'website' as const };
  const tags = [
    `<meta property="og:site_name" content="${SUFFIX}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(options.url)}" />`,
    `<meta property="og:locale" content="${COUNTRY_INFO[country].locale.replace('-', '_')}" />`,
    `<meta name="anpfiff:analytics-script-url" content="${escapeHtml(settings.analyticsScriptUrl)}" />`,
    `<meta name="anpfiff:map-tile-url" content="${escapeHtml(settings.mapTileUrl)}" />`,
    `<meta name="anpfiff:map-attribution" content="${escapeHtml(settings.mapAttribution)}" />`,
    ...(options.preloads ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
    ),
  ];
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${COUNTRY_INFO[country].locale}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}

/**
 * Placed before the web app: once it answered with index.html, the page's own title and description go
 * in, so crawlers and link previews see them without running the app (issue: server-rendered meta).
 * A detail page whose record does not exist answers 404, with the app that shows the not-found page.
 */
export function pageMeta(): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || typeof ctx.body !== 'string') return;
    if (!ctx.response.is('html')) return;
    const meta = await pageMetaFor(ctx, ctx.path);
    const { config } = ctx.deps;
    const site = config.sites[ctx.state.country];
    ctx.body = renderIndexHtml(ctx.body, {
      country: ctx.state.country,
      meta,
      url: new URL(ctx.path, site).href,
      preloads: routePreloads(config.webDist, ctx.path),
      settings: {
        analyticsScriptUrl: config.analyticsScriptUrl,
        mapTileUrl: config.mapTileUrl,
        mapAttribution: config.mapAttribution,
      },
    });
    if (meta === null) ctx.status = 404;
  };
}
